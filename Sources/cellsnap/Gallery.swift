import ArgumentParser

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render the demo gallery.")
    func run() throws {}
}
