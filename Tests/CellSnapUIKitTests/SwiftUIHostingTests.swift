// Linux only: SwiftUI views in list cells through UIHostingConfiguration, with the stack,
// padding and frame layout checked exactly (left to right and right to left), under snapshot
// test, and the views CellSnap refuses. References: Snapshots/SwiftUIHostingTests/.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Primitives
import Rendering
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIHostingTests {
    /// The frames of the shapes a hosting configuration draws in a 390 pt list cell, in drawing order.
    func shapeFrames(_ configuration: some UIContentConfiguration, rightToLeft: Bool) throws -> [Rect] {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = configuration
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let model = try cell.cellSnapListCell(traits: traits, width: 390)
        let context = LayoutContext(
            measurer: try TextEngine.current(), direction: model.state.traits.direction, scale: 3)
        let row = ListCellLayout.node(for: model, width: 390, separator: false)
        let height = row.sizeThatFits(ProposedSize(width: 390, height: nil), context: context).height
        var node = row.place(in: Rect(x: 0, y: 0, width: 390, height: height), context: context)
        if rightToLeft { node = node.mirrored(within: 390) }
        return node.allNodes.filter { $0.role == .shape }.map(\.frame)
    }

    /// `frames` as a right-to-left row of 390 pt places them.
    func mirrored(_ frames: [Rect]) -> [Rect] {
        frames.map { Rect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    typealias Fixture = (name: String, configuration: any UIContentConfiguration, frames: [Rect])

    /// Stacks, spacers, padding and frames, with the frames SwiftUI's layout model gives them.
    static func fixtures() -> [Fixture] {
        [
            // Two fixed frames 10 pt apart, centred in the cell (no margins): 70 x 50 at x 160.
            (
                "hstack",
                UIHostingConfiguration {
                    HStack(spacing: 10) {
                        SwiftUI.Color.red.frame(width: 40, height: 30)
                        SwiftUI.Color.blue.frame(width: 20, height: 50)
                    }
                }.margins(.all, 0),
                [Rect(x: 160, y: 10, width: 40, height: 30), Rect(x: 210, y: 0, width: 20, height: 50)]
            ),
            // Ignoring the safe area (either spelling) leaves a hosted view where it was: centred.
            (
                "edgesIgnoringSafeArea",
                UIHostingConfiguration {
                    VStack(spacing: 0) {
                        SwiftUI.Color.red.frame(width: 40, height: 30).edgesIgnoringSafeArea(.vertical)
                        SwiftUI.Color.blue.frame(width: 20, height: 10).ignoresSafeArea()
                    }
                }.margins(.all, 0),
                [Rect(x: 175, y: 0, width: 40, height: 30), Rect(x: 185, y: 30, width: 20, height: 10)]
            ),
            // The default padding is 16 pt on every edge.
            (
                "padding",
                UIHostingConfiguration { SwiftUI.Color.green.frame(width: 20, height: 20).padding() }.margins(.all, 0),
                [Rect(x: 185, y: 16, width: 20, height: 20)]
            ),
            // The cell's layout margins (20 pt at 390 pt wide, 11 pt vertically); the spacer takes
            // what the views and the default 8 pt spacing leave: 350 - 60 - 16 = 274 pt.
            (
                "spacer",
                UIHostingConfiguration {
                    HStack {
                        SwiftUI.Color.red.frame(width: 40, height: 30)
                        Spacer()
                        SwiftUI.Color.blue.frame(width: 20, height: 20)
                    }
                }, [Rect(x: 20, y: 11, width: 40, height: 30), Rect(x: 350, y: 16, width: 20, height: 20)]
            ),
            // maxWidth: .infinity takes the whole width offered.
            (
                "maxWidth",
                UIHostingConfiguration { SwiftUI.Color.red.frame(maxWidth: .infinity).frame(height: 10) }
                    .margins(.all, 0), [Rect(x: 0, y: 0, width: 390, height: 10)]
            ),
            // A leading-aligned vertical stack 4 pt apart, centred as a whole.
            (
                "vstack",
                UIHostingConfiguration {
                    VStack(alignment: .leading, spacing: 4) {
                        SwiftUI.Color.red.frame(width: 100, height: 10)
                        SwiftUI.Color.blue.frame(width: 50, height: 10)
                    }
                }.margins(.all, 0),
                [Rect(x: 145, y: 0, width: 100, height: 10), Rect(x: 145, y: 14, width: 50, height: 10)]
            ),
            // Two flexible views share the width equally; a higher layout priority is served first.
            (
                "priority",
                UIHostingConfiguration {
                    HStack(spacing: 0) {
                        SwiftUI.Color.red.frame(height: 10)
                        SwiftUI.Color.blue.frame(maxWidth: 100).frame(height: 10).layoutPriority(1)
                    }
                }.margins(.all, 0),
                [Rect(x: 0, y: 0, width: 290, height: 10), Rect(x: 290, y: 0, width: 100, height: 10)]
            ),
        ]
    }

    @Test(arguments: 0..<7, [false, true])
    func layout(index: Int, rightToLeft: Bool) throws {
        let fixture = Self.fixtures()[index]
        let frames = try shapeFrames(fixture.configuration, rightToLeft: rightToLeft)
        #expect(frames == (rightToLeft ? mirrored(fixture.frames) : fixture.frames), "\(fixture.name)")
    }

    /// Views and settings CellSnap does not draw, and the call each error names.
    @Test(arguments: 0..<6) func refusals(index: Int) throws {
        let cases: [(any UIContentConfiguration, String)] = [
            (UIHostingConfiguration { Button("Save") {}.buttonStyle(.bordered) }, "buttonStyle(.bordered)"),
            (UIHostingConfiguration { ProgressView(value: 0.5) }, "ProgressView"),
            (UIHostingConfiguration { Text("Note").font(.body.monospaced()).italic() }, "Text.italic()"),
            (
                UIHostingConfiguration { Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4])) },
                "Shape.stroke(_:style:) with a dash"
            ),
            (
                UIHostingConfiguration { RoundedRectangle(cornerSize: CGSize(width: 4, height: 8)) },
                "RoundedRectangle(cornerSize:) with unequal width and height"
            ),
            (UIHostingConfiguration { Text("Shadowed").shadow(radius: 2) }, "shadow(color:radius:x:y:)"),
        ]
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = cases[index].0
        let error = #expect(throws: CellSnapUIKitError.self) {
            try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        }
        #expect(error?.call == cases[index].1)
    }

    @Test func refusedViewsNameThemselves() throws {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration {
            VStack { AsyncImage(url: URL(string: "https://example.com/a.png")) }
        }
        #expect(throws: CellSnapUIKitError.self) { try cell.cellSnapListCell(traits: UITraitCollection(), width: 390) }
        do {
            _ = try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "AsyncImage")
        }
        // An empty state compiles in each of its forms (apps build them in hosting configurations) and
        // is refused by name when drawn.
        let emptyStates: [any UIContentConfiguration] = [
            UIHostingConfiguration {
                ContentUnavailableView {
                    Label("Not found", systemImage: "magnifyingglass")
                } description: {
                    VStack { Text("Try another word") }
                }
            },
            UIHostingConfiguration {
                ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here"))
            },
        ]
        for configuration in emptyStates {
            cell.contentConfiguration = configuration
            let error = try #require(throws: CellSnapUIKitError.self) {
                try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
            }
            #expect(error.call == "ContentUnavailableView")
        }
    }

    @Test func summaryCell() {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration {
            HStack {
                Image(systemName: "star.fill").foregroundColor(.orange)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Favourites").font(.headline)
                    Text("Starred by you").font(.subheadline).foregroundColor(.secondary)
                }
                Spacer()
                Text("12").font(.callout).bold().padding(.horizontal, 8).padding(.vertical, 2)
                    .background(Capsule().fill(SwiftUI.Color.blue.opacity(0.2)))
            }
        }
        assertSnapshot(of: cell, as: .image(width: 390), named: "light", lint: .off)
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: .off)
    }
}

