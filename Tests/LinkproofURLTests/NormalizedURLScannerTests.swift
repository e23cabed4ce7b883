import Foundation
import LinkproofGen
import Testing
@testable import LinkproofURL

/// The fast path must agree with the full parser whenever it answers.
@Suite struct NormalizedURLScannerTests {
    /// Nil when the scanner declines or agrees with the full parser; else the disagreement.
    static func disagreement(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { input in
            guard let match = NormalizedURLScanner.match(input) else { return nil }
            guard let full = try? URLParser.parse(input, knownWellFormed: false, base: nil) else {
                return "\(String(decoding: bytes, as: UTF8.self)): the full parser fails"
            }
            let href = match.href(from: input)
            if full.url.href == href, full.url.layout == match.layout, full.validationErrors.isEmpty,
               match.isExact == href.utf8.elementsEqual(bytes) { return nil }
            return "\(String(decoding: bytes, as: UTF8.self)): full parser gives \(full.url.href) \(full.url.layout) \(full.validationErrors), scanner \(href) \(match)"
        }
    }

    /// Nil when the public parse (the fast path, or the state machine resumed after the authority
    /// the scanner read, or the whole state machine) gives the state machine's URL and errors, or
    /// its failure; else the disagreement. Both entries are checked: bytes, and (for well-formed
    /// UTF-8) the `String`, whose `href` is the input itself when the input is serialized.
    static func entryDisagreement(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { input in
            let state = Result { () throws(URLParseFailure) -> ParsedURL in try URLParser.parse(input, knownWellFormed: false, base: nil) }
            var entries = [Result { () throws(URLParseFailure) -> ParsedURL in try URLParser.parse(utf8: input) }]
            let text = String(decoding: bytes, as: UTF8.self)
            if text.utf8.elementsEqual(bytes) { entries.append(Result { () throws(URLParseFailure) -> ParsedURL in try URLParser.parse(text) }) }
            for entry in entries {
                switch (entry, state) {
                case (.success(let parsed), .success(let full)) where parsed.url == full.url && parsed.validationErrors == full.validationErrors: continue
                case (.failure(let failed), .failure(let full)) where failed == full: continue
                default: return "\(text): public parse \(entry), state machine \(state)"
                }
            }
            return nil
        }
    }

    /// Where the full parser resumes on `text`, when the scanner read its authority only.
    static func resumption(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { input in
            guard case .authority(_, let rest) = NormalizedURLScanner.scan(input) else { return nil }
            return rest
        }
    }

    static func accepts(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { NormalizedURLScanner.match($0) != nil }
    }

    @Test func agreesOnWPTInputsAndMutations() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        var problems: [String] = []
        var accepted = 0
        var resumed = 0
        let inputs = try URLPropertyTests.wptInputs().map { Array($0.input.utf8) }
        let extra = ["myapp://product/123?ref=abc", "MyApp://Host/x", "sc://h:0/", "sc://h%41/", "sc://h%4/", "sc://h",
                     "sc://h?x'#y", "sc://h/a\\b", "sc://h:080/", "sc://[::1]/", "web+demo://x.y/%2e/", "a.b-c+d://h/",
                     "HTTP://EXAMPLE.COM", "https://Example.com?x", "wss://A.b:8443#f", "https://XN--a.com/", "https://example.com/a/./b", "http://h:80/", "http://h:0/", "http://h:08/", "https://a.b/%2e%2E/x",
                     "ws://x.1/", "ws://x.1a/", "http://xn--a.com/", "http://h/?a#b#c", "http://h/p?q\u{7F}"].map { Array($0.utf8) }
        for bytes in inputs + extra {
            for candidate in [bytes] + (0..<20).map({ _ in URLPropertyTests.mutate(bytes, using: &random) }) {
                if let problem = Self.disagreement(candidate) ?? Self.entryDisagreement(candidate) { problems.append(problem) }
                switch candidate.withUnsafeBufferPointer(NormalizedURLScanner.scan) {
                case .whole: accepted += 1
                case .authority: resumed += 1
                case .none: break
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(accepted > 100)
        #expect(resumed > 100)
    }

    @Test func takesTypicalURLsAndDeclinesWhatNeedsWork() {
        #expect(Self.accepts("https://www.example.com/path/to/page.html?x=1&y=%20#top"))
        #expect(Self.accepts("http://h:8080/"))
        #expect(Self.accepts("HTTPS://Example.COM"))
        #expect(Self.accepts("https://example.com?q#f"))
        #expect(Self.accepts("myapp://product/123?ref=abc#top"))
        #expect(Self.accepts("MyApp://Host%20Name:77?x"))
        for declined in ["http://h:80/", "myapp://", "myapp:///x", "myapp://h/a/../b", "myapp://u@h/", "myapp://h%zz/", "https://u@h/", "https://h/a/../b",
                         "https://h/a b", "https://1.2.3.4/", "https://h/é", "file:///x", "sc:h", " https://h/"] {
            #expect(!Self.accepts(declined), "\(declined)")
        }
    }

    @Test func resumesAfterAnAuthorityItReadWhole() {
        // Where the rest starts: after a default port too, which the serialization leaves out.
        let cases: [(String, Int?)] = [
            ("http://h:80/", 11), ("HTTPS://Ex.COM:443?q", 18), ("https://h/a/../b", 9), ("https://h/a b", 9),
            ("myapp://h/a/../b", 9), ("https://h:8080/a/./b?x#y", 14), ("https://h?a b", 9), ("https://h#a b", 9),
            ("https://h/a\\b", 9),
            // A special URL's `\` ends its host as `/` does (host state, step 1).
            ("https://h\\a", 9), ("HTTPS://Ex.COM\\q", 14), ("https://a-b.example\\", 19),
            // Nothing to resume after: the whole input is taken, or its authority is not read.
            ("https://h/a", nil), ("https://u@h/a b", nil), ("file:///a/../b", nil), (" https://h/a b", nil),
            ("https://1.2.3.4/a b", nil), ("https://h:080/", nil), ("https://h:8080\\a", nil), ("sc://h\\a", nil),
        ]
        for (text, rest) in cases {
            #expect(Self.resumption(text) == rest, "\(text)")
            #expect(Self.entryDisagreement(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func agreesOnTheBenchmarkURLs() throws {
        let text = try String(contentsOf: Resources.directory.appendingPathComponent("urls/kasztp.txt"), encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).prefix(5_000).map { Array($0.utf8) }
        let problems = lines.compactMap { Self.disagreement($0) ?? Self.entryDisagreement($0) }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        // With C0 controls and spaces to trim (the bench's leading-space row among them).
        let edged = lines.enumerated().map { index, line in
            [Array(" ".utf8) + line, line + Array(" \t".utf8), [0x01, 0x20] + line + [0x00]][index % 3]
        }
        let edgeProblems = edged.compactMap { Self.entryDisagreement($0) }
        #expect(edgeProblems.isEmpty, "\(edgeProblems.prefix(5))")
        let accepted = lines.filter { line in line.withUnsafeBufferPointer { NormalizedURLScanner.match($0) != nil } }.count
        print("fast path: \(accepted)/\(lines.count) benchmark URLs")
        #expect(accepted > lines.count * 9 / 10)
    }
}
