import Foundation
import LinkproofCore
import Testing

/// The limits the user documentation states (README.md and the DocC articles,
/// `Sources/*/*.docc/*.md`) are the code's: each figure is looked for in every one of those
/// files, wherever a section has moved, and must equal its constant everywhere it is stated.
@Suite struct DocumentedFiguresTests {
    /// A figure as the documents word it: `pattern` captures the number (digits, maybe with
    /// thousands commas), `value` is the code's.
    struct Figure: CustomStringConvertible {
        let description: String
        let pattern: String
        let value: Int
    }

    static let figures: [Figure] = [
        Figure(description: "RedirectLimits.maximumHops", pattern: #"at most (\d+) requests"#, value: RedirectLimits().maximumHops),
        Figure(description: "RedirectLimits.hopTimeout", pattern: #"`--hop-timeout`, (\d+) s\b"#, value: Int(RedirectLimits().hopTimeout)),
        Figure(description: "RedirectLimits.totalTimeout", pattern: #"`--timeout`, (\d+) s\b"#, value: Int(RedirectLimits().totalTimeout)),
        Figure(description: "RedirectLimits.maximumBodyBytes", pattern: #"(?:reply over|at the) (\d+) KiB"#, value: RedirectLimits().maximumBodyBytes / 1024),
        Figure(description: "ShortLinkLimits.longLinkBytes (a Location's cap)", pattern: #"URL reference of at most ([\d,]+) bytes"#,
               value: ShortLinkLimits.longLinkBytes),
        Figure(description: "Limits.maxLength", pattern: #"`limits\.maxLength` bytes \(([\d,]+)\)"#, value: Limits().maxLength),
        Figure(description: "CAMPAIGN_MAX_LEN of Scripts/fuzz-common.sh (a campaign's -max_len)",
               pattern: #"each at most ([\d,]+) bytes \(libFuzzer's `-max_len`"#, value: campaignMaxLength),
    ]

    /// The `-max_len` a fuzz campaign and a merge into `Corpus/` use, as the scripts set it
    /// (`CAMPAIGN_MAX_LEN=4096`); -1 when the line is gone, which no document states.
    static var campaignMaxLength: Int {
        let script = (try? String(contentsOf: root.appendingPathComponent("Scripts/fuzz-common.sh"), encoding: .utf8)) ?? ""
        let line = script.split(separator: "\n").first { $0.hasPrefix("CAMPAIGN_MAX_LEN=") }
        return line.flatMap { Int($0.dropFirst("CAMPAIGN_MAX_LEN=".count)) } ?? -1
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every DocC article, each as one line (a figure's words may wrap).
    static func documents() throws -> [(path: String, text: String)] {
        let manager = FileManager.default
        var paths = ["README.md"]
        for target in try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).sorted() {
            let folder = "Sources/\(target)"
            for catalog in try manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted() where catalog.hasSuffix(".docc") {
                let articles = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("\(folder)/\(catalog)").path)
                paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\(catalog)/\($0)" }
            }
        }
        return try paths.map { path in
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return (path, text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }

    @Test(arguments: figures)
    func everyStatementOfTheFigureIsTheConstant(_ figure: Figure) throws {
        let expression = try NSRegularExpression(pattern: figure.pattern)
        var statements = 0
        for (path, text) in try Self.documents() {
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                statements += 1
                let stated = Int(text[range].filter { $0 != "," })
                #expect(stated == figure.value, "\(path) states \(text[range]) where \(figure) is \(figure.value)")
            }
        }
        #expect(statements > 0, "no document states \(figure) as /\(figure.pattern)/ any more: reword the pattern to the new sentence")
    }
}
