import Foundation
@testable import LinkproofCore
import Testing

/// Issue 28, item 2: a substitution variable's values are one trie, so what matching a path
/// costs does not grow with the number of values; a pattern over the bound is refused at load.
@Suite struct AASABoundedMatchTests {
    /// `count` distinct five-character values: `v` and four letters.
    static func values(_ count: Int) -> [String] {
        (0..<count).map { index in
            var text = "v"
            var rest = index
            for _ in 0..<4 {
                text.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(rest % 26))))
                rest /= 26
            }
            return text
        }
    }

    /// The attack of the issue: one variable of `count` values used `uses` times in one pattern.
    static func hostileFile(values count: Int, uses: Int) -> String {
        let values = values(count).map { "\"\($0)\"" }.joined(separator: ",")
        let pattern = "/" + String(repeating: "$(v)*", count: uses) + "end" + String(repeating: "x", count: 1_000)
        return """
            {"applinks": {"substitutionVariables": {"v": [\(values)]},
             "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "\(pattern)"}]}]}}
            """
    }

    private func parts(_ path: String) -> AASAURLParts {
        AASAURLParts(scheme: "https", host: "example.com", path: path, query: nil, fragment: nil)
    }

    @Test func theBoundDoesNotGrowWithTheNumberOfValues() throws {
        func bound(_ count: Int) throws -> Int {
            let document = try AASAParser.parse(Array(Self.hostileFile(values: count, uses: 50).utf8)).document
            let substitution = AASASubstitution(try #require(document.appLinks).variables)
            let pattern = "/" + String(repeating: "$(v)*", count: 50) + "end" + String(repeating: "x", count: 1_000)
            return AASACompiledPattern.bound(AASAPatternSyntax.tokens(pattern, foldCase: false, variables: substitution).tokens)
        }
        #expect(try bound(30) == bound(3_000))
        #expect(try bound(3_000) <= AASACompiledPattern.maximumBound)
    }

    @Test func theHostileFileDecidesAFourKilobyteLinkAtOnce() throws {
        let json = Self.hostileFile(values: 3_000, uses: 50)
        #expect(json.utf8.count > 25_000)
        let matcher = try aasaMatcher(json)
        let values = Self.values(3_000)
        let body = (0..<600).map { values[($0 * 7) % values.count] }.joined()
        let started = ContinuousClock.now
        #expect(matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: parts("/" + body)) == .noMatch)
        #expect(matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: parts("/" + body + "end" + String(repeating: "x", count: 1_000))) == .match)
        // Not a speed measurement (that is `Scripts/bench --suite aasa`): a guard against the
        // quadratic engine coming back, which took 38 s on one such link (the bound is loose:
        // a loaded 2-core machine took 7 s where an idle one takes well under 1 s).
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func prefixValuesWildcardValuesAndTheEmptyValueStillMatchAsWritten() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"substitutionVariables": {"v": ["a", "ab", "abc", "x*y", "?z", ""]},
             "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/p/$(v)/$(v)/q"}]}]}}
            """)
        func decide(_ path: String) -> AASADecision {
            matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: parts(path))
        }
        for path in ["/p/a/ab/q", "/p/abc/a/q", "/p/x/y/qz/q", "/p///q", "/p/xy/abc/q", "/p/ab//q"] {
            #expect(decide(path) == .match, "\(path)")
        }
        for path in ["/p/abcd/a/q", "/p/b/a/q", "/p/z/a/q", "/p/a/q", "/p/a/abx/q"] {
            #expect(decide(path) == .noMatch, "\(path)")
        }
    }

    /// What a pattern means when each variable is its list of alternatives, by plain recursion
    /// over (token, position) with a memo: the definition the trie automaton must agree with.
    private func reference(_ pattern: [[[AASAPatternToken]]], _ text: [UInt64]) -> Bool {
        var memo: [[Bool?]] = Array(repeating: Array(repeating: nil, count: text.count + 1), count: pattern.count + 1)
        func tokens(_ alternative: [AASAPatternToken], _ at: Int, then: (Int) -> Bool) -> Bool {
            guard let first = alternative.first else { return then(at) }
            let rest = Array(alternative.dropFirst())
            switch first {
            case .star: return (at...text.count).contains { tokens(rest, $0, then: then) }
            case .one: return at < text.count && tokens(rest, at + 1, then: then)
            case .character(let key): return at < text.count && text[at] == key && tokens(rest, at + 1, then: then)
            case .choice: return false
            }
        }
        func match(_ index: Int, _ at: Int) -> Bool {
            if let known = memo[index][at] { return known }
            let result = index == pattern.count ? at == text.count
                : pattern[index].contains { tokens($0, at) { match(index + 1, $0) } }
            memo[index][at] = result
            return result
        }
        return match(0, 0)
    }

    @Test func theTrieAutomatonAgreesWithTheListOfAlternatives() {
        var random = SeededGenerator(seed: 28)
        let alphabet = ["a", "b", "/"]
        func word(_ length: Int, wildcards: Bool) -> String {
            (0..<length).map { _ in
                wildcards && Int.random(in: 0..<5, using: &random) == 0 ? ["*", "?"].randomElement(using: &random)! : alphabet.randomElement(using: &random)!
            }.joined()
        }
        for round in 0..<400 {
            let values = (0..<Int.random(in: 1...6, using: &random)).map { _ in word(Int.random(in: 0...3, using: &random), wildcards: true) }
            let substitution = AASASubstitution([AASAVariable(name: "v", values: values)])
            let alternatives = values.map { AASAPatternSyntax.tokens($0, foldCase: false, variables: nil).tokens }
            let pieces = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                Int.random(in: 0..<3, using: &random) == 0 ? "$(v)" : word(Int.random(in: 1...2, using: &random), wildcards: true)
            }
            let tokens = AASAPatternSyntax.tokens(pieces.joined(), foldCase: false, variables: substitution).tokens
            let expanded = tokens.map { token -> [[AASAPatternToken]] in
                if case .choice = token { alternatives } else { [[token]] }
            }
            let compiled = AASACompiledPattern(tokens)
            for _ in 0..<10 {
                let text = Array(word(Int.random(in: 0...7, using: &random), wildcards: false).utf8)
                let answer = text.withUnsafeBufferPointer { compiled.matches(AASAComponentText($0)) }
                let keys = text.withUnsafeBufferPointer { AASAText.characterKeys($0) }
                #expect(answer == reference(expanded, keys), "round \(round): \(pieces.joined()) with \(values) on \(String(decoding: text, as: UTF8.self))")
            }
        }
    }

    @Test func aPatternOverTheBoundIsRefusedAtLoadWithItsPath() {
        // 3,000 values of 40 characters would be over the size cap; two values of 300 are not.
        let long = String(repeating: "a", count: 300)
        let json = """
            {"applinks": {"substitutionVariables": {"v": ["\(long)", "b"]},
             "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/\(String(repeating: "$(v)", count: 8))"}]}]}}
            """
        let error = aasaParseError(Array(json.utf8))
        #expect(error?.diagnostic.code == "AASA145")
        #expect(error?.diagnostic.path.contains("components[0]") == true)
    }
}
