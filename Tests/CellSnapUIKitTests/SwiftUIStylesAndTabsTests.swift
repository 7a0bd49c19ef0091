// SwiftUI's button and text field styles, tab views and `navigationBarTitle`, as apps of
// SwiftUI's first releases write them: they compile; text fields are drawn in their style
// (SwiftUITextFieldTests), a `TabView` is refused naming itself, and
// `navigationBarTitle` titles the hosting controller as `navigationTitle` does. Navigation and
// progress view styles, `navigationBarItems`, context menus, `ShareLink`, and the environment's
// actions (`dismiss`, `presentationMode`, `openURL`) and Core Data context.
import CoreData
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

    @Test func stylesCompileAndTextFieldsAreDrawn() {
        #expect(refusal(UIHostingConfiguration { Text("Plain").buttonStyle(PillButtonStyle()) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("Plain").buttonStyle(.borderedProminent) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("Plain").textFieldStyle(OutlinedFieldStyle()) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("Plain").textFieldStyle(.roundedBorder) }) == nil)
        #expect(refusal(UIHostingConfiguration { Button("Go") {}.buttonStyle(PillButtonStyle()) }) == nil)
        #expect(
            refusal(UIHostingConfiguration { TextField("Name", text: .constant("")).textFieldStyle(.plain) }) == nil)
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

    @Test func navigationAndProgressStylesAndBarItems() throws {
        #expect(refusal(UIHostingConfiguration { Text("A").navigationViewStyle(.stack) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("A").navigationViewStyle(StackNavigationViewStyle()) }) == nil)
        #expect(refusal(UIHostingConfiguration { Text("A").contextMenu { Text("Copy") } }) == nil)
        #expect(refusal(UIHostingConfiguration { ProgressView().progressViewStyle(.circular) }) == nil)
        #expect(
            refusal(UIHostingConfiguration { ProgressView().progressViewStyle(.linear) })
                == "progressViewStyle(.linear)")
        // A linear style changes nothing where there is no progress view.
        #expect(refusal(UIHostingConfiguration { Text("A").progressViewStyle(.linear) }) == nil)
        // Bar items go to the navigation item of the controller showing the view: a cell draws none.
        #expect(refusal(UIHostingConfiguration { Text("A").navigationBarItems(trailing: Text("Edit")) }) == nil)
        #expect(
            refusal(UIHostingConfiguration { ShareLink(item: URL(string: "https://example.com")!) }) == "ShareLink")
    }

    /// The spinner in a circular style's tint, else the environment's.
    @Test func aCircularStylesTintColoursTheSpinner() throws {
        let styled = try hostedPixels(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)))
        #expect(try styled == hostedPixels(ProgressView().tint(.red)))
        #expect(try styled != hostedPixels(ProgressView()))
        let reddish = styled.bytes.indices.lazy.filter { $0 % 4 == 0 }.contains { index in
            styled.bytes[index] > 200 && styled.bytes[index + 1] < 120 && styled.bytes[index + 2] < 120
        }
        #expect(reddish)
    }

    struct DismissingView: View {
        @Environment(\.dismiss) var dismiss
        @Environment(\.presentationMode) var presentationMode
        @Environment(\.openURL) var openURL
        @Environment(\.managedObjectContext) var context
        var body: some View {
            Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Shown")
        }
    }

    @Test func theEnvironmentsActionsAndContext() {
        #expect(refusal(UIHostingConfiguration { DismissingView() }) == nil)
        var environment = EnvironmentValues()
        #expect(!environment.isPresented && !environment.presentationMode.wrappedValue.isPresented)
        #expect(environment.managedObjectContext.persistentStoreCoordinator == nil)
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        environment.managedObjectContext = context
        #expect(environment.managedObjectContext === context)
        let url = URL(string: "https://example.com/cellsnap-open-url")!
        environment.openURL(url)
        #expect(UIApplication.shared.cellSnapOpenedURLs.last == url)
        var handled: [URL] = []
        environment.openURL = OpenURLAction {
            handled.append($0)
            return .handled
        }
        environment.openURL(URL(string: "https://example.com/own")!)
        #expect(handled.count == 1 && UIApplication.shared.cellSnapOpenedURLs.last == url)
        environment.dismiss()
    }
}

/// The environment's default `openURL` is made off the main actor too (a test that is not
/// `@MainActor` reads an environment), without trapping.
@Test func theDefaultOpenURLActionIsMadeOffTheMainActor() async {
    let made = await Task.detached { () -> Bool in
        _ = EnvironmentValues().openURL
        return true
    }.value
    #expect(made)
}
