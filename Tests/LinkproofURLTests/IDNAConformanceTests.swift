import Foundation
import Testing
@testable import LinkproofURL

/// WPT's IDNA data (`toascii.json`, `IdnaTestV2.json`, `IdnaTestV2-removed.json`) run the way
/// WPT's harnesses (`url/toascii.window.js`, `url/IdnaTestV2*.window.js`) run it: parse
/// `https://<input>/x`; a null `output` expects failure, any other the URL's host and hostname
/// to be `output`, its pathname "/x" and its href `https://<output>/x`.
///
/// Every case must pass: there is no pass rate and no list of exceptions (none is needed).
@Suite struct IDNAConformanceTests {
    @Test func toASCIIData() throws {
        try runWPTFile("toascii.json", label: "toascii", encodingHostEndingCodePoints: false)
    }

    @Test func idnaTestV2Data() throws {
        try runWPTFile("IdnaTestV2.json", label: "IdnaTestV2", encodingHostEndingCodePoints: true)
    }

    @Test func idnaTestV2RemovedData() throws {
        try runWPTFile("IdnaTestV2-removed.json", label: "IdnaTestV2-removed", encodingHostEndingCodePoints: false)
    }

    /// `encodingHostEndingCodePoints`: whether the harness percent-encodes ":", "/", "?", "#"
    /// and "\" in the input (IdnaTestV2.window.js does, so that they reach the host parser).
    private func runWPTFile(_ name: String, label: String, encodingHostEndingCodePoints: Bool) throws {
        let cases = try WPTHostCase.load(name)
        var failures: [String] = []
        for testCase in cases {
            let input = encodingHostEndingCodePoints ? testCase.inputWithHostEndingCodePointsEncoded : testCase.input
            let outcome = Self.outcome(ofURL: "https://\(input)/x")
            let expected = testCase.output.map { Outcome.parsed(host: $0, hostname: $0, pathname: "/x", href: "https://\($0)/x") }
            if outcome != expected {
                failures.append("\(testCase.input.debugDescription): expected \(expected.map { "\($0)" } ?? "failure"), got \(outcome.map { "\($0)" } ?? "failure")")
            }
        }
        print("\(label): \(cases.count - failures.count)/\(cases.count)")
        #expect(!cases.isEmpty)
        #expect(failures.isEmpty, "\(label): \(failures.count) of \(cases.count) fail: \(failures.prefix(40).joined(separator: "; "))")
    }

    /// What the harness looks at in a parsed URL.
    private enum Outcome: Equatable {
        case parsed(host: String, hostname: String, pathname: String, href: String)
    }

    private static func outcome(ofURL string: String) -> Outcome? {
        guard let url = try? URLParser.parse(string).url else { return nil }
        return .parsed(host: url.host, hostname: url.hostname, pathname: url.pathname, href: url.href)
    }
}

/// One case of WPT's host data files.
struct WPTHostCase: Decodable {
    var input: String
    var output: String?

    /// The input with the code points that would end the host (":", "/", "?", "#", "\")
    /// percent-encoded, as IdnaTestV2.window.js writes it into the URL.
    var inputWithHostEndingCodePointsEncoded: String {
        input.unicodeScalars.map { scalar in
            ":/?#\\".unicodeScalars.contains(scalar) ? "%" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
        }.joined()
    }

    /// The test objects of `Tests/Resources/wpt/<name>`, without the comment strings; an empty
    /// input is left out, as WPT's harness leaves it out (it cannot go through `new URL()`).
    static func load(_ name: String) throws -> [WPTHostCase] {
        let url = Resources.directory.appendingPathComponent("wpt").appendingPathComponent(name)
        let json = replacingLoneSurrogateEscapes(Array(try Data(contentsOf: url)))
        let entries = try JSONDecoder().decode([Entry].self, from: Data(json))
        return entries.compactMap(\.testCase).filter { !$0.input.isEmpty }
    }

    /// The JSON text with every `\uXXXX` escape of a lone surrogate made `\uFFFD`, as a browser
    /// turns the JavaScript string into a USVString (Foundation refuses lone surrogates).
    private static func replacingLoneSurrogateEscapes(_ json: [UInt8]) -> [UInt8] {
        func escapedUnit(at index: Int) -> UInt32? {
            guard index + 5 < json.count, json[index] == UInt8(ascii: "\\"), json[index + 1] == UInt8(ascii: "u") else { return nil }
            return UInt32(String(decoding: json[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
        }
        var output: [UInt8] = []
        var index = 0
        while index < json.count {
            guard json[index] == UInt8(ascii: "\\") else {
                output.append(json[index])
                index += 1
                continue
            }
            guard let unit = escapedUnit(at: index) else {
                output.append(contentsOf: json[index..<min(index + 2, json.count)])
                index += 2
                continue
            }
            let isHigh = (0xD800...0xDBFF).contains(unit)
            if isHigh, let next = escapedUnit(at: index + 6), (0xDC00...0xDFFF).contains(next) {
                output.append(contentsOf: json[index..<(index + 12)])
                index += 12
            } else if isHigh || (0xDC00...0xDFFF).contains(unit) {
                output.append(contentsOf: Array("\\uFFFD".utf8))
                index += 6
            } else {
                output.append(contentsOf: json[index..<(index + 6)])
                index += 6
            }
        }
        return output
    }

    /// A top-level entry: a comment string or a test object.
    private enum Entry: Decodable {
        case comment
        case test(WPTHostCase)

        init(from decoder: any Decoder) throws {
            self = (try? decoder.singleValueContainer().decode(String.self)) != nil
                ? .comment : .test(try WPTHostCase(from: decoder))
        }

        var testCase: WPTHostCase? {
            if case .test(let testCase) = self { testCase } else { nil }
        }
    }
}
