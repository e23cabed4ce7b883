import LinkproofCore

extension FuzzTarget {
    /// `aasa`: the bytes up to the first NUL are an apple-app-site-association file, the rest
    /// the URL (`path?query#fragment`) matched against it for each app it names and one it
    /// does not. Parsing and validation are total; the semantic diff of the file with itself
    /// is empty; `decide` agrees with `explain`.
    public static let aasa = FuzzTarget("aasa", "AASA parse, validate, diff and match: no change from a file to itself; decide equals explain's decision, with a deciding rule exactly for a match or exclude",
                                         maxLength: AASATarget.maxInputLength) { data throws(FuzzViolation) in
        let split = data.firstIndex(of: 0) ?? data.endIndex
        guard let parsed = try? AASAParser.parse(Array(data[..<split])) else { return }
        _ = AASAValidator.validate(parsed.document)
        let changes = AASASemanticDiff.diff(parsed.document, parsed.document)
        try FuzzViolation.require(changes.isEmpty, "a file has no semantic change from itself", "\(OutputEscaping.quoted(bytes: data[..<split])): \(changes)")
        let matcher = AASAMatcher(parsed.document)
        let parts = AASATarget.parts(String(decoding: data[split...].dropFirst(), as: UTF8.self))
        for appID in matcher.appIDs.prefix(AASATarget.maximumAppIDs) + [AASATarget.unlistedAppID] {
            try AASATarget.checkAgreement(matcher, appID: appID, url: parts)
        }
    }
}

/// The invariants of the `aasa` target.
enum AASATarget {
    /// The longest input mutated: an AASA file (up to a NUL) then a URL. The parser's
    /// `AASAParser.defaultSizeCap` is one size check, unit-tested; rule arrays and patterns fit
    /// in 16 KiB, and every byte more slows each execution.
    static let maxInputLength = 16 * 1024
    /// The most app IDs of one file checked per input (each is a full match).
    static let maximumAppIDs = 4
    /// An app ID no test file names.
    static let unlistedAppID = "ZZZZZZZZZZ.unlisted.app"
    /// The domain the file is served from; the URL's host is always this one.
    static let domain = "example.com"

    /// The parts of `text` read as `path?query#fragment` on `domain`.
    static func parts(_ text: String) -> AASAURLParts {
        let (beforeFragment, fragment) = split(text, at: "#")
        let (path, query) = split(beforeFragment, at: "?")
        return AASAURLParts(host: domain, path: path, query: query, fragment: fragment)
    }

    private static func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }

    static func checkAgreement(_ matcher: AASAMatcher, appID: String, url: AASAURLParts) throws(FuzzViolation) {
        let decision = matcher.decide(appID: appID, domain: domain, url: url)
        let explanation = matcher.explain(appID: appID, domain: domain, url: url)
        let shown = "\(appID) on \(url)"
        try FuzzViolation.require(decision == explanation.decision, "decide equals explain's decision",
                                  "\(shown): decide \(decision.rawValue), explain \(explanation.decision.rawValue)")
        try FuzzViolation.require((decision == .noMatch) == (explanation.decidingRule == nil),
                                  "a match or exclude names its deciding rule, a miss none", "\(shown): \(decision.rawValue)")
    }
}
