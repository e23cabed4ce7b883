import Foundation
import LinkproofGen
import Testing
@testable import LinkproofURL

/// The domain parser's steps 1-2 (https://url.spec.whatwg.org/#concept-domain-to-ascii): a host
/// that is accepted has a domain-to-ASCII validation error exactly when UTS #46 ToASCII with the
/// strict options fails on it. The parser answers ASCII domains from its scans
/// (`StrictASCIIDomain`) and others by running ToASCII; both are checked against
/// `IDNA.toASCII`, on every path a host takes (the fast path, the plain-domain branch of the
/// authority state, the host parser, after percent-decoding) and with the fast path agreeing.
@Suite struct StrictDomainTests {
    /// Hosts at the edges of each rule: STD3 (`_`), CheckHyphens (`-` first, last, third and
    /// fourth), VerifyDnsLength (empty labels, the root label, 63 and 64, 253 and 254), Punycode.
    static let edges: [String] = {
        let label63 = String(repeating: "a", count: 63)
        let long253 = Array(repeating: label63, count: 3).joined(separator: ".") + "." + String(repeating: "b", count: 61)
        return [
            "example.org", "Example.ORG", "example.org.", "a", "a.", ".", "a..b", ".a", "a.b..", "my_host.example", "_dmarc.example",
            "-a.example", "a-.example", "ab--c.example", "a-b--c.example", "ab-c.example", "xn--8i7caa", "xn--nxasmq6b.example",
            "xn--a.example", "XN--8I7CAA", "1.2.3", "0x7f.1", "a-.1", label63 + ".example", label63 + "a.example", long253,
            long253 + ".", long253 + "c", "ex%61mple.org", "ex%5Fmple.org", "%2Da.example", "b\u{FC}cher.example",
            "-b\u{FC}cher.example", "b\u{FC}cher_.example", "xn--bcher-kva.example", "a\u{3002}b",
            // Unicode labels with a `-` (their Punycode has a second `-`: the parser runs strict
            // ToASCII again) and without.
            "b\u{FC}-cher.example", "b\u{FC}cher-.example", "ab--\u{FC}.example", "\u{FC}-\u{FC}.example", "\u{FC}.a-b.example",
        ]
    }()

    /// Random domains over the characters the rules look at, ASCII, then with `ü` too (which
    /// takes the host through UTS #46).
    static func randomHosts(count: Int, unicode: Bool = false) -> [String] {
        var random = SplitMix64(seed: 0x5EED_0044)
        let alphabet: [Character] = ["a", "b", "Z", "0", "9", "-", "-", "_", ".", "."] + (unicode ? ["\u{FC}", "\u{FC}"] : [])
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...9, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        }
    }

    static func strictToASCIIFails(_ host: String) -> Bool {
        let domain = String(decoding: PercentEncoding.decode(host), as: UTF8.self)
        return (try? IDNA.toASCII(domain, options: .urlStandard(beStrict: true))) == nil
    }

    @Test func aHostIsReportedExactlyWhenStrictToASCIIFails() throws {
        var problems: [String] = []
        var reported = 0
        for host in Self.edges + Self.randomHosts(count: 3000) + Self.randomHosts(count: 1000, unicode: true) {
            for input in ["https://\(host)/", "https://\(host)", " https://\(host)/", "https://\(host):8080/a"] {
                guard let parsed = try? URLParser.parse(input) else { continue }
                let recorded = parsed.validationErrors.contains { $0.code == .domainToASCII }
                if recorded != Self.strictToASCIIFails(host) {
                    problems.append("\(input.debugDescription): domain-to-ASCII \(recorded ? "recorded" : "not recorded")")
                }
                if recorded { reported += 1 }
                if let disagreement = NormalizedURLScannerTests.disagreement(Array(input.utf8)) { problems.append(disagreement) }
                if let disagreement = NormalizedURLScannerTests.entryDisagreement(Array(input.utf8)) { problems.append(disagreement) }
            }
        }
        #expect(reported > 100)
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    /// The fast path takes the usual domain, and declines each that the domain parser's step 2
    /// would report.
    @Test func theFastPathDeclinesWhatStrictToASCIIRefuses() {
        #expect(NormalizedURLScannerTests.accepts("https://example.org/"))
        #expect(NormalizedURLScannerTests.accepts("https://a-b.example.org./"))
        for host in ["my_host.example", "-a.example", "a-.example", "ab--c.example", "a..b", String(repeating: "a", count: 64) + ".example"] {
            #expect(!NormalizedURLScannerTests.accepts("https://\(host)/"), "\(host)")
        }
    }
}
