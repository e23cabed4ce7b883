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

    static func accepts(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { NormalizedURLScanner.match($0) != nil }
    }

    @Test func agreesOnWPTInputsAndMutations() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        var problems: [String] = []
        var accepted = 0
        let inputs = try URLPropertyTests.wptInputs().map { Array($0.input.utf8) }
        let extra = ["myapp://product/123?ref=abc", "MyApp://Host/x", "sc://h:0/", "sc://h%41/", "sc://h%4/", "sc://h",
                     "sc://h?x'#y", "sc://h/a\\b", "sc://h:080/", "sc://[::1]/", "web+demo://x.y/%2e/", "a.b-c+d://h/",
                     "HTTP://EXAMPLE.COM", "https://Example.com?x", "wss://A.b:8443#f", "https://XN--a.com/", "https://example.com/a/./b", "http://h:80/", "http://h:0/", "http://h:08/", "https://a.b/%2e%2E/x",
                     "ws://x.1/", "ws://x.1a/", "http://xn--a.com/", "http://h/?a#b#c", "http://h/p?q\u{7F}"].map { Array($0.utf8) }
        for bytes in inputs + extra {
            for candidate in [bytes] + (0..<20).map({ _ in URLPropertyTests.mutate(bytes, using: &random) }) {
                if let problem = Self.disagreement(candidate) { problems.append(problem) }
                if candidate.withUnsafeBufferPointer({ NormalizedURLScanner.match($0) }) != nil { accepted += 1 }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(accepted > 100)
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

    @Test func agreesOnTheBenchmarkURLs() throws {
        let text = try String(contentsOf: Resources.directory.appendingPathComponent("urls/kasztp.txt"), encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).prefix(5_000).map { Array($0.utf8) }
        let problems = lines.compactMap(Self.disagreement)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        let accepted = lines.filter { line in line.withUnsafeBufferPointer { NormalizedURLScanner.match($0) != nil } }.count
        print("fast path: \(accepted)/\(lines.count) benchmark URLs")
        #expect(accepted > lines.count * 9 / 10)
    }
}
