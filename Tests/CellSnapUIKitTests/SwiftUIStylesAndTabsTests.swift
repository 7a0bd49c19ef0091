// SwiftUI's button and text field styles, tab views and `navigationBarTitle`, as apps of
// SwiftUI's first releases write them: they compile; a style changes nothing CellSnap draws (the
// buttons and fields it styles are refused), a `TabView` is refused naming itself, and
// `navigationBarTitle` titles the hosting controller as `navigationTitle` does.
import Foundation
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIStylesAndTabsTests {
    struct PillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding().background(Color.blue).opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    struct OutlinedFieldStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding() }
    }

    func refusal(_ configuration: some UIContentConfiguration) -> String? { hostedRefusal(configuration) }

    @Test func stylesChangeNothingDrawnAndTheirButtonsAreRefused() {
        #expect(refusal(UIHostingConfiguration { Text("Plain").buttonStyle(PillButtonStyle()) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("Plain").buttonStyle(.borderedProminent) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("Plain").textFieldStyle(OutlinedFieldStyle()) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("Plain").textFieldStyle(.roundedBorder) }) == nil)
        #expect(refusal(UIHostingConfiguration { Button("Go") {}.buttonStyle(PillButtonStyle()) }) == "Button")
        #expect(
            refusal(UIHostingConfiguration { TextField("Name", text: .constant("")).textFieldStyle(.plain) })
                == "TextField")
    }

    /// A colour, both a view and a shape style, behind and over a view (`.background(Color.blue)`,
    /// which used to be ambiguous between the two overloads).
    @Test func aColourBehindAndOverAViewIsDrawn() {
        #expect(
            refusal(UIHostingConfiguration { Text("A").background(Color.blue).overlay(Color.red.opacity(0.5)) }) == nil)
    }

    @Test func aTabViewIsRefusedAndATabItemAloneChangesNothing() {
        #expect(
            refusal(
                UIHostingConfiguration {
                    TabView(selection: .constant(1)) {
                        Text("Places").tabItem { Text("Places") }.tag(1)
                    }
                }) == "TabView")
        #expect(refusal(UIHostingConfiguration { TabView { Text("Places") } }) == "TabView")
        #expect(refusal(UIHostingConfiguration { Text("Places").tabItem { Image(systemName: "moon") } }) == nil)
    }

    @Test func navigationBarTitleTitlesTheHostingController() {
        let host = UIHostingController(
            rootView: Text("Places").navigationBarTitle(Text("Places"), displayMode: .inline))
        host.loadViewIfNeeded()
        #expect(host.navigationItem.title == "Places" && host.navigationItem.largeTitleDisplayMode == .never)
        let keyed = UIHostingController(rootView: Text("Lakes").navigationBarTitle("Lakes"))
        keyed.loadViewIfNeeded()
        #expect(keyed.navigationItem.title == "Lakes")
    }
}
