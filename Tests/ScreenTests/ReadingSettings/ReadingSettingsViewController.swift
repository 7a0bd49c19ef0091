// A reading app's settings screen, written as an iOS team writes one: an inset grouped table
// whose rows hold controls laid out with Auto Layout (a segmented control, a stepper with its
// value, a slider with images at its ends, compact date pickers, a progress bar under a label),
// accessory views (an activity indicator, a gray "Manage" button, an info button), and a footer
// of buttons in each configuration style. Nothing here knows about CellSnap.
import UIKit

/// The settings a reader changes on this screen.
struct ReadingSettings {
    var theme = 1
    var fontSize = 17.0
    var brightness: Float = 0.6
    var reminder = Date(timeIntervalSince1970: 1_718_088_300)  // 06:45 UTC, 11 June 2024
    var goalDate = Date(timeIntervalSince1970: 1_719_792_000)  // 1 July 2024
    var downloaded: Float = 0.35
    var isSyncing = true
}

/// A row with a title on the leading side and a control on the trailing side.
final class ControlRowCell: UITableViewCell {
    static let reuseIdentifier = "ControlRowCell"

    let titleLabel = UILabel()
    private(set) var control: UIView?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Puts `control` at the trailing edge, centred, with room for the title.
    func show(_ title: String, control: UIView) {
        titleLabel.text = title
        self.control?.removeFromSuperview()
        self.control = control
        control.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(control)
        NSLayoutConstraint.activate([
            control.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            control.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            control.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            control.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 6),
            control.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -6),
        ])
    }
}

/// A row with a slider across it, an image at each end.
final class SliderRowCell: UITableViewCell {
    static let reuseIdentifier = "SliderRowCell"

    let slider = UISlider()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        slider.accessibilityIdentifier = "brightnessSlider"
        slider.minimumValueImage = UIImage(systemName: "sun.min")
        slider.maximumValueImage = UIImage(systemName: "sun.max")
        slider.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            slider.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            slider.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            slider.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A row with a title and a progress bar under it.
final class ProgressRowCell: UITableViewCell {
    static let reuseIdentifier = "ProgressRowCell"

