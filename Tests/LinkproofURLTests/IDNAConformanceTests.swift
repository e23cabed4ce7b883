import Foundation
import Testing
@testable import LinkproofURL

/// WPT's IDNA data (`toascii.json`, `IdnaTestV2.json`, `IdnaTestV2-removed.json`) run the way
/// WPT's harness runs it: the expected `output` is the host of `https://<input>/x`, nil meaning
/// the URL fails to parse.
///
/// Until the URL parser lands, `host(ofURLWithHost:)` stands in for its host parsing: it removes
/// ASCII tab and newline as the basic URL parser does, percent-decodes, runs domain to ASCII and
/// then the URL Standard's forbidden-domain-code-point check. The cases whose domain "ends in a
/// number" would go to the IPv4 parser; the stand-in counts them as failed unless the data
/// expects failure, so that they show in the pass counts rather than being skipped.
@Suite struct IDNAConformanceTests {
    static let requiredPassRate = 0.95

    @Test func toASCIIData() throws {
        try runWPTFile("toascii.json", label: "toascii")
    }

    @Test func idnaTestV2Data() throws {
        try runWPTFile("IdnaTestV2.json", label: "IdnaTestV2")
    }

    @Test func idnaTestV2RemovedData() throws {
        try runWPTFile("IdnaTestV2-removed.json", label: "IdnaTestV2-removed")
    }

    private func runWPTFile(_ name: String, label: String) throws {
        let cases = try WPTHostCase.load(name)
        var failures: [String] = []
        for testCase in cases {
            let actual = host(ofURLWithHost: testCase.harnessInput)
            if actual != testCase.output {
                failures.append("\(testCase.input.debugDescription) expected \(testCase.output ?? "failure"), got \(actual ?? "failure")")
            }
        }
        let passed = cases.count - failures.count
        print("\(label): \(passed)/\(cases.count)")
        for failure in failures.prefix(40) { print("  \(label) FAIL \(failure)") }
        #expect(!cases.isEmpty)
        #expect(Double(passed) >= Self.requiredPassRate * Double(cases.count), "\(label): \(passed)/\(cases.count)")
    }
}

/// One case of WPT's host data files.
struct WPTHostCase: Decodable {
    var input: String
    var output: String?

    /// The input as WPT's IdnaTestV2 harness writes it into the URL: the code points that would
    /// end the host (":", "/", "?", "#", "\") percent-encoded.
    var harnessInput: String {
        input.unicodeScalars.map { scalar in
            ":/?#\\".unicodeScalars.contains(scalar) ? "%" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
        }.joined()
    }

    /// The test objects of `Tests/Resources/wpt/<name>`, without the comment strings; an empty
    /// input is left out, as WPT's harness leaves it out (it cannot go through `new URL()`).
    static func load(_ name: String) throws -> [WPTHostCase] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/wpt/\(name)")
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

/// The host of `https://<hostInput>/x` by the URL Standard's host parser for a special URL, nil
/// on failure; a domain that ends in a number (which needs the IPv4 parser) gives nil too.
func host(ofURLWithHost hostInput: String) -> String? {
    let withoutTabsAndNewlines = hostInput.unicodeScalars.filter { !["\t", "\n", "\r"].contains($0) }
    let decoded = String(decoding: percentDecoded(Array(String(String.UnicodeScalarView(withoutTabsAndNewlines)).utf8)), as: UTF8.self)
    guard !decoded.isEmpty, let ascii = try? IDNA.domainToASCII(decoded) else { return nil }
    guard !ascii.unicodeScalars.contains(where: isForbiddenDomainCodePoint), !endsInANumber(ascii) else { return nil }
    return ascii
}

/// The URL Standard's percent-decode of a byte sequence.
private func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
           let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
            output.append(high << 4 | low)
            index += 3
        } else {
            output.append(bytes[index])
            index += 1
        }
    }
    return output
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    UInt8(String(UnicodeScalar(byte)), radix: 16)
}

/// The URL Standard's forbidden domain code point.
private func isForbiddenDomainCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value <= 0x1F || scalar.value == 0x7F || " #%/:<>?@[\\]^|".unicodeScalars.contains(scalar)
}

/// The URL Standard's "ends in a number checker".
private func endsInANumber(_ domain: String) -> Bool {
    var labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    if labels.last == "", labels.count > 1 { labels.removeLast() }
    guard let last = labels.last, !last.isEmpty else { return false }
    if last.allSatisfy(\.isASCIIDigit) { return true }
    let lowered = last.lowercased()
    return lowered.hasPrefix("0x") && lowered.dropFirst(2).allSatisfy(\.isHexDigit)
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
