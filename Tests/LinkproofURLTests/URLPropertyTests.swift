import LinkproofGen
import Testing
@testable import LinkproofURL

/// Properties every parse must have, over WPT inputs, random mutations of them and random
/// bytes (fixed seed, so every failure is reproducible).
@Suite struct URLPropertyTests {
    /// Bytes that steer the parser into its states, plus ill-formed and multi-byte UTF-8.
    static let alphabet: [UInt8] = Array("/\\?#@:%.[]|^ 0aAxX9-+eE2fF".utf8) + [0x00, 0x09, 0x0A, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]

    /// Validation errors that a URL's own serialization can still cause: the serializer keeps
    /// credentials (`@`), leaves some non-URL code points and stray `%` as they are, and keeps
    /// hosts that strict ToASCII refuses (`.`, `a..b`, `-a`, `a_b`: domain-to-ASCII, which the
    /// URL Standard reports on accepted hosts since 2026-06-30).
    static let persistentErrors: Set<URLValidationError.Code> = [.invalidURLUnit, .invalidCredentials, .domainToASCII]

    static func wptInputs() throws -> [(input: String, base: URLRecord?)] {
        try Resources.wptCases("urltestdata.json").compactMap { entry in
            guard let input = entry["input"] as? String else { return nil }
            let base = (entry["base"] as? String).flatMap { try? URLParser.parse($0).url }
            return (input, base)
        }
    }

    static func mutate(_ input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            let byte = alphabet.randomElement(using: &random) ?? 0
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes.insert(byte, at: position)
            case 1 where !bytes.isEmpty: bytes[position] = byte
            default: if !bytes.isEmpty { bytes.remove(at: position) }
            }
        }
        return bytes
    }

    /// Checks the round-trip properties of one successful parse; returns a problem or nil.
    static func roundTripProblem(_ url: URLRecord) -> String? {
        guard url.href.utf8.allSatisfy({ $0 < 0x80 }) else { return "href is not ASCII: \(url.href)" }
        guard let again = try? URLParser.parse(url.href) else { return "href does not re-parse: \(url.href)" }
        guard again.url == url else { return "re-parse differs: \(url.href) → \(again.url.href)" }
        let unexpected = again.validationErrors.filter { !persistentErrors.contains($0.code) }
        guard unexpected.isEmpty else { return "re-parsing \(url.href) reports \(unexpected)" }
        guard let third = try? URLParser.parse(again.url.href), third.url.href == again.url.href else {
            return "serialization is not idempotent: \(url.href)"
        }
        return nil
    }

    @Test func wptResultsRoundTrip() throws {
        var problems: [String] = []
        var checked = 0
        for (input, base) in try Self.wptInputs() {
            guard let url = try? URLParser.parse(input, base: base).url else { continue }
            checked += 1
            if let problem = Self.roundTripProblem(url) { problems.append(problem) }
        }
        print("round trip (WPT): \(checked - problems.count)/\(checked)")
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(checked > 500)
    }

    @Test func mutatedWPTInputsRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        let inputs = try Self.wptInputs()
        let bases = inputs.compactMap(\.base)
        var problems: [String] = []
        var parsed = 0
        for round in 0..<20_000 {
            // Every other round pairs the input with some other case's base.
            let (input, ownBase) = inputs[round % inputs.count]
            let base = round.isMultiple(of: 2) ? ownBase : bases.randomElement(using: &random)
            let bytes = Self.mutate(Array(input.utf8), using: &random)
            guard let result = try? URLParser.parse(utf8: bytes, base: base) else { continue }
            parsed += 1
            for error in result.validationErrors where error.offset > bytes.count {
                problems.append("offset \(error.offset) beyond \(bytes.count) bytes: \(bytes)")
            }
            if let problem = Self.roundTripProblem(result.url) { problems.append("\(bytes): \(problem)") }
        }
        print("round trip (mutated WPT): \(parsed - problems.count)/\(parsed) parsed of 20000")
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(parsed > 5_000)
    }

    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 0x5EED_0002)
        var outcomes = (parsed: 0, failed: 0)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...48, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if Bool.random(using: &random) { bytes = Array("http://".utf8) + bytes }
            do {
                let result = try URLParser.parse(utf8: bytes)
                outcomes.parsed += 1
                #expect(result.url.href.utf8.allSatisfy { $0 < 0x80 })
            } catch {
                outcomes.failed += 1
                #expect(error.validationErrors.last == error.error)
            }
        }
        #expect(outcomes.parsed > 0 && outcomes.failed > 0)
    }

    /// A megabyte of one hostile pattern: the parse finishes, with output and error counts
    /// proportional to the input. (That the time grows linearly is measured, not tested: the
    /// scaling bench's row `url parse, hostile patterns`, `Scripts/bench --suite scaling`.)
    @Test(arguments: ["@", "%", "../", "\\"])
    func hostileMegabyteParsesToBoundedOutput(_ unit: String) {
        for prefix in ["http://", "sc://h/", "file:///"] {
            checkLinear(prefix + String(repeating: unit, count: (1 << 20) / unit.utf8.count))
        }
    }

    /// More patterns, 64 KB each, after every kind of prefix.
    @Test(arguments: ["a/../", "[", ":", "%2e%2E/", "0x", ".", "1.", "[::"])
    func hostilePatternIsLinear(_ unit: String) {
        for prefix in ["http://", "sc://", "file:///", "http://h/", "a:", "http://h/?", "#"] {
            checkLinear(prefix + String(repeating: unit, count: (1 << 16) / unit.utf8.count))
        }
    }

    func checkLinear(_ input: String) {
        let size = input.utf8.count
        do {
            let result = try URLParser.parse(input, base: try? URLParser.parse("sc://base/").url)
            #expect(result.url.href.utf8.count <= 3 * size + 16)
            #expect(result.validationErrors.count <= size + 2)
        } catch {
            #expect(error.validationErrors.count <= size + 2)
        }
    }
}
