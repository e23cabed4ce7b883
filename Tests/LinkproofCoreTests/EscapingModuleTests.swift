import Foundation
import Testing

/// Output is escaped in one place, `Sources/LinkproofCore/Escaping/`: no other source file
/// decides which characters are dangerous (`TerminalText.isHidden`) or writes an escape of its
/// own (an HTML entity, a `\u` escape). A new escaper elsewhere fails here; call the module's.
@Suite struct EscapingModuleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What an escaper's code holds: the rule, or the literal of an escape it writes.
    static let marks = ["isHidden(", #""&lt;""#, #""&gt;""#, #""&amp;""#, #""&quot;""#, #""\\u{"#, #""\\u""#]

    @Test func noSourceOutsideTheModuleEscapesOutput() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        let module = sources.appendingPathComponent("LinkproofCore/Escaping").path + "/"
        var found: [String] = []
        var files = 0
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in walker where file.pathExtension == "swift" && !file.path.hasPrefix(module) {
            files += 1
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Comments may name an escape.
                guard !line.drop(while: \.isWhitespace).hasPrefix("//") else { continue }
                for mark in Self.marks where line.contains(mark) {
                    found.append("\(file.path.dropFirst(sources.path.count + 1)):\(number + 1): \(mark)")
                }
            }
        }
        #expect(files > 100, "the sources were found")
        #expect(found.isEmpty, "escaping outside Sources/LinkproofCore/Escaping/:\n\(found.joined(separator: "\n"))")
    }
}