/// A profile card, as app code writes a SwiftUI view for a hosting controller.
private struct ProfileCard: View {
    var name: String
    @State private var posts = 12

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.blue)
            Text(name).font(.title2).bold()
            Text("Joined in 2021").foregroundColor(.secondary)
            HStack {
                Label("\(posts) posts", systemImage: "doc.text")
                Divider().frame(height: 16)
                Label("4 folders", systemImage: "folder")
            }
            .font(.footnote)
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 16).fill(SwiftUI.Color(uiColor: .secondarySystemBackground)))
        .padding()
    }
}

/// A UIKit screen that embeds a hosting controller as a child, below a UIKit label.
private final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 350, height: 30))
        title.text = "Profile"
        title.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(title)
        let card = UIHostingController(rootView: ProfileCard(name: "Ada Lovelace"))
        addChild(card)
        card.view.frame = CGRect(x: 0, y: 60, width: 390, height: 260)
        view.addSubview(card.view)
        card.didMove(toParent: self)
    }
}

@MainActor @Suite struct SwiftUIHostingControllerTests {
    @Test func childHostingController() {
        let size = CGSize(width: 390, height: 340)
        assertSnapshot(of: ProfileViewController(), as: .screen(size: size), named: "light", lint: .off)
        assertSnapshot(
            of: ProfileViewController(),
            as: .screen(
                size: size,
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
                ])), named: "dark-rtl", lint: .off)
    }

    @Test func sizeThatFitsMeasuresTheViews() throws {
        UIView.cellSnapInstallTextMeasurer()
        let controller = UIHostingController(
            rootView: SwiftUI.Color.red.frame(width: 120, height: 40).padding(.horizontal, 10))
        #expect(controller.sizeThatFits(in: .zero) == CGSize(width: 140, height: 40))
        #expect(controller.view.intrinsicContentSize == CGSize(width: 140, height: 40))
        // A flexible view takes the width offered.
        let flexible = UIHostingController(rootView: SwiftUI.Color.red.frame(maxWidth: .infinity).frame(height: 10))
        #expect(flexible.sizeThatFits(in: CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 10))
    }

    /// A hosting controller's view kept after its controller and window are gone (a test helper
    /// that shows the controller in a window and returns its view) still draws its views, as
    /// SwiftUI's hosting view keeps its root view.
    @Test func aHostingViewOutlivingItsControllerDrawsItsViews() throws {
        func hostedView() -> UIView {
            let controller = UIHostingController(rootView: SwiftUI.Color.red.frame(width: 60, height: 30))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller.view
        }
        let view = hostedView()
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let kept = UIHostingController(rootView: SwiftUI.Color.red.frame(width: 60, height: 30))
        kept.view.frame = view.frame
        let pixels = try ControlFixtures.pixels(view)
        #expect(pixels == (try ControlFixtures.pixels(kept.view)))
        // The red rectangle, centred: 60 x 30 pt at 3x.
        #expect(pixels.bytes.chunked4.filter { $0 == [255, 59, 48, 255] }.count == 180 * 90)
    }

    /// `_disableSafeArea`, SwiftUI's undocumented switch, is the safe area regions left out.
    @Test func disablingTheSafeAreaLeavesItsRegionsOut() {
        let controller = UIHostingController(rootView: SwiftUI.Text("Hi"))
        #expect(!controller._disableSafeArea && controller.safeAreaRegions == .all)
        controller._disableSafeArea = true
        #expect(controller.safeAreaRegions == [] && controller._disableSafeArea)
        controller._disableSafeArea = false
        #expect(controller.safeAreaRegions == .all)
    }

    @Test func representableViewIsDrawnByUIKit() {
        struct Swatch: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.backgroundColor = .systemGreen
                view.widthAnchor.constraint(equalToConstant: 60).isActive = true
                view.heightAnchor.constraint(equalToConstant: 30).isActive = true
                return view
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration {
            HStack {
                Text("Swatch")
                Spacer()
                Swatch()
            }
        }
        assertSnapshot(of: cell, as: .image(width: 390), named: "light", lint: .off)
    }

    @Test func spinnerIsUIKitsActivityIndicator() {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration {
            HStack {
                Text("Loading")
                Spacer()
                ProgressView()
            }
        }
        assertSnapshot(of: cell, as: .image(width: 390), named: "light", lint: .off)
    }
}

