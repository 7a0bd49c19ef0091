import Foundation

/// What the date picker, page control, search bar and refresh control elements read, as
/// Interface Builder writes them.
extension IBReading {
    /// A `<datePicker>`: its mode, style, minute interval, count-down duration, locale and dates
    /// (`<date key="date" timeIntervalSinceReferenceDate=…>`). A picker without a `date` shows
    /// CellSnap's pinned date (see ``UIDatePicker``), where iOS shows the moment it is decoded.
    mutating func applyDatePicker(_ picker: UIDatePicker) {
        let modes: [String: UIDatePicker.Mode] = [
            "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
            "yearAndMonth": .yearAndMonth,
        ]
        if let mode = choice("datePickerMode", modes) { picker.datePickerMode = mode }
        let styles: [String: UIDatePickerStyle] = [
            "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
        ]
        if let style = choice("style", styles) { picker.preferredDatePickerStyle = style }
        if let interval = number("minuteInterval") { picker.minuteInterval = Int(interval) }
        if let duration = number("countDownDuration") { picker.countDownDuration = Double(duration) }
        if let rounds = bool("roundsToMinuteInterval") { picker.roundsToMinuteInterval = rounds }
        if let locale = keyed("locale").flatMap({ value(of: $0) as? Locale }) { picker.locale = locale }
        if let minimum = child("date", key: "minimumDate").flatMap({ value(of: $0) as? Date }) {
            picker.minimumDate = minimum
        }
        if let maximum = child("date", key: "maximumDate").flatMap({ value(of: $0) as? Date }) {
            picker.maximumDate = maximum
        }
        if let date = child("date", key: "date").flatMap({ value(of: $0) as? Date }) { picker.date = date }
    }

    /// A `<pageControl>`: its pages, the current page and the indicators' colours.
    mutating func applyPageControl(_ control: UIPageControl) {
        if let pages = number("numberOfPages") { control.numberOfPages = Int(pages) }
        if let page = number("currentPage") { control.currentPage = Int(page) }
        if let hides = bool("hidesForSinglePage") { control.hidesForSinglePage = hides }
        if let defers = bool("defersCurrentPageDisplay") { control.defersCurrentPageDisplay = defers }
        let styles: [String: UIPageControl.BackgroundStyle] = [
            "automatic": .automatic, "prominent": .prominent, "minimal": .minimal,
        ]
        if let style = choice("backgroundStyle", styles) { control.backgroundStyle = style }
        if let continuous = bool("allowsContinuousInteraction") { control.allowsContinuousInteraction = continuous }
        if let color = colorChild("pageIndicatorTintColor") { control.pageIndicatorTintColor = color }
        if let color = colorChild("currentPageIndicatorTintColor") { control.currentPageIndicatorTintColor = color }
    }

    /// A `<searchBar>`: its text, placeholder, prompt, style, buttons, scope titles and bar tint.
    mutating func applySearchBar(_ bar: UISearchBar) {
        if let text = string("text") { bar.text = text }
        if let placeholder = string("placeholder") { bar.placeholder = placeholder }
        if let prompt = string("prompt") { bar.prompt = prompt }
        let styles: [String: UISearchBar.Style] = ["default": .default, "prominent": .prominent, "minimal": .minimal]
        if let style = choice("searchBarStyle", styles) { bar.searchBarStyle = style }
        if let shows = bool("showsCancelButton") { bar.showsCancelButton = shows }
        if let shows = bool("showsBookmarkButton") { bar.showsBookmarkButton = shows }
        if let shows = bool("showsScopeBar") { bar.showsScopeBar = shows }
        if let translucent = bool("translucent") { bar.isTranslucent = translucent }
        if let name = string("backgroundImage") {
            bar.backgroundImage = IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let color = colorChild("barTintColor") { bar.barTintColor = color }
        if let style = choice("barStyle", Self.barStyles) { bar.barStyle = style }
        if let titles = child("scopeButtonTitles") {
            // `<scopeButtonTitles><string>One</string>…`: each title an element's text.
            bar.scopeButtonTitles = titles.children.compactMap { value(of: $0) as? String }
        }
        if let name = string("scopeBarBackgroundImage") {
            bar.scopeBarBackgroundImage = IBImages.image(
                named: name, bundle: loader.bundle, element: element, loader: loader)
        }
    }

    /// A `<refreshControl key="refreshControl">` of a table view controller: made with the
    /// controller, and its table's `refreshControl` once the table loads (as UIKit keeps it until
    /// then). Its connections (the `valueChanged` action) are the controller's document's.
    mutating func refreshControl(of controller: UIViewController) -> UIRefreshControl? {
        guard let element = child("refreshControl", key: "refreshControl") else { return nil }
        guard controller is UITableViewController else {
            loader.fail(element, "a refresh control belongs to a table view controller")
            return nil
        }
        do {
            return try loader.object(for: element) as? UIRefreshControl
        } catch {
            loader.fail(element, error: error)
            return nil
        }
    }
}
