// What a sixth body of public list code found.
import CellSnapFoundation
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeRoundTwentySixTests {
    /// A table cell resized lays its content view out over its bounds, and the content view's
    /// subviews follow by their autoresizing masks: a control kept 16 pt from the trailing edge
    /// of a cell designed 375 wide ends at 374 in a 390 pt cell, as in UIKit. The size change
    /// asks for the layout itself (no `setNeedsLayout()`), as UIKit's `setFrame:` does.
    @Test func aTableCellsContentViewFollowsTheCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 50)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        let control = UIView(frame: CGRect(x: 202, y: 10, width: 157, height: 29))
        control.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
        cell.contentView.addSubview(control)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        // The 10 pt the cell grew is shared by the flexible margins above (10) and below (11).
        #expect(control.frame.origin.x == 217 && control.frame.size == CGSize(width: 157, height: 29))
        #expect(abs(control.frame.minY - (10 + 10 * 10 / 21)) < 1e-9)
    }

    /// A static-looking table: one cell made 375 wide (as a storyboard's static cell is), a blue
    /// control 157 pt wide kept 16 pt from its trailing edge, and a green bar of flexible width
    /// 20 pt in from both edges.
    final class DesignedWidthTable: UITableViewController {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.separatorStyle = .none
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
            cell.contentView.frame = CGRect(x: 0, y: 0, width: 375, height: 59.5)
            let control = UIView(frame: CGRect(x: 202, y: 5, width: 157, height: 20))
            control.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            control.backgroundColor = .blue
            let bar = UIView(frame: CGRect(x: 20, y: 35, width: 335, height: 20))
            bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            bar.backgroundColor = .green
            cell.contentView.addSubview(control)
            cell.contentView.addSubview(bar)
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cell
        }
    }

    /// Drawn in a 390 pt table, the cell's views follow their masks, in both layout directions
    /// (autoresizing is physical: a right-to-left table does not flip frames set by hand): the
    /// control ends at x = 374, the bar spans 20...370 (the image is the table's one row).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func autoresizingViewsFollowTheirRowsWidth(direction: UITraitEnvironmentLayoutDirection) throws {
        let table = DesignedWidthTable(style: .plain)
        table.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(table, traits: UITraitCollection(layoutDirection: direction))
        #expect(pixels.height == 60 * 3)
        let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
        let green = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
        func at(_ x: Double, _ y: Double) -> RGBA { pixels[Int(x * 3), Int(y * 3)] }
        #expect(at(373.5, 15) == blue)
        #expect(at(374.5, 15) != blue)
        #expect(at(217.5, 15) == blue)
        #expect(at(216.5, 15) != blue)
        #expect(at(20.5, 45) == green)
        #expect(at(369.5, 45) == green)
        #expect(at(370.5, 45) != green)
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A `@MainActor` test runs in a job of the main queue, which Swift Testing serves from a
    /// thread of its own on Linux: the answer the adapter gives app code for `Thread.isMainThread`
    /// is `true` there, as on iOS, and `false` off the main actor.
    @Test func theMainActorsJobsAreOnTheMainThread() async {
        #expect(Thread.cellSnapIsMainThread)
        let detached = await Task.detached { Thread.cellSnapIsMainThread }.value
        #expect(!detached)
    }
}
