@testable import LinkproofCore
import LinkproofURL
import Testing

/// Issue 40: errors interpolated into messages (`"\(error)"`) printed Swift's dump of the
/// value (`invalid([LinkproofCore.ManifestIssue(path: …)])`); each is a sentence now.
@Suite struct ErrorDescriptionTests {
    private func expectSentence(_ error: any Error, _ wanted: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = "\(error)"
        #expect(text == wanted, sourceLocation: sourceLocation)
        #expect(!text.contains("Linkproof") && !text.contains("(path:") && !text.contains("(message:"), "\(text)", sourceLocation: sourceLocation)
    }

    @Test func aManifestThatDoesNotLoadSaysWhyInWords() {
        do {
            _ = try LinkManifest.load(json: Array(#"{"name": "p", "app": {"bundleID": "b"}, "routes": [{"templates": []}]}"#.utf8))
            Issue.record("loaded")
        } catch {
            #expect("\(error)".hasPrefix("$."), "\(error)")
            #expect(!"\(error)".contains("ManifestIssue("), "\(error)")
        }
        expectSentence(ManifestLoadError.invalid([ManifestIssue(path: "$.routes[0].name", message: "required"), ManifestIssue(path: "$.app", message: "x")]),
                       "$.routes[0].name: required; $.app: x")
        expectSentence(ManifestLoadError.unreadable(path: "m.json", reason: "no such file"), "m.json: no such file")
        do {
            _ = try LinkManifest.load(json: Array("{".utf8))
        } catch {
            #expect("\(error)".hasPrefix("not JSON: line 1, column 2: "), "\(error)")
        }
    }

    @Test func transportURLPatternAndXMLErrorsAreSentences() throws {
        expectSentence(HTTPTransportError.refusedAddress("10.0.0.1 is a private address"), "address-refused: 10.0.0.1 is a private address")
        expectSentence(HTTPTransportError.failed("connection refused"), "connection refused")
        do {
            _ = try URLParser.parse("no scheme")
        } catch {
            expectSentence(error, "missing-scheme-non-relative-URL at byte 0")
        }
        do {
            _ = try ValuePattern("a(")
        } catch {
            #expect("\(error)".hasPrefix("at byte "), "\(error)")
        }
        do {
            _ = try AndroidManifestDraft.draft(Array("<manifest".utf8))
        } catch {
            #expect("\(error)".hasPrefix("byte offset "), "\(error)")
        }
        do {
            _ = try AASAURLParts(url: "nope")
        } catch {
            expectSentence(error, "'nope': missing-scheme-non-relative-URL at offset 0")
        }
    }
}
