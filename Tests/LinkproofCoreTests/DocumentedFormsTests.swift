import Foundation
import LinkproofCore
import Testing

/// Issue 41: the article *Link manifests* declares the new forms in one manifest and says, in a
/// table, how each link is decided; this reads both from the article and decides each link.
@Suite struct DocumentedFormsTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LinkproofCore/LinkproofCore.docc/LinkManifests.md").path

    /// The section's text, from its heading to the next one.
    static func section() throws -> Substring {
        let text = try String(contentsOfFile: article, encoding: .utf8)
        let start = try #require(text.range(of: "### The forms of issue 41 in one manifest"))
        let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
        return text[start.lowerBound..<end.lowerBound]
    }

    @Test func eachLinkOfTheTableIsDecidedAsItSays() throws {
        let section = try Self.section()
        let json = try #require(section.range(of: "```json\n")).upperBound
        let jsonEnd = try #require(section.range(of: "\n```", range: json..<section.endIndex)).lowerBound
        let manifest = try LinkManifest.load(json: Array(section[json..<jsonEnd].utf8))
        #expect(manifest.findings().isEmpty, "\(manifest.findings())")
        let parser = DeepLinkParser(manifest: manifest)
        var rows = 0
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let link = String(cells[0].split(separator: "`")[0])
            let context = cells[0].contains("tapped in the app's content") ? LinkContext(arrival: .inAppContent) : .direct
            let words = cells[1].split(separator: "`").map(String.init)
            let decision = parser.decide(link, context: context)
            if let routed = decision.routedLink {
                let params = "{" + routed.params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "}"
                #expect(words.count >= 3 && words[0] == routed.route && words[2] == params, "\(link): \(routed.route) \(params), the article says \(cells[1])")
            } else {
                #expect(decision.rejection?.reason.rawValue == words.first, "\(link): \(String(describing: decision.rejection?.reason.rawValue)), the article says \(cells[1])")
            }
            rows += 1
        }
        #expect(rows == 13)
    }
}