/// A view model's method, not isolated to an actor, changing state inside `withAnimation`.
private final class GradientModel {
    var progress = 0.0
    func finish() { withAnimation(.linear(duration: 0)) { progress = 1 } }
}

/// SwiftUI's signatures as libraries call them: an unapplied `Color.init` over UIKit colours,
/// `withAnimation` outside the main actor, accessibility traits that change nothing drawn.
@MainActor @Suite struct SwiftUISignatureTests {
    @Test func unappliedColorInitAndAnimationsOffTheMainActor() {
        let colors = [UIColor.systemRed, UIColor.systemBlue].map(Color.init)
        #expect(colors == [Color(uiColor: .systemRed), Color(uiColor: .systemBlue)])
        let model = GradientModel()
        model.finish()
        #expect(model.progress == 1)
        let traits: SwiftUI.AccessibilityTraits = [.isHeader, .isButton]
        #expect(traits.contains(.isHeader) && !traits.contains(.isLink))
    }

    @Test func accessibilityTraitsDrawNothing() throws {
        func snapshot(_ view: some View) throws -> ListCell {
            let cell = UICollectionViewListCell()
            cell.contentConfiguration = UIHostingConfiguration { view }
            return try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        }
        #expect(
            try snapshot(Text("Recent").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isButton))
                == snapshot(Text("Recent")))
    }

    /// An image's accessibility label, or its being decorative, draws nothing: the same image set,
    /// or the same Core Graphics image at its scale and orientation, as without.
    @Test func labelledAndDecorativeImagesDrawAsTheImage() throws {
        #expect(Image("pizza", bundle: .main, label: Text("Pizza")) == Image("pizza", bundle: .main))
        #expect(Image(decorative: "pizza", bundle: nil) == Image("pizza"))
        func snapshot(_ view: some View) throws -> ListCell {
            let cell = UICollectionViewListCell()
            cell.contentConfiguration = UIHostingConfiguration { view }
            return try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        }
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let stripes = try #require(CGImage(width: 1, height: 2, rgba: red + blue))
        let turned = UIImage(cgImage: stripes, scale: 3, orientation: .left)
        #expect(
            try snapshot(Image(stripes, scale: 3, orientation: .left, label: Text("Stripes")))
                == snapshot(Image(uiImage: turned)))
        #expect(
            try snapshot(Image(decorative: stripes, scale: 3, orientation: .left)) == snapshot(Image(uiImage: turned)))
        #expect(try snapshot(Image(decorative: stripes, scale: 3)) != snapshot(Image(uiImage: turned)))
    }

    /// Focus state holds what the app sets, through the view's binding too; a focused view is
    /// drawn as an unfocused one.
    @Test func focusStateHoldsWhatIsSetAndDrawsNothing() throws {
        enum Field: Hashable { case name, email }
        struct Form: View {
            @FocusState var isNameFocused: Bool
            @FocusState var field: Field?
            var body: some View {
                VStack {
                    Text("Name").focused($isNameFocused)
                    Text("Email").focused($field, equals: .email)
                }
            }
        }
        let form = Form()
        #expect(!form.isNameFocused && form.field == nil)
        form.isNameFocused = true
        form.$field.wrappedValue = .email
        #expect(form.isNameFocused && form.field == .email)
        func model(_ view: some View) throws -> ListCell {
            let cell = UICollectionViewListCell()
            cell.contentConfiguration = UIHostingConfiguration { view }
            return try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        }
        let plain = VStack {
            Text("Name")
            Text("Email")
        }
        #expect(try model(form) == model(plain))
    }
}

extension Array where Element == UInt8 {
    /// The bytes four at a time (an RGBA image's pixels).
    fileprivate var chunked4: [[UInt8]] { stride(from: 0, to: count, by: 4).map { Array(self[$0..<$0 + 4]) } }
}
