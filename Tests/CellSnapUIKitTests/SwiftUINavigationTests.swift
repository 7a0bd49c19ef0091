// SwiftUI's list and navigation containers and the modifiers of toolbars, navigation and
// presentation: an app's SwiftUI screen compiles unchanged, what a picture of it would show and
// CellSnap does not draw is refused naming itself (preferences read by `onPreferenceChange` too),
// and `onDelete`/`onMove` handlers' collection edits (`remove(atOffsets:)`,
// `move(fromOffsets:toOffset:)`) do what SwiftUI's do.
import Foundation
import SwiftUI
import Testing

/// The call the error of drawing `configuration` in a list cell names, or `nil` when it draws.
@MainActor func hostedRefusal(_ configuration: some UIContentConfiguration) -> String? {
    let cell = UICollectionViewListCell()
    cell.contentConfiguration = configuration
    do {
        _ = try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        return nil
    } catch let error as CellSnapUIKitError {
        return error.call
    } catch {
        return "\(error)"
    }
}

@MainActor @Suite struct SwiftUINavigationTests {
    struct Peak: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    /// A settings screen's toolbar, as apps write one.
    struct EditingToolbar: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItemGroup(placement: .bottomBar) { Text("Sort") }
        }
    }

    func refusal(_ configuration: some UIContentConfiguration) -> String? { hostedRefusal(configuration) }

    /// iOS 13's picker with its label first, picker and tab view styles: a picker and a tab view
    /// are refused naming themselves, whatever their style.
    @Test func stylesOfRefusedPickersAndTabViewsCompile() {
        let kind = Binding.constant(0)
        let segmented = UIHostingConfiguration {
            Picker(selection: kind, label: Text("Kind")) { Text("Home").tag(0) }.pickerStyle(SegmentedPickerStyle())
        }
        #expect(refusal(segmented) == "Picker")
        #expect(
            refusal(UIHostingConfiguration { Picker("Kind", selection: kind) { Text("A") }.pickerStyle(.wheel) })
                == "Picker")
        let pages = UIHostingConfiguration {
            TabView { Text("One") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        }
        #expect(refusal(pages) == "TabView")
        #expect(refusal(UIHostingConfiguration { TabView { Text("One") }.tabViewStyle(.page) }) == "TabView")
    }

    @Test func containersAndBarContentAreRefusedNamingThemselves() {
        let peaks = [Peak(id: 1, name: "Eiger")]
        let on = Binding.constant(true)
        #expect(refusal(UIHostingConfiguration { Section("Alps") { Text("Eiger") } }) == "Section")
        #expect(refusal(UIHostingConfiguration { NavigationLink("Eiger") { Text("Detail") } }) == "NavigationLink")
        #expect(refusal(UIHostingConfiguration { NavigationLink("Eiger", value: 1) }) == "NavigationLink")
        #expect(refusal(UIHostingConfiguration { Form { Toggle("Metric", isOn: on) } }) == "Form")
        #expect(refusal(UIHostingConfiguration { EditButton() }) == "EditButton")
        #expect(refusal(UIHostingConfiguration { List(peaks) { Text($0.name) } }) == "List")
        #expect(
            refusal(UIHostingConfiguration { Text("Peaks").toolbar { EditingToolbar() } })
                == "toolbar(content:) with an item at .bottomBar")
        for prompt in [nil, Text("Find a peak")] {
            #expect(
                refusal(UIHostingConfiguration { Text("Peaks").searchable(text: .constant(""), prompt: prompt) })
                    == "searchable(text:placement:prompt:)")
        }
        #expect(
            refusal(UIHostingConfiguration { Text("Peaks").searchable(text: .constant(""), prompt: "Find a peak") })
                == "searchable(text:placement:prompt:)")
    }

    @Test func whatShowsOnlyLaterOrElsewhereLeavesTheViewAsItIs() {
        let showing = Binding.constant(true)
        let configuration = UIHostingConfiguration {
            Text("Peaks")
                .navigationBarTitleDisplayMode(.inline)
                .navigationDestination(for: Int.self) { Text("\($0)") }
                .sheet(isPresented: showing) { Text("Add") }
                .alert("Saved", isPresented: showing) {
                    Text("OK")
                } message: {
                    Text("Done")
                }
                .refreshable {}
                .listStyle(.insetGrouped)
        }
        #expect(refusal(configuration) == nil)
    }

    /// A hosting controller in a navigation controller: its views' title and title display mode
    /// go to its navigation item when the view loads and when the root view changes (the
    /// outermost title wins), and collecting them runs no `onAppear` action.
    @Test func aHostingControllersNavigationItemTakesItsViewsTitle() {
        var appeared = 0
        let host = UIHostingController(
            rootView: AnyView(
                Text("Peaks").navigationTitle("Inner").onAppear { appeared += 1 }
                    .navigationTitle(Text("Peaks")).navigationBarTitleDisplayMode(.inline)))
        let navigation = UINavigationController(rootViewController: host)
        host.navigationItem.largeTitleDisplayMode = .always
        #expect(host.navigationItem.title == nil && UINavigationItem().title == nil)
        host.loadViewIfNeeded()
        #expect(host.navigationItem.title == "Peaks" && host.navigationItem.largeTitleDisplayMode == .never)
        #expect(appeared == 0 && navigation.topViewController === host)
        host.rootView = AnyView(Text("Lakes").navigationTitle("Lakes" as String).navigationBarTitleDisplayMode(.large))
        #expect(host.navigationItem.title == "Lakes" && host.navigationItem.largeTitleDisplayMode == .always)
        let plain = UIHostingController(rootView: Text("Untitled"))
        plain.title = "Set by the app"
        plain.loadViewIfNeeded()
        #expect(
            plain.navigationItem.title == "Set by the app" && plain.navigationItem.largeTitleDisplayMode == .automatic)
    }

    struct TallestKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    @Test func preferencesPhasesAndDetents() {
        let handedUp = UIHostingConfiguration { Text("Name").preference(key: TallestKey.self, value: 20) }
        #expect(refusal(handedUp) == nil)
        let read = UIHostingConfiguration { Text("Name").onPreferenceChange(TallestKey.self) { _ in } }
        #expect(refusal(read) == "onPreferenceChange(_:perform:)")
        let avatar = UIHostingConfiguration {
            AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.image ?? Image(systemName: "person") }
        }
        #expect(refusal(avatar) == "AsyncImage")
        let sheet = UIHostingConfiguration {
            Text("Details").presentationDetents([.medium, .height(200)]).presentationDragIndicator(.visible)
        }
        #expect(refusal(sheet) == nil)
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.empty.error == nil)
        #expect(AsyncImagePhase.failure(CocoaError(.fileNoSuchFile)).error != nil)
    }

    struct Edit: Sendable, CustomTestStringConvertible {
        let offsets: [Int]
        let destination: Int?
        let expected: [String]
        var testDescription: String { "\(offsets) → \(destination.map(String.init) ?? "removed")" }
    }

    nonisolated static let edits: [Edit] = [
        Edit(offsets: [1], destination: nil, expected: ["A", "C", "D"]),
        Edit(offsets: [0, 3], destination: nil, expected: ["B", "C"]),
        Edit(offsets: [0], destination: 4, expected: ["B", "C", "D", "A"]),
        Edit(offsets: [3], destination: 0, expected: ["D", "A", "B", "C"]),
        Edit(offsets: [0, 2], destination: 2, expected: ["B", "A", "C", "D"]),
        Edit(offsets: [1, 2], destination: 4, expected: ["A", "D", "B", "C"]),
        Edit(offsets: [2], destination: 2, expected: ["A", "B", "C", "D"]),
    ]

    @Test(arguments: edits) func rowEditsRemoveAndMoveByOffsets(_ edit: Edit) {
        var letters = ["A", "B", "C", "D"]
        if let destination = edit.destination {
            letters.move(fromOffsets: IndexSet(edit.offsets), toOffset: destination)
        } else {
            letters.remove(atOffsets: IndexSet(edit.offsets))
        }
        #expect(letters == edit.expected)
    }
}