    let titleLabel = UILabel()
    let progressView = UIProgressView(progressViewStyle: .default)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.numberOfLines = 0
        progressView.accessibilityIdentifier = "downloadProgress"
        let stack = UIStackView(arrangedSubviews: [titleLabel, progressView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ReadingSettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    enum Row {
        case theme, fontSize, brightness, reminder, goal, download, storage, help
    }

    private let sections: [(title: String, footer: String?, rows: [Row])] = [
        ("Appearance", nil, [.theme, .fontSize, .brightness]),
        ("Schedule", "Reminders arrive in the time zone you read in.", [.reminder, .goal]),
        ("Library", nil, [.download, .storage, .help]),
    ]

    var settings = ReadingSettings()
    private(set) var tableView: UITableView!
    private(set) var saveButton: UIButton!
    private(set) var resetButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading"
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(ControlRowCell.self, forCellReuseIdentifier: ControlRowCell.reuseIdentifier)
        tableView.register(SliderRowCell.self, forCellReuseIdentifier: SliderRowCell.reuseIdentifier)
        tableView.register(ProgressRowCell.self, forCellReuseIdentifier: ProgressRowCell.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.tableFooterView = makeFooter()
        view.addSubview(tableView)
    }

    /// The buttons under the table: save (filled), reset (tinted), and sign out and the privacy
    /// policy (plain, the classic API).
    private func makeFooter() -> UIView {
        var save = UIButton.Configuration.filled()
        save.title = "Save Changes"
        save.buttonSize = .large
        save.cornerStyle = .capsule
        saveButton = UIButton(configuration: save, primaryAction: UIAction { [weak self] _ in self?.save() })
        saveButton.accessibilityIdentifier = "saveButton"

        var reset = UIButton.Configuration.tinted()
        reset.title = "Reset"
        reset.image = UIImage(systemName: "arrow.counterclockwise")
        reset.imagePadding = 6
        resetButton = UIButton(configuration: reset)
        resetButton.accessibilityIdentifier = "resetButton"

        var signOut = UIButton.Configuration.plain()
        signOut.title = "Sign Out"
        signOut.baseForegroundColor = .systemRed
        let signOutButton = UIButton(configuration: signOut)

        let privacy = UIButton(type: .system)
        privacy.setTitle("Privacy Policy", for: .normal)
        privacy.accessibilityIdentifier = "privacyButton"

        let row = UIStackView(arrangedSubviews: [resetButton, signOutButton])
        row.spacing = 12
        row.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [saveButton, row, privacy])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false

        let footer = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 160))
        footer.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: footer.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
        ])
        return footer
    }

    private func save() {
        settings.isSyncing = true
        tableView.reloadData()
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case .theme:
            let control = UISegmentedControl(items: ["Light", "Sepia", "Dark"])
            control.selectedSegmentIndex = settings.theme
            control.accessibilityIdentifier = "themeControl"
            control.addAction(
                UIAction { [weak self, weak control] _ in self?.settings.theme = control?.selectedSegmentIndex ?? 0 },
                for: .valueChanged)
            return controlRow(tableView, indexPath, "Theme", control)
        case .fontSize:
            return controlRow(tableView, indexPath, "Text Size", fontSizeControl())
        case .brightness:
            let cell = tableView.dequeueReusableCell(withIdentifier: SliderRowCell.reuseIdentifier, for: indexPath)
            (cell as? SliderRowCell)?.slider.value = settings.brightness
            return cell
        case .reminder:
            return controlRow(
                tableView, indexPath, "Daily Reminder", datePicker(.time, settings.reminder, "reminderPicker"))
        case .goal:
            return controlRow(tableView, indexPath, "Finish By", datePicker(.date, settings.goalDate, "goalPicker"))
        case .download:
            return downloadRow(tableView, indexPath)
        case .storage:
            return storageRow(tableView, indexPath)
        case .help:
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Reading Tips"
            cell.contentConfiguration = content
            cell.accessoryView = UIButton(type: .infoLight)
            return cell
        }
    }

    private func controlRow(_ tableView: UITableView, _ indexPath: IndexPath, _ title: String, _ control: UIView)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlRowCell.reuseIdentifier, for: indexPath)
        (cell as? ControlRowCell)?.show(title, control: control)
        return cell
    }

    /// The text size: a stepper with the size beside it.
    private func fontSizeControl() -> UIView {
        let value = UILabel()
        value.text = "\(Int(settings.fontSize)) pt"
        value.textColor = .secondaryLabel
        value.font = .preferredFont(forTextStyle: .body)
        let stepper = UIStepper()
        stepper.accessibilityIdentifier = "fontSizeStepper"
        stepper.minimumValue = 12
        stepper.maximumValue = 28
        stepper.value = settings.fontSize
        stepper.addAction(
            UIAction { [weak self, weak stepper, weak value] _ in
                guard let stepper else { return }
                self?.settings.fontSize = stepper.value
                value?.text = "\(Int(stepper.value)) pt"
            }, for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [value, stepper])
        stack.spacing = 12
        stack.alignment = .center
        return stack
    }

    private func datePicker(_ mode: UIDatePicker.Mode, _ date: Date, _ identifier: String) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .compact
        picker.datePickerMode = mode
        picker.locale = Locale(identifier: "en_GB")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = date
        picker.accessibilityIdentifier = identifier
        return picker
    }

    private func downloadRow(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProgressRowCell.reuseIdentifier, for: indexPath)
        guard let row = cell as? ProgressRowCell else { return cell }
        row.titleLabel.text = "Downloading “The Long Way Home”"
        row.progressView.progress = settings.downloaded
        let spinner = UIActivityIndicatorView(style: .medium)
        if settings.isSyncing { spinner.startAnimating() }
        row.accessoryView = spinner
        return row
    }

    private func storageRow(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Storage"
        content.secondaryText = "1.2 GB of books"
        cell.contentConfiguration = content
        var manage = UIButton.Configuration.gray()
        manage.title = "Manage"
        manage.buttonSize = .small
        manage.cornerStyle = .capsule
        let button = UIButton(configuration: manage)
        button.accessibilityIdentifier = "manageButton"
        button.sizeToFit()
        cell.accessoryView = button
        return cell
    }
}
