import CellLayout
import CellSnapSuite
import DisplayList
import Foundation
import Primitives
import Rendering

/// The pages of a ``SpecGallery`` as they fill: blocks stacked on the current page until the next
/// row would make it taller than ``SpecGallery/maximumPageHeight`` device pixels, then a new page.
/// A full page waits until the next one fills or the sheet ends: only then is it known whether the
/// sheet has one page (written to the output path) or several (numbered beside it). Pages are
/// staged and appear together when ``finish()`` commits them.
struct SpecGalleryPages {
    let output: String
    let width: Double
    let scale: Double
    let format: OutputFormat
    let renderer: Renderer
    private let measuring: LayoutContext
    private var page: Sheet
    private var blocks: [any LayoutNode] = []
    private var height = 0.0
    /// The spec files drawn on the current page, so that an error drawing it names them.
    private var files: [String] = []
    private var pending: (list: DisplayList, files: [String])?
    private var written: [String] = []
    private let staged = StagedWrites()

    init(output: String, width: Double, scale: Double, format: OutputFormat, renderer: Renderer) {
        (self.output, self.width, self.scale, self.format, self.renderer) = (output, width, scale, format, renderer)
        measuring = LayoutContext(measurer: renderer.textEngine, scale: scale)
        page = Sheet(measurer: renderer.textEngine, scale: scale)
    }

    /// Adds `block` to the current page; `file`, when given, is a spec the page now draws.
    mutating func add(_ block: any LayoutNode, drawing file: String? = nil) {
        if let file { files.append(file) }
        blocks.append(block)
        height += measure(block)
    }

    /// Adds a row of `file`'s grid, made by `makeBlock` on the page it lands on. A row that no page
    /// can hold is refused; a row that does not fit on the current page starts a new one, which
    /// begins with `headers` (the grid's column headers) when there are some.
    mutating func addRow(
        of file: String, repeating headers: (any LayoutNode)?, _ makeBlock: (inout Sheet) -> any LayoutNode
    ) throws {
        var block = makeBlock(&page)
        _ = try InputError.naming(file) {
            try Renderer.pixelSize(of: Size(width: width, height: measure(block) + SpecGallery.margin), scale: scale)
        }
        if height + measure(block) > SpecGallery.maximumPageHeight / scale, !blocks.isEmpty {
            if let previous = pending {
                written.append(try emit(previous.list, of: previous.files, to: numbered(written.count + 1)))
            }
            pending = (finishedPage(), files)
            (page, blocks, height, files) = (Sheet(measurer: renderer.textEngine, scale: scale), [], 0, [file])
            if let headers { add(headers) }
            block = makeBlock(&page)
        }
        add(block)
    }

    /// Draws the last page (and the one waiting before it), commits every page, and returns the files written.
    mutating func finish() throws -> [String] {
        if let previous = pending {
            written.append(try emit(previous.list, of: previous.files, to: numbered(written.count + 1)))
            written.append(try emit(finishedPage(), of: files, to: numbered(written.count + 1)))
        } else {
            written.append(try emit(finishedPage(), of: files, to: output))
        }
        try staged.commit()
        return written
    }

    private func measure(_ block: any LayoutNode) -> Double {
        block.sizeThatFits(ProposedSize(width: width, height: nil), context: measuring).height
    }

    private func finishedPage() -> DisplayList {
        let root = StackNode(
            .vertical, alignment: .fill, blocks + [FrameNode(height: SpecGallery.margin, SpacerNode())])
        return page.displayList(root, width: width, background: Color(hex: 0xF2F2F7))
    }

    /// Draws a page of the specs in `files` and stages it, to be written to `path`.
    private func emit(_ list: DisplayList, of files: [String], to path: String) throws -> String {
        let rendered = try InputError.naming(files.joined(separator: ", ")) {
            format == .png ? try renderer.png(list, scale: scale) : try renderer.svg(list)
        }
        try staged.stage(rendered.data, to: URL(fileURLWithPath: path), as: path, creatingFolder: false)
        for warning in rendered.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        return path
    }

    private func numbered(_ number: Int) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingPathExtension().path + "-\(number)." + url.pathExtension
    }
}
