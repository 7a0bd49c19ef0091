// Linux only: the controls that show a value (segmented control, stepper, slider, progress view,
// compact date picker, activity indicator): their sizes, where their parts go left to right and
// right to left, their colours measured in their pixels, and what they refuse.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct ValueControlTests {
    typealias F = ControlFixtures

    /// `view` pinned 16 pt from the leading edge and 10 pt from the top of a 390 x 100 container,
    /// `width` wide when given.
    func pinned(_ view: UIView, width: CGFloat? = nil) -> UIView {
        UIView.cellSnapInstallTextMeasurer()
        view.translatesAutoresizingMaskIntoConstraints = false
        let container = F.container(height: 100, [view])
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        return container
    }

    func near(_ a: Color, _ b: Color, by tolerance: Double = 1.5 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color { Color(red255: red, green: green, blue: blue) }

    // MARK: Segmented control

    /// Every segment is as wide as the widest title (13 pt, semibold when selected) plus 12 pt on
    /// each side, 32 pt tall; the first segment leads (on the right, right to left); the selected
    /// one is raised 2 pt inside its segment, and dividers stand between the others.
    @Test(arguments: [false, true]) func segmentsShareTheWidestWidth(rightToLeft: Bool) throws {
        let titles = ["Day", "Week", "Month", "Year"]
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex = 0
        let widest =
            try titles.map { title in
                max(
                    try F.textSize(title, .fixed(Font(size: 13))).width,
                    try F.textSize(title, .fixed(Font(size: 13, weight: .semibold))).width)
            }.max() ?? 0
        let segment = widest + 24
        let layout = try F.layout(pinned(control), rightToLeft: rightToLeft)
        #expect(
            F.same(
                try F.frame(layout, "UISegmentedControl"),
                F.placed(Rect(x: 16, y: 10, width: 4 * segment, height: 32), rightToLeft: rightToLeft)))
        for index in titles.indices {
            let frame = Rect(x: 16 + Double(index) * segment, y: 10, width: segment, height: 32)
            #expect(
                F.same(
                    try F.frame(layout, "UISegmentedControl.content.segment.\(index)"),
                    F.placed(frame, rightToLeft: rightToLeft)))
        }
        let selection = Rect(x: 18, y: 12, width: segment - 4, height: 28)
        #expect(
            F.same(
                try F.frame(layout, "UISegmentedControl.content.selection"),
                F.placed(selection, rightToLeft: rightToLeft)))
        let dividers = layout.root.all(role: NodeRole("UISegmentedControl.content.divider"))
        #expect(dividers.count == 2, "none beside the selected segment")
        #expect(
            F.same(
                dividers[0].frame,
                F.placed(Rect(x: 16 + 2 * segment - 0.5, y: 18, width: 1, height: 16), rightToLeft: rightToLeft)))
        // The selected title is semibold, the others regular.
        guard case .text(_, let selected) = try F.node(layout, "UISegmentedControl.content.segment.0.title").content,
            case .text(_, let other) = try F.node(layout, "UISegmentedControl.content.segment.1.title").content
        else {
            Issue.record("not the content expected")
            return
        }
        #expect(selected.font.weight == .semibold && other.font.weight == .regular)
    }

    /// Apportioned segments are each as wide as their own title; a width set for a segment keeps it.
    @Test func apportionedAndFixedWidths() throws {
        let control = UISegmentedControl(items: ["A", "Longer title"])
        control.apportionsSegmentWidthsByContent = true
        let a = max(
            try F.textSize("A", .fixed(Font(size: 13))).width,
            try F.textSize("A", .fixed(Font(size: 13, weight: .semibold))).width)
        let long = max(
            try F.textSize("Longer title", .fixed(Font(size: 13))).width,
            try F.textSize("Longer title", .fixed(Font(size: 13, weight: .semibold))).width)
        let layout = try F.layout(pinned(control))
        #expect(
            F.same(
                try F.frame(layout, "UISegmentedControl.content.segment.0"),
                F.placed(Rect(x: 16, y: 10, width: a + 24, height: 32), rightToLeft: false)))
        #expect(
            F.same(
                try F.frame(layout, "UISegmentedControl.content.segment.1"),
                F.placed(Rect(x: 16 + a + 24, y: 10, width: long + 24, height: 32), rightToLeft: false)))
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(100, forSegmentAt: 0)
        let fixed = try F.layout(pinned(control))
        #expect(
            F.same(
                try F.frame(fixed, "UISegmentedControl.content.segment.0"), Rect(x: 16, y: 10, width: 100, height: 32)))
        #expect(control.widthForSegment(at: 0) == 100 && control.numberOfSegments == 2)
    }

    /// The track is tertiarySystemFill, the selected segment white (a grey in dark), or its own
    /// tint colour; a momentary control draws none selected; a disabled segment's title is dimmed.
    @Test func segmentColours() throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 0)
        let view = pinned(control)
        let layout = try F.layout(view)
        let image = try F.pixels(view)
        let first = try F.frame(layout, "UISegmentedControl.content.segment.0")
        let second = try F.frame(layout, "UISegmentedControl.content.segment.1")
        #expect(near(F.color(image, at: Point(x: first.minX + 6, y: first.midY)), rgb(239, 239, 240)))
        #expect(near(F.color(image, at: Point(x: second.minX + 6, y: second.midY)), rgb(255, 255, 255)))
        let dark = try F.pixels(view, dark: true)
        #expect(near(F.color(dark, at: Point(x: second.minX + 6, y: second.midY)), rgb(99, 99, 102)))
        guard case .text(_, let dimmed) = try F.node(layout, "UISegmentedControl.content.segment.0.title").content
        else {
            Issue.record("not the content expected")
            return
        }
        #expect(dimmed.color == SemanticColor.tertiaryLabel.resolved(for: .light))
        control.selectedSegmentTintColor = .systemYellow
        #expect(near(F.color(try F.pixels(view), at: Point(x: second.minX + 6, y: second.midY)), rgb(255, 204, 0)))
        control.isMomentary = true
        #expect(try F.layout(view).root.first(role: NodeRole("UISegmentedControl.content.selection")) == nil)
    }

    /// Title attributes set a font and a colour; other keys and images of a look of their own are refused.
    @Test func titleAttributesAndRefusals() throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .bold)], for: .normal)
        guard
            case .text(_, let style) = try F.node(
                F.layout(pinned(control)), "UISegmentedControl.content.segment.0.title"
            ).content
        else {
            Issue.record("not the content expected")
            return
        }
        #expect(style.font.size == 15 && style.font.weight == .bold)
        control.setTitleTextAttributes([NSAttributedString.Key("NSKern"): 2], for: .normal)
        #expect(throws: CellSnapUIKitError.self) { try F.layout(pinned(control)) }
        let imaged = UISegmentedControl(items: ["One"])
        imaged.setBackgroundImage(UIImage(systemName: "star"), for: .normal, barMetrics: .default)
        #expect(throws: CellSnapUIKitError.self) { try F.layout(pinned(imaged)) }
    }

    /// Segments are inserted and removed as UIKit does, the selection following.
    @Test func insertingAndRemovingSegments() {
        let control = UISegmentedControl(items: ["B"])
        control.insertSegment(withTitle: "A", at: 0, animated: false)
        control.insertSegment(withTitle: "C", at: 99, animated: false)
        control.selectedSegmentIndex = 2
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.numberOfSegments == 2)
        let actions = UISegmentedControl(frame: .zero, actions: [UIAction(title: "X", identifier: .init("x")) { _ in }])
        #expect(actions.segmentIndex(identifiedBy: .init("x")) == 0 && actions.titleForSegment(at: 0) == "X")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    // MARK: Stepper

    /// A stepper is 94 x 32 whatever its frame, its minus centred in the leading half and its
    /// plus in the trailing half (swapped right to left), the minus dimmed at the minimum.
    @Test(arguments: [false, true]) func aStepperKeepsItsSize(rightToLeft: Bool) throws {
        let stepper = UIStepper(frame: CGRect(x: 16, y: 10, width: 200, height: 80))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        let layout = try F.layout(F.container(height: 100, [stepper]), rightToLeft: rightToLeft)
        #expect(F.same(try F.frame(layout, "UIStepper"), Rect(x: 16, y: 10, width: 94, height: 32)))
        let minus = try F.frame(layout, "UIStepper.content.decrement")
        let plus = try F.frame(layout, "UIStepper.content.increment")
        let (leading, trailing) = rightToLeft ? (16 + 70.5, 16 + 23.5) : (16 + 23.5, 16 + 70.5)
        #expect(abs(minus.midX - leading) < 0.34 && abs(plus.midX - trailing) < 0.34)
        #expect(abs(minus.midY - 26) < 0.34 && abs(plus.midY - 26) < 0.34)
        guard case .symbol(_, _, _, _, let dimmed) = try F.node(layout, "UIStepper.content.decrement").content,
            case .symbol(_, _, _, _, let full) = try F.node(layout, "UIStepper.content.increment").content
        else {
            Issue.record("not the content expected")
            return
        }
        #expect(dimmed == SemanticColor.tertiaryLabel.resolved(for: .light))
        #expect(full == SemanticColor.label.resolved(for: .light))
    }

    /// The value stays within the limits; limits UIKit refuses are errors when drawn; a wrapping
    /// stepper dims neither glyph; images of its own take the glyphs' places.
    @Test func stepperValuesAndRefusals() throws {
        let stepper = UIStepper()
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.minimumValue = 10
        stepper.value = -3
        #expect(stepper.value == 10)
        stepper.wraps = true
        let layout = try F.layout(F.container(height: 60, [stepper]))
        guard case .symbol(_, _, _, _, let minus) = try F.node(layout, "UIStepper.content.decrement").content else {
            Issue.record("not the content expected")
            return
        }
        #expect(minus == SemanticColor.label.resolved(for: .light))
        stepper.setIncrementImage(UIImage(systemName: "chevron.up"), for: .normal)
        guard
            case .symbol(let name, _, _, _, _) = try F.node(
                F.layout(F.container(height: 60, [stepper])), "UIStepper.content.increment"
            ).content
        else {
            Issue.record("not the content expected")
            return
        }
        #expect(name == "chevron.up")
        stepper.stepValue = 0
        #expect(throws: CellSnapUIKitError.self) { try F.layout(F.container(height: 60, [stepper])) }
    }

    // MARK: Slider

    /// The thumb's centre travels from 14 pt inside one end to 14 pt inside the other; the
    /// minimum track runs to it from the leading end, in the tint, the maximum track in
    /// systemFill; right to left the minimum is on the right.
    @Test(arguments: [false, true]) func theThumbSitsAtTheValue(rightToLeft: Bool) throws {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 12.5
        let view = pinned(slider, width: 300)
        let layout = try F.layout(view, rightToLeft: rightToLeft)
        #expect(
            F.same(
                try F.frame(layout, "UISlider"),
                F.placed(Rect(x: 16, y: 10, width: 300, height: 31), rightToLeft: rightToLeft)))
        let centre = 16 + 14 + 0.25 * (300 - 28)
        let thumb = try F.frame(layout, "UISlider.content.thumb")
        #expect(abs(thumb.midX - (rightToLeft ? 390 - centre : centre)) < 0.34 && abs(thumb.width - 28) < 0.34)
        let track = Rect(x: 16, y: 10 + 13.5, width: 300, height: 4)
        #expect(F.same(try F.frame(layout, "UISlider.content.track"), F.placed(track, rightToLeft: rightToLeft)))
        let fill = Rect(x: 16, y: 23.5, width: centre - 16, height: 4)
        #expect(F.same(try F.frame(layout, "UISlider.content.fill"), F.placed(fill, rightToLeft: rightToLeft)))
        let image = try F.pixels(view, rightToLeft: rightToLeft)
        func pixel(at x: Double) -> Color { F.color(image, at: Point(x: rightToLeft ? 390 - x : x, y: 25.5)) }
        #expect(near(pixel(at: 20), rgb(0, 122, 255)))
        #expect(near(pixel(at: 300), rgb(228, 228, 230)))
        slider.value = 99
        #expect(slider.value == 20)
    }

    /// Images at the ends take their own width and 12 pt from the track; a subclass's
    /// `trackRect(forBounds:)` decides the track's height; a thumb image replaces the round thumb.
    @Test func valueImagesTrackRectAndThumbImage() throws {
        final class ThickSlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                var rect = super.trackRect(forBounds: bounds)
                rect.size.height = 8
                rect.origin.y = bounds.midY - 4
                return rect
            }
        }
        let slider = ThickSlider(frame: CGRect(x: 16, y: 10, width: 300, height: 31))
        slider.minimumValueImage = UIImage(systemName: "sun.min")
        slider.maximumValueImage = UIImage(systemName: "sun.max")
        slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
        let layout = try F.layout(F.container(height: 60, [slider]))
        let low = try F.frame(layout, "ThickSlider.content.minimumValueImage")
        let high = try F.frame(layout, "ThickSlider.content.maximumValueImage")
        let track = try F.frame(layout, "ThickSlider.content.track")
        #expect(abs(low.minX - 16) < 0.34 && abs(high.maxX - 316) < 0.34)
        #expect(abs(track.minX - low.maxX - 12) < 0.34 && abs(high.minX - track.maxX - 12) < 0.34)
        #expect(abs(track.height - 8) < 0.34)
        guard case .symbol(let name, _, _, _, _) = try F.node(layout, "ThickSlider.content.thumb").content else {
            Issue.record("no thumb image")
            return
        }
        #expect(name == "circle.fill")
        slider.setMinimumTrackImage(UIImage(systemName: "star"), for: .normal)
        #expect(throws: CellSnapUIKitError.self) { try F.layout(F.container(height: 60, [slider])) }
    }

    // MARK: Progress view

    /// The progress fills its share of the width from the leading edge over a 4 pt capsule track
    /// (systemFill); the bar style is 2.5 pt with square ends and no track.
    @Test(arguments: [false, true]) func progressFillsItsShare(rightToLeft: Bool) throws {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.25
        let view = pinned(progress, width: 200)
        let layout = try F.layout(view, rightToLeft: rightToLeft)
        #expect(
            F.same(
                try F.frame(layout, "UIProgressView"),
                F.placed(Rect(x: 16, y: 10, width: 200, height: 4), rightToLeft: rightToLeft)))
        #expect(
            F.same(
                try F.frame(layout, "UIProgressView.content.fill"),
                F.placed(Rect(x: 16, y: 10, width: 50, height: 4), rightToLeft: rightToLeft)))
        let image = try F.pixels(view, rightToLeft: rightToLeft)
        func pixel(at x: Double) -> Color { F.color(image, at: Point(x: rightToLeft ? 390 - x : x, y: 12)) }
        #expect(near(pixel(at: 40), rgb(0, 122, 255)) && near(pixel(at: 150), rgb(228, 228, 230)))
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.progress = 0.5
        bar.progressTintColor = .systemGreen
        #expect(bar.intrinsicContentSize.height == 2.5)
        let barLayout = try F.layout(pinned(bar, width: 200))
        #expect(barLayout.root.first(role: NodeRole("UIProgressView.content.track")) == nil)
        guard case .shape(.rect, let fill, _) = try F.node(barLayout, "UIProgressView.content.fill").content else {
            Issue.record("no square fill")
            return
        }
        #expect(fill == SemanticColor.systemGreen.resolved(for: .light))
        let observed = Progress(totalUnitCount: 4)
        observed.completedUnitCount = 3
        progress.observedProgress = observed
        #expect(progress.progress == 0.75)
    }

    // MARK: Date picker

    /// The date picker's text as it draws it, a narrow no-break space read as a space.
    func texts(_ picker: UIDatePicker) throws -> [String] {
        let layout = try F.layout(pinned(picker))
        return ["UIDatePicker.content.date.title", "UIDatePicker.content.time.title"].compactMap { role in
            layout.root.first(role: NodeRole(role))?.content.text?.replacingOccurrences(of: "\u{202F}", with: " ")
        }
    }

    /// Pinned so that renders are the same everywhere: `en_US` and GMT unless set, and 9:41 AM on
    /// 10 June 2024 until a date is set; the mode decides the capsules; the date stays between
    /// its limits and is rounded to the minute interval.
    @Test func theDatePickerShowsItsDateAsPinned() throws {
        let picker = UIDatePicker()
        #expect(try texts(picker) == ["Jun 10, 2024", "9:41 AM"])
        picker.locale = Locale(identifier: "de_DE")
        picker.timeZone = TimeZone(identifier: "Europe/Berlin")
        #expect(try texts(picker) == ["10.06.2024", "11:41"])
        picker.datePickerMode = .time
        picker.minuteInterval = 15
        #expect(try texts(picker) == ["11:45"])
        picker.roundsToMinuteInterval = false
        picker.minimumDate = Date(timeIntervalSince1970: 1_718_020_800)  // 12:00 GMT
        #expect(try texts(picker) == ["14:00"])
        picker.datePickerMode = .date
        picker.locale = Locale(identifier: "en_GB")
        #expect(try texts(picker) == ["10 Jun 2024"])
    }

    /// The capsules sit at the trailing end of the picker's bounds, the date first, 6 pt apart,
    /// each its text plus 11 pt on each side and 7 pt above and below.
    @Test(arguments: [false, true]) func capsulesSitAtTheTrailingEnd(rightToLeft: Bool) throws {
        let picker = UIDatePicker()
        let date = try F.textSize("Jun 10, 2024", .textStyle(.body))
        let layout = try F.layout(pinned(picker, width: 300), rightToLeft: rightToLeft)
        let time = try F.frame(layout, "UIDatePicker.content.time")
        let dateCapsule = try F.frame(layout, "UIDatePicker.content.date")
        #expect(abs(time.height - (date.height + 14)) < 0.34 && abs(dateCapsule.width - (date.width + 22)) < 0.34)
        if rightToLeft {
            #expect(abs(time.minX - (390 - 316)) < 0.34 && abs(time.maxX + 6 - dateCapsule.minX) < 0.34)
        } else {
            #expect(abs(time.maxX - 316) < 0.34 && abs(dateCapsule.maxX + 6 - time.minX) < 0.34)
        }
    }

    /// The inline style CellSnap does not draw and intervals UIKit refuses are errors naming them
    /// (the wheels style is drawn: DatePickerWheelsTests).
    @Test func datePickerRefusals() throws {
        let inline = UIDatePicker()
        inline.preferredDatePickerStyle = .inline
        let error = try #require(throws: CellSnapUIKitError.self) { try texts(inline) }
        #expect(error.call == "UIDatePicker in the inline style")
        let timer = UIDatePicker()
        timer.datePickerMode = .countDownTimer
        #expect(timer.datePickerStyle == .wheels)
        let oddWheels = UIDatePicker()
        oddWheels.preferredDatePickerStyle = .wheels
        oddWheels.minuteInterval = 7
        #expect(throws: CellSnapUIKitError.self) { try texts(oddWheels) }
        let odd = UIDatePicker()
        odd.minuteInterval = 7
        #expect(throws: CellSnapUIKitError.self) { try texts(odd) }
    }

    // MARK: Page control

    /// Indicators 16 pt apart, 12 pt in from each end, 26 pt tall, the first on the leading side
    /// (on the right, right to left, unless the direction is fixed); the current one label, the
    /// others tertiaryLabel.
    @Test(arguments: [false, true]) func pageIndicatorsRunFromTheLeadingEdge(rightToLeft: Bool) throws {
        let pages = UIPageControl()
        pages.numberOfPages = 4
        pages.currentPage = 1
        #expect(pages.intrinsicContentSize == CGSize(width: 88, height: 26))
        let layout = try F.layout(pinned(pages), rightToLeft: rightToLeft)
        #expect(
            F.same(
                try F.frame(layout, "UIPageControl"),
                F.placed(Rect(x: 16, y: 10, width: 88, height: 26), rightToLeft: rightToLeft)))
        for page in 0..<4 {
            let centre = 16 + 12 + (Double(page) + 0.5) * 16
            let dot = Rect(x: centre - 3.5, y: 23 - 3.5, width: 7, height: 7)
            #expect(
                F.same(
                    try F.frame(layout, "UIPageControl.content.page.\(page)"), F.placed(dot, rightToLeft: rightToLeft)))
        }
        guard case .shape(.ellipse, let current, _) = try F.node(layout, "UIPageControl.content.page.1").content,
            case .shape(.ellipse, let other, _) = try F.node(layout, "UIPageControl.content.page.0").content
        else {
            Issue.record("not the content expected")
            return
        }
        #expect(current == SemanticColor.label.resolved(for: .light))
        #expect(other == SemanticColor.tertiaryLabel.resolved(for: .light))
        pages.direction = .leftToRight
        let fixed = try F.layout(pinned(pages), rightToLeft: rightToLeft)
        let control = try F.frame(fixed, "UIPageControl")
        #expect(abs(try F.frame(fixed, "UIPageControl.content.page.0").midX - (control.minX + 12 + 8)) < 0.34)
    }

    /// A single page hides when asked; a deferred page shows when the display is updated; the
    /// prominent style draws a capsule behind the indicators.
    @Test func pageControlSettings() throws {
        let pages = UIPageControl()
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(try F.layout(pinned(pages)).root.first(role: NodeRole("UIPageControl.content.page.0")) == nil)
        pages.numberOfPages = 3
        pages.defersCurrentPageDisplay = true
        pages.currentPage = 2
        pages.backgroundStyle = .prominent
        func currentColor() throws -> Color? {
            guard
                case .shape(_, let fill, _) = try F.node(F.layout(pinned(pages)), "UIPageControl.content.page.2")
                    .content
            else { return nil }
            return fill
        }
        #expect(try currentColor() == SemanticColor.tertiaryLabel.resolved(for: .light))
        pages.updateCurrentPageDisplay()
        #expect(try currentColor() == SemanticColor.label.resolved(for: .light))
        #expect(try F.layout(pinned(pages)).root.first(role: NodeRole("UIPageControl.content.background")) != nil)
        pages.currentPage = 9
        #expect(pages.currentPage == 2)
    }

    // MARK: Activity indicator

    /// Medium is 20 pt, large 37 pt, each centred in its frame; stopped and hiding it is not drawn;
    /// iOS 12's white styles draw white spokes.
    @Test func activityIndicators() throws {
        let large = UIActivityIndicatorView(style: .large)
        large.startAnimating()
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        let stopped = UIActivityIndicatorView(style: .medium)
        stopped.frame.origin = CGPoint(x: 60, y: 0)
        let white = UIActivityIndicatorView(style: .white)
        white.startAnimating()
        white.frame.origin = CGPoint(x: 100, y: 0)
        let layout = try F.layout(F.container(height: 40, [large, stopped, white]))
        let indicators = layout.root.all(role: NodeRole("UIActivityIndicatorView"))
        #expect(indicators.map(\.frame.width) == [37, 20])
        guard case .line(_, _, _, _, let color) = try #require(indicators.last?.children.first).content else {
            Issue.record("not the content expected")
            return
        }
        #expect(color == Color(hex: 0xFFFFFF))
        stopped.hidesWhenStopped = false
        #expect(
            try F.layout(F.container(height: 40, [stopped])).root.all(role: NodeRole("UIActivityIndicatorView")).count
                == 1)
    }

    /// An indicator made without a size has the medium style's; made large, it grows about its
    /// centre; one given a frame keeps it.
    @Test func anIndicatorMadeWithoutASizeHasItsStylesSize() throws {
        let spinner = UIActivityIndicatorView()
        #expect(spinner.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.center = CGPoint(x: 195, y: 422)
        spinner.style = .large
        #expect(spinner.frame == CGRect(x: 176.5, y: 403.5, width: 37, height: 37))
        let framed = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        framed.style = .large
        #expect(framed.frame.size == CGSize(width: 100, height: 50))
        spinner.startAnimating()
        let layout = try F.layout(F.container(height: 844, [spinner]))
        #expect(layout.root.all(role: NodeRole("UIActivityIndicatorView")).map(\.frame.width) == [37])
    }
}

extension PlacedNode {
    /// Every node of `role` in the tree, depth first.
    func all(role: NodeRole) -> [PlacedNode] {
        (self.role == role ? [self] : []) + children.flatMap { $0.all(role: role) }
    }
}
