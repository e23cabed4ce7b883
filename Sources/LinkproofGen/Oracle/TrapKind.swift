import Foundation

/// What a trap message says about release builds. `assert` and `assertionFailure` stop a
/// debug build only; `precondition`, `preconditionFailure`, `fatalError`, a force unwrap and
/// every runtime trap stop a release build too. The runtime writes `Assertion failed` for
/// `assert` and `Precondition failed` for `precondition`, but `Fatal error` for the other
/// four alike, so for a `Fatal error` the source line the message names
/// (`Module/File.swift:58: Fatal error: …`) tells an `assertionFailure` apart: the file is
/// looked up under the package root (`swift test` runs there); a trap whose line cannot be
/// read counts as stopping a release build.
public struct TrapKind: Sendable, CustomStringConvertible {
    /// The trap's message as the runtime wrote it.
    public let message: String
    /// Whether a release (`-O`) build goes on past this trap: true for an assertion.
    public let releaseGoesOn: Bool

    /// The kind of `message`, its source looked up under `packageRoot`.
    public init(_ message: String, packageRoot: String = FileManager.default.currentDirectoryPath) {
        self.message = message
        if message.contains("Assertion failed") {
            releaseGoesOn = true
        } else if message.contains("Fatal error"), let line = TrapKind.sourceLine(of: message, under: packageRoot) {
            releaseGoesOn = line.contains("assertionFailure(")
        } else {
            releaseGoesOn = false
        }
    }

    public var description: String {
        releaseGoesOn ? "\(message) (an assertion: a debug build stops, a release build goes on past it)"
            : "\(message) (a release build stops here too)"
    }

    /// The line of source a `Module/File.swift:N: Fatal error` message names: the one file
    /// of that name under `root` (outside hidden folders such as `.build`) in a folder named
    /// after the module, else the one file of that name; nil when none or several.
    static func sourceLine(of message: String, under root: String) -> String? {
        guard let match = message.firstMatch(of: /(?:([A-Za-z0-9_]+)\/)?([^\/:\s]+\.swift):([0-9]+): Fatal error/),
              let number = Int(match.3), number > 0 else { return nil }
        let module = match.1.map(String.init)
        let name = String(match.2)
        var candidates: [URL] = []
        let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == name { candidates.append(url) }
        }
        let inModule = candidates.filter { url in module.map { url.pathComponents.contains($0) } ?? false }
        let found = inModule.count == 1 ? inModule : candidates
        guard found.count == 1, let file = found.first,
              let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return number <= lines.count ? String(lines[number - 1]) : nil
    }
}
