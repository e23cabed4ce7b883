/// One app's rules in evaluation order, and whether any of them reads character keys: worked
/// out once, so that a decision over a thousand rules does not scan them for it. A class, so
/// that a caller holding one (the deep-link parser, per domain) hands on one reference.
final class AASARuleList: Sendable {
    let rules: [AASACompiledRule]
    let needsCharacters: Bool

    init(_ rules: [AASACompiledRule]) {
        self.rules = rules
        needsCharacters = rules.contains { $0.needsCharacters }
    }

    /// The first rule whose components all match decides; none matching is no match. The
    /// URL's host is not looked at: the caller has checked it against the serving domain.
    func decide(_ url: AASAURLParts) -> AASADecision {
        AASAMatchInput.reading(url, for: self) { decide($0) }
    }

    /// `decide` on the components in the ranges of `text`, a URL's serialization, lent for the call.
    func decide(text: UnsafeBufferPointer<UInt8>, path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?) -> AASADecision {
        decide(AASAMatchInput(text: text, path: path, query: query, fragment: fragment, for: self))
    }

    /// `decide` on a prepared input.
    func decide(_ input: consuming AASAMatchInput) -> AASADecision {
        // The rules are lent in place: a scan over a thousand of them retains none.
        rules.withUnsafeBufferPointer { rules in
            for index in rules.indices where rules[index].matches(&input) {
                return rules[index].exclude ? .exclude : .match
            }
            return .noMatch
        }
    }
}
