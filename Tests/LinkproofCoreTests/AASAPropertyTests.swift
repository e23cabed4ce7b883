import Testing
@testable import LinkproofCore

/// Properties over many generated cases, from a fixed seed so every failure replays.
@Suite struct AASAPropertyTests {
    /// The textbook exponential matcher: `*` tries every split, `?` takes one character.
    static func reference(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            return reference(pattern.dropFirst(), text) || (!text.isEmpty && reference(pattern, text.dropFirst()))
        case "?":
            return !text.isEmpty && reference(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && reference(pattern.dropFirst(), text.dropFirst())
        }
    }

    static func random(_ alphabet: [Character], maxLength: Int, _ generator: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
    }

    static func compiled(_ pattern: String) -> AASACompiledPattern {
        AASACompiledPattern(AASAPatternSyntax.tokens(pattern, foldCase: false, variables: AASASubstitution([])).tokens)
    }

    /// Whether `pattern` matches the whole of `text`.
    static func matches(_ pattern: AASACompiledPattern, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { pattern.matches(AASAComponentText($0)) }
    }

    @Test func globAgreesWithTheExponentialReference() {
        var generator = SeededGenerator(seed: 0xAA5A)
        for _ in 0..<20_000 {
            let pattern = Self.random(["a", "b", "é", "/", "*", "?"], maxLength: 8, &generator)
            let text = Self.random(["a", "b", "é", "/"], maxLength: 10, &generator)
            let expected = Self.reference(ArraySlice(Array(pattern)), ArraySlice(Array(text)))
            #expect(Self.matches(Self.compiled(pattern), text) == expected, "\(pattern) vs \(text)")
        }
    }

    @Test func automatonAgreesWithTheReferenceOverEachAlternative() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<5_000 {
            let values = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.random(["a", "b", "*", "?"], maxLength: 3, &generator) }
            let before = Self.random(["a", "b", "*", "?"], maxLength: 4, &generator)
            let after = Self.random(["a", "b", "*", "?"], maxLength: 4, &generator)
            let text = Self.random(["a", "b"], maxLength: 9, &generator)
            let substitution = AASASubstitution([AASAVariable(name: "v", values: values)])
            let tokens = AASAPatternSyntax.tokens(before + "$(v)" + after, foldCase: false, variables: substitution).tokens
            let expected = values.contains { Self.reference(ArraySlice(Array(before + $0 + after)), ArraySlice(Array(text))) }
            #expect(Self.matches(AASACompiledPattern(tokens), text) == expected,
                    "\(before)$(v)\(after) with v=\(values) vs \(text)")
        }
    }

    @Test func starHeavyPatternStaysLinear() throws {
        let pattern = String(repeating: "*a", count: 40) + "b"
        let text = String(repeating: "a", count: 512)
        #expect(!Self.matches(Self.compiled(pattern), text))
        #expect(Self.matches(Self.compiled(pattern.dropLast() + "a"), text))
        let matcher = try aasaMatcher("""
            {"applinks": {"substitutionVariables": {"v": ["a", "aa"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"],
              "components": [{"/": "/\(String(repeating: "*$(v)", count: 40))b"}]}]}}
            """)
        let url = "https://example.com/" + String(repeating: "a", count: 512)
        #expect(try matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: url) == .noMatch)
    }

    @Test func decideAndExplainNeverDisagree() throws {
        var generator = SeededGenerator(seed: 0xDEC1DE)
        let patterns = ["/a/*", "/b", "*", "/?*", "/a/$(digit)", "a*", "/$(v)/x", "*b"]
        for _ in 0..<2_000 {
            var rules: [String] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                var members = ["\"/\": \"\(patterns.randomElement(using: &generator) ?? "*")\""]
                if Bool.random(using: &generator) { members.append("\"exclude\": true") }
                if Bool.random(using: &generator) { members.append("\"caseSensitive\": false") }
                if Int.random(in: 0..<4, using: &generator) == 0 { members.append("\"?\": {\"q\": \"?\"}") }
                if Int.random(in: 0..<4, using: &generator) == 0 { members.append("\"#\": \"f*\"") }
                rules.append("{" + members.joined(separator: ", ") + "}")
            }
            let matcher = try aasaMatcher("""
                {"applinks": {"substitutionVariables": {"v": ["a", "B"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"],
                  "components": [\(rules.joined(separator: ", "))]}]}}
                """)
            let path = Self.random(["a", "b", "B", "/", "7", "x"], maxLength: 6, &generator)
            let query = Bool.random(using: &generator) ? "?q=" + Self.random(["1", "2"], maxLength: 2, &generator) : ""
            let fragment = Bool.random(using: &generator) ? "#f" + Self.random(["1"], maxLength: 1, &generator) : ""
            let url = "https://example.com/" + path + query + fragment
            let decision = try matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: url)
            let explanation = try matcher.explain(appID: "ABCDE12345.com.example.app", domain: "example.com", url: url)
            #expect(decision == explanation.decision, "\(rules) vs \(url)")
            #expect((decision == .noMatch) == (explanation.decidingRule == nil))
        }
    }

    /// The codes of a file that cannot be read at all.
    static let unreadableCodes: Set<String> = ["AASA001", "AASA002", "AASA003", "AASA004", "AASA005"]

    @Test func parsingArbitraryBytesNeverTraps() {
        var generator = SeededGenerator(seed: 0xB17E5)
        let seed = Array(AASAMatcherTests.apple.utf8)
        for round in 0..<3_000 {
            var bytes = seed
            if round % 3 == 0 {
                bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(Array("{}[]\",:*?$()".utf8).randomElement(using: &generator) ?? 0, at: index)
                    }
                }
            }
            do {
                let parsed = try AASAParser.parse(bytes)
                let matcher = AASAMatcher(parsed.document)
                _ = AASAValidator.validate(parsed.document)
                let url = AASAURLParts(host: "example.com", path: "/buy/1", query: "articleNumber=1234", fragment: nil)
                let explanation = matcher.explain(appID: "ABCDE12345.com.example.app", domain: "example.com", url: url)
                #expect(explanation.decision == matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: url))
            } catch {
                #expect(Self.unreadableCodes.contains(error.diagnostic.code))
            }
        }
    }
}
