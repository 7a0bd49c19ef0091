import Foundation
import Testing

/// Inputs named on the command line are read through symbolic links (CI caches, Bazel and Nix
/// hand tools links): the link must lead to a regular file, within the size limits of any file.
extension HostileInputTests {
    static let linkCases: [HostileCase] = [
        HostileCase(
            name: "a link to a PNG", files: { ["a.png": small] }, arguments: ["diff", "link.png", "a.png"],
            exitCode: 0, stderr: "", stdoutPrefix: "identical: 'link.png' and 'a.png' have the same pixels",
            links: ["link.png": "a.png"]),
        HostileCase(
            name: "a chain of links to a PNG in another folder", files: { ["store/a.png": small] },
            arguments: ["diff", "second.png", "store/a.png"], exitCode: 0, stderr: "", stdoutPrefix: "identical: ",
            links: ["first.png": "store/a.png", "second.png": "first.png"]),
        HostileCase(
            name: "a link to nothing", files: { ["b.png": small] }, arguments: ["diff", "link.png", "b.png"],
            exitCode: 2,
            stderr:
                "Error: link.png: cannot read the file: the symbolic link leads to 'missing.png', which does not exist\n",
            links: ["link.png": "missing.png"]),
        HostileCase(
            name: "a loop of links", files: { ["b.png": small] }, arguments: ["diff", "x.png", "b.png"], exitCode: 2,
            stderr: "Error: x.png: cannot read the file: its symbolic links form a loop\n",
            links: ["x.png": "y.png", "y.png": "x.png"]),
        HostileCase(
            name: "a link to a folder", files: { ["folder/keep": Data(), "b.png": small] },
            arguments: ["diff", "link.png", "b.png"], exitCode: 2,
            stderr:
                "Error: link.png: cannot read the file: the symbolic link leads to 'folder', which is not a regular file\n",
            links: ["link.png": "folder"]),
        HostileCase(
            name: "a link to a spec of 9 MB",
            files: {
                ["s.yaml": Data(("cell: {content: Hi}\n" + String(repeating: "# padding\n", count: 900_000)).utf8)]
            },
            arguments: ["render", "link.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: link.yaml: the spec is 9000020 bytes; the limit is 8388608 bytes\n",
            links: ["link.yaml": "s.yaml"]),
        HostileCase(
            name: "a link to a spec that is a folder", files: { ["folder/keep": Data()] },
            arguments: ["render", "link.yaml", "-o", "s.png"], exitCode: 2,
            stderr:
                "Error: link.yaml: cannot read the spec: the symbolic link leads to 'folder', which is not a regular file\n",
            links: ["link.yaml": "folder"]),
    ]

    @Test(arguments: linkCases)
    func inputsAreReadThroughSymbolicLinks(_ hostile: HostileCase) throws {
        try check(hostile)
    }
}
