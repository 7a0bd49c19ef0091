import ArgumentParser

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Compare two PNG images.")
    func run() throws {}
}
