import Foundation
import Testing

/// A spec named through a symbolic link (as Bazel runfiles and CI caches hand specs to tools) reads
/// its relative paths (images, fonts, asset catalogs, symbol folders) in the folder of the link as
/// named, never beside the file the link leads to, and may not leave that folder: every command
/// that takes specs, every kind of relative path.
extension HostileInputTests {
    /// A 10 x 10 pt SVG square.
    static let square = Data(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#.utf8)

    /// A spec drawing `icon.svg` from its folder.
    static let iconSpec = yaml("cell: {content: {text: Hi, image: {file: icon.svg}}}\n")

    /// Each kind of relative path a spec holds, with its file beside the link's target only, and
    /// the error that names it.
    static let linkedSpecCases: [HostileCase] = [
        HostileCase(
            name: "an SVG image beside the link's target only",
            files: { ["store/cell.yaml": iconSpec, "store/icon.svg": square] },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr: "Error: cell.yaml:1:42: cell.content.image.file: cannot read the image 'icon.svg': no such file\n",
            links: ["cell.yaml": "store/cell.yaml"]),
        HostileCase(
            name: "a PNG image beside the link's target only",
            files: {
                [
                    "store/cell.yaml": yaml("cell: {content: {text: Hi, image: {file: img/p.png}}}\n"),
                    "store/img/p.png": small,
                ]
            },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr:
                "Error: cell.yaml:1:42: cell.content.image.file: cannot read the image: FOLDER/img/p.png: cannot read the file: no such file\n",
            links: ["cell.yaml": "store/cell.yaml"]),
        HostileCase(
            name: "a font folder beside the link's target only",
            files: { ["store/cell.yaml": fontSpec, "store/F/CellSnapBlocks-Regular.ttf": blocksRegular] },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr: "Error: cell.yaml:1:9: fonts[0]: cannot use the font folder 'F': no such folder\n",
            links: ["cell.yaml": "store/cell.yaml"]),
        HostileCase(
            name: "an asset catalog beside the link's target only",
            files: {
                [
                    "store/cell.yaml": yaml(
                        "assets: [A.xcassets]\ncell: {content: {text: Hi, textColor: {named: Brand}}}\n"),
                    "store/A.xcassets/Contents.json": yaml(#"{"info": {"version": 1, "author": "xcode"}}"#),
                ]
            },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr:
                "Error: cell.yaml:1:10: assets[0]: cannot read the asset catalog: FOLDER/A.xcassets: no such folder\n",
            links: ["cell.yaml": "store/cell.yaml"]),
        HostileCase(
            name: "a symbol folder beside the link's target only",
            files: {
                ["store/cell.yaml": yaml("symbols: [S]\ncell: {content: {text: Hi}}\n"), "store/S/keep": Data()]
            },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr: "Error: cell.yaml:1:11: symbols[0]: cannot read the symbol folder: FOLDER/S: no such folder\n",
            links: ["cell.yaml": "store/cell.yaml"]),
        HostileCase(
            name: "a path up out of the link's folder into the target's",
            files: {
                [
                    "store/cell.yaml": yaml("cell: {content: {text: Hi, image: {file: ../store/icon.svg}}}\n"),
                    "store/icon.svg": square,
                ]
            },
            arguments: ["render", "user/cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr:
                "Error: user/cell.yaml:1:42: cell.content.image.file: '../store/icon.svg' is outside the spec's folder FOLDER/user\n",
            links: ["user/cell.yaml": "../store/cell.yaml"]),
        HostileCase(
            name: "an image beside the link that is a link out of both folders",
            files: { ["store/cell.yaml": iconSpec, "elsewhere/icon.svg": square] },
            arguments: ["render", "user/cell.yaml", "-o", "out.png"], exitCode: 2,
            stderr:
                "Error: user/cell.yaml:1:42: cell.content.image.file: 'icon.svg' is outside the spec's folder FOLDER/user: it leads to FOLDER/elsewhere/icon.svg\n",
            links: ["user/cell.yaml": "../store/cell.yaml", "user/icon.svg": "../elsewhere/icon.svg"]),
    ]

    @Test(arguments: linkedSpecCases)
    func aLinkedSpecReadsItsFilesBesideTheLink(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    /// What a linked spec may read: its files beside the link, and links there into the folder of
    /// the link's target (a Bazel runfiles tree, where every file is a link to its source).
    static let linkedSpecsThatDraw: [HostileCase] = [
        HostileCase(
            name: "an image beside the link", files: { ["store/cell.yaml": iconSpec, "icon.svg": square] },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 0, stderr: "",
            stdoutPrefix: "Wrote out.png (cell.normal@3x", links: ["cell.yaml": "store/cell.yaml"]),
        HostileCase(
            name: "a runfiles tree: the spec and its image are links to their sources",
            files: { ["source/pkg/cell.yaml": iconSpec, "source/pkg/icon.svg": square] },
            arguments: ["render", "runfiles/pkg/cell.yaml", "-o", "out.png"], exitCode: 0, stderr: "",
            stdoutPrefix: "Wrote out.png (cell.normal@3x",
            links: [
                "runfiles/pkg/cell.yaml": "../../source/pkg/cell.yaml",
                "runfiles/pkg/icon.svg": "../../source/pkg/icon.svg",
            ]),
        HostileCase(
            name: "fonts beside the link",
            files: { ["store/cell.yaml": fontSpec, "F/CellSnapBlocks-Regular.ttf": blocksRegular] },
            arguments: ["render", "cell.yaml", "-o", "out.png"], exitCode: 0, stderr: "",
            stdoutPrefix: "Wrote out.png (cell.normal@3x", links: ["cell.yaml": "store/cell.yaml"]),
    ]

    @Test(arguments: linkedSpecsThatDraw)
    func aLinkedSpecDrawsWithItsFilesBesideTheLink(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    /// Every command that reads specs (one spec, and a suite of two with one linked) looks for the
    /// linked spec's image beside the link.
    static let linkedSpecCommands: [[String]] = [
        ["render", "cell.yaml", "-o", "out.png"],
        ["gallery", "cell.yaml", "-o", "out.png"],
        ["record", "cell.yaml", "--snapshots", "refs"],
        ["verify", "cell.yaml", "--snapshots", "refs"],
        ["review", "cell.yaml", "--snapshots", "refs", "-o", "report"],
        ["record", "plain.yaml", "cell.yaml", "--snapshots", "refs", "--jobs", "2"],
        ["verify", "plain.yaml", "cell.yaml", "--snapshots", "refs", "--jobs", "2"],
    ]

    @Test(arguments: linkedSpecCommands)
    func everyCommandReadsALinkedSpecsImageBesideTheLink(_ arguments: [String]) throws {
        try check(
            HostileCase(
                name: arguments.joined(separator: " "),
                files: {
                    [
                        "store/cell.yaml": Self.iconSpec, "store/icon.svg": Self.square,
                        "plain.yaml": Self.yaml("cell: {content: Hi}\n"),
                    ]
                },
                arguments: arguments, exitCode: 2,
                stderr:
                    "Error: cell.yaml:1:42: cell.content.image.file: cannot read the image 'icon.svg': no such file\n",
                links: ["cell.yaml": "store/cell.yaml"]))
    }
}
