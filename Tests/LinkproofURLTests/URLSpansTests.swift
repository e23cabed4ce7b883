import LinkproofGen
import LinkproofURL
import Testing

/// `URLRecord.spans` must cut `href` where the getters do, and `ParsedURL.isInputItself`
/// must hold exactly when `href` is the input byte for byte.
@Suite struct URLSpansTests {
    /// Nil when the spans and the flag agree with the getters; else what differs.
    static func problem(_ input: String, base: URLRecord?) -> String? {
        guard let parsed = try? URLParser.parse(input, base: base) else { return nil }
        let url = parsed.url
        let href = Array(url.href.utf8)
        func text(_ range: Range<Int>?) -> String? { range.map { String(decoding: href[$0], as: UTF8.self) } }
        let spans = url.spans
        let expected: [(String?, String?)] = [
            (text(0..<spans.schemeEnd), String(url.scheme)),
            (text(spans.host) ?? "", url.hostname),
            (text(spans.port) ?? "", url.port),
            (text(spans.path), url.pathname),
            (text(spans.query), url.query.map(String.init)),
            (text(spans.fragment), url.fragment.map(String.init)),
        ]
        if let index = expected.firstIndex(where: { $0.0 != $0.1 }) {
            return "\(input): span \(index) reads \(expected[index].0 ?? "nil"), the getter \(expected[index].1 ?? "nil")"
        }
        if parsed.isInputItself, url.href != input { return "\(input): isInputItself, but href is \(url.href)" }
        return nil
    }

    @Test func spansAgreeWithTheGettersOnWPTInputsAndMutations() throws {
        var random = SplitMix64(seed: 0x5EA1_0001)
        var problems: [String] = []
        for (input, base) in try URLPropertyTests.wptInputs() {
            let mutations = (0..<5).map { _ in String(decoding: URLPropertyTests.mutate(Array(input.utf8), using: &random), as: UTF8.self) }
            for candidate in [input] + mutations {
                if let problem = Self.problem(candidate, base: base) { problems.append(problem) }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// `URLParser.read` says `.exact` only for an input that is its own serialization, with
    /// the layout a full parse gives; otherwise it gives the parse itself.
    @Test func readingAgreesWithTheParse() throws {
        var random = SplitMix64(seed: 0x5EA1_0002)
        var exact = 0
        for (input, _) in try URLPropertyTests.wptInputs() {
            let mutations = (0..<5).map { _ in String(decoding: URLPropertyTests.mutate(Array(input.utf8), using: &random), as: UTF8.self) }
            for candidate in [input] + mutations {
                let parsed = try? URLParser.parse(candidate)
                var bytes = candidate
                switch try? bytes.withUTF8({ try URLParser.read($0, of: candidate) }) {
                case .exact(let layout)?:
                    exact += 1
                    guard let parsed, parsed.isInputItself else {
                        Issue.record("\(candidate): read exact, but the parse changed it")
                        continue
                    }
                    #expect(layout == parsed.url.layout, "\(candidate)")
                case .parsed(let read)?:
                    #expect(read == parsed, "\(candidate)")
                case nil:
                    #expect(parsed == nil, "\(candidate)")
                }
            }
        }
        #expect(exact > 100)
    }

    @Test func isInputItselfOnlyWhenNothingChanged() throws {
        for exact in ["https://www.raywenderlich.com/about?recipeID=002", "cws://com.createwithswift/details?id=1#x", "https://h:8443/"] {
            #expect(try URLParser.parse(exact).isInputItself, "\(exact)")
            #expect(try Array(exact.utf8).withUnsafeBufferPointer { try URLParser.parse(utf8: $0) }.isInputItself, "\(exact)")
        }
        for changed in ["HTTPS://h/", "https://H/", "https://h", "https://h:443/", "https://h/a/../b", "https://h/a b", " https://h/"] {
            #expect(try !URLParser.parse(changed).isInputItself, "\(changed)")
        }
    }
}
