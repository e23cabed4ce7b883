import LinkproofCore

/// Everything that reaches a case's evaluation. Two cases with one key are decided alike
/// under every profile, so the second can only repeat the first: `GoldenSuite.load` refuses
/// them (`GoldenError.Code.duplicateEvaluation`).
///
/// What does not reach the evaluation is left out: the `carrier` name (only the arrival it
/// sets does), `setup.repeat` (how often a case is decided, not what), and the spelling of
/// defaults (`matchType` unique, `via` direct, an `aasa` file named with or without `.json`).
/// A `short-link` case also makes two `route` evaluations (`parts`): its input opened directly
/// and its long link resolved, so a `route` case that makes either repeats it.
///
/// What the key cannot see is an input that reaches the evaluation and is then ignored by the
/// rules (a long link's `isi`, a query parameter no route reads): whether a part of a link can
/// change the decision is what the decision itself works out, per manifest and option, so a
/// key that left such parts out would have to re-run the rules it is there to check. Two
/// such cases are found by review (the audit of issue 31 removed five), not by the loader.
struct EvaluationKey: Hashable {
    /// `first-launch` is a `route` decided under the first-launch arrival, and keyed so.
    let kind: GoldenKind
    let platform: GoldenPlatform
    let manifest: String?
    /// The input's bytes, or an object input's text with sorted keys.
    let input: [UInt8]
    /// The setup the evaluator reads beyond the contexts, as text with sorted keys.
    let setup: String
    /// The contexts a `route` or `first-launch` case decides its link under; empty for the
    /// kinds that take none (`short-link`, `build`, `shorten` and `not-installed` decide as opened directly).
    let contexts: Set<LinkContext>

    /// The setup members the contexts stand for, and those that never change an outcome.
    private static let contextMembers: Set<String> = ["via", "matchType", "carriers", "androidVersion", "userApprovedDomain"]

    init(_ golden: GoldenCase) throws(GoldenError) {
        let setup = SetupReader(golden: golden)
        var contexts: Set<LinkContext> = []
        switch golden.kind {
        case .route:
            let carriers = try setup.carriers() + setup.carried().map(\.carrier)
            if carriers.isEmpty {
                contexts = [try setup.context()]
            } else {
                for carrier in carriers { contexts.insert(try setup.context(carrier: carrier)) }
            }
        case .firstLaunch:
            contexts = [try setup.context(arrival: .firstLaunch)]
        case .shortLink, .build, .shorten, .notInstalled, .aasaMatch, .aasaValidate, .aasaHosting, .entitlement:
            break
        }
        kind = golden.kind == .firstLaunch ? .route : golden.kind
        platform = golden.platform
        manifest = golden.manifest
        switch golden.input {
        case .object(let value): input = Array(Self.sorted(value).compactText.utf8)
        case .text, .bytes, .none: input = golden.input.bytes
        }
        let ignored = contexts.isEmpty ? ["repeat"] : Self.contextMembers.union(["repeat"])
        let read = golden.setup.members.filter { !ignored.contains($0.key) }.map { member in
            // An AASA file is named with or without `.json`.
            guard member.key == "aasa", case .string(let name) = member.value, name.hasSuffix(".json") else { return member }
            return (key: member.key, value: JSONValue.string(String(name.dropLast(5))))
        }
        self.setup = Self.sorted(.object(read)).compactText
        self.contexts = contexts
    }

    private init(routeOf input: String, manifest: String?, context: LinkContext) {
        kind = .route
        platform = .ios
        self.manifest = manifest
        self.input = Array(input.utf8)
        setup = JSONValue.object([]).compactText
        contexts = [context]
    }

    /// The `route` evaluations a case makes besides its own, with what they are: a `short-link`
    /// case decides its input as opened directly (its `shortLink` step) and the long link its
    /// store gives the input under the resolved-short-link arrival (its `decision`).
    static func parts(of golden: GoldenCase) throws(GoldenError) -> [(key: EvaluationKey, what: String)] {
        guard golden.kind == .shortLink, case .text(let input) = golden.input else { return [] }
        var parts = [(EvaluationKey(routeOf: input, manifest: golden.manifest, context: .direct), "its shortLink step")]
        for (shortLink, longLink) in try SetupReader(golden: golden).stringMap("shortLinks") where shortLink == input {
            parts.append((EvaluationKey(routeOf: longLink, manifest: golden.manifest, context: LinkContext(arrival: .resolvedShortLink)), "its resolved long link"))
        }
        return parts
    }

    /// `value` with every object's members in key order.
    private static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): .object(members.map { ($0.key, sorted($0.value)) }.sorted { $0.key < $1.key })
        case .array(let elements): .array(elements.map(sorted))
        case .null, .bool, .number, .string: value
        }
    }
}

extension GoldenSuite {
    /// Refuses two cases that evaluate the same thing (`EvaluationKey`), naming both.
    static func checkDistinctEvaluations(_ files: [GoldenFile]) throws(GoldenError) {
        var first: [EvaluationKey: GoldenCase] = [:]
        var parts: [EvaluationKey: (golden: GoldenCase, what: String)] = [:]
        let cases = files.flatMap(\.cases)
        for golden in cases {
            let key = try EvaluationKey(golden)
            if let earlier = first[key] {
                throw duplicate(golden, of: earlier, "same kind, manifest, input, setup and arrival")
            }
            first[key] = golden
            for part in try EvaluationKey.parts(of: golden) where parts[part.key] == nil { parts[part.key] = (golden, part.what) }
        }
        for golden in cases {
            guard let part = parts[try EvaluationKey(golden)] else { continue }
            throw duplicate(golden, of: part.golden, "it decides the link of \(part.what), under the same arrival")
        }
    }

    private static func duplicate(_ golden: GoldenCase, of earlier: GoldenCase, _ why: String) -> GoldenError {
        GoldenError(.duplicateEvaluation, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                    path: golden.location.path,
                    "case '\(golden.id)' evaluates the same as '\(earlier.id)' (\(earlier.location.description)): \(why); remove one, or make it check something the other does not")
    }
}
