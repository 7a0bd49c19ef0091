// Linux only: every control CellSnapUIKit draws, in one view: the button styles and sizes, the
// classic and glyph buttons, a segmented control, a stepper, sliders, progress views, a compact
// date picker and activity indicators, light and dark, enabled and disabled, left to right and
// right to left. References: Snapshots/UIKitControlSnapshotTests/.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct UIKitControlSnapshotTests {
    /// iOS's own colours (a tinted button's blue on blue, a disabled control's grey) are below
    /// WCAG's 4.5:1; the lint would flag what iOS draws.
    let lint = LintPolicy.warn.disabling(.contrast)

    /// The gallery: each control at its fitting size (sliders and progress views 300 pt wide),
    /// one under the other 12 pt apart, 20 pt from the leading edge.
    func gallery(enabled: Bool = true) -> UIView {
        UIView.cellSnapInstallTextMeasurer()
        var views: [UIView] = []
        var y: CGFloat = 12
        func add(_ row: [UIView], width: CGFloat? = nil) {
            var x: CGFloat = 20
            var height: CGFloat = 0
            for view in row {
                view.sizeToFit()
                if let width { view.frame.size.width = width }
                (view as? UIControl)?.isEnabled = enabled
                view.frame.origin = CGPoint(x: x, y: y)
                x += view.frame.width + 12
                height = max(height, view.frame.height)
                views.append(view)
            }
            y += height + 12
        }
        let styles: [() -> UIButton.Configuration] = [
            UIButton.Configuration.plain, UIButton.Configuration.gray, UIButton.Configuration.tinted,
            UIButton.Configuration.filled,
        ]
        add(
            styles.map { make in
                var configuration = make()
                configuration.title = "Button"
                return UIButton(configuration: configuration)
            })
        add(
            [UIButton.Configuration.Size.mini, .small, .medium, .large].map { size in
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Size"
                configuration.buttonSize = size
                configuration.cornerStyle = .capsule
                return UIButton(configuration: configuration)
            })
        var download = UIButton.Configuration.tinted()
        download.title = "Download"
        download.subtitle = "12 MB"
        download.image = UIImage(systemName: "arrow.down.circle")
        download.imagePadding = 8
        var loading = UIButton.Configuration.gray()
        loading.title = "Loading"
        loading.showsActivityIndicator = true
        loading.imagePadding = 6
        add([UIButton(configuration: download), UIButton(configuration: loading)])
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.setTitleColor(.systemPurple, for: .normal)
        custom.setImage(UIImage(systemName: "star.fill"), for: .normal)
        add([system, custom, UIButton(type: .detailDisclosure), UIButton(type: .contactAdd), UIButton(type: .close)])
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.selectedSegmentIndex = 1
        let stepper = UIStepper()
        stepper.value = 100
        add([segmented, stepper])
        let slider = UISlider()
        slider.value = 0.3
        let imaged = UISlider()
        imaged.value = 0.8
        imaged.minimumValueImage = UIImage(systemName: "speaker.fill")
        imaged.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
        add([slider], width: 300)
        add([imaged], width: 300)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.progress = 0.7
        add([progress], width: 300)
        add([bar], width: 300)
        add([UIDatePicker()])
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        let prominent = UIPageControl()
        prominent.numberOfPages = 3
        prominent.backgroundStyle = .prominent
        add([pages, prominent])
        let medium = UIActivityIndicatorView(style: .medium)
        medium.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.startAnimating()
        add([medium, large])
        return ControlFixtures.container(height: y, views)
    }

    @Test func controls() {
        assertSnapshot(of: gallery(), as: .screen(), named: "light", lint: lint)
        assertSnapshot(
            of: gallery(), as: .screen(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark", lint: lint)
        assertSnapshot(
            of: gallery(), as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: lint)
        assertSnapshot(of: gallery(enabled: false), as: .screen(), named: "disabled", lint: lint)
    }
}
