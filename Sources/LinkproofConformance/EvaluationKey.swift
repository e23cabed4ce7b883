import LinkproofCore

/// Everything that reaches a case's evaluation. Two cases with one key are decided alike
/// under every profile, so the second can only repeat the first: `GoldenSuite.load` refuses
/// them (`GoldenError.Code.duplicateEvaluation`).
///
/// What does not reach the evaluation is left out: the `arrival` name (only the channel it
/// sets does), `setup.repeat` (how often a case is decided, not what), and the spelling of
/// defaults (`matchType` unique, `via` direct, an `aasa` file named with or without `.json`).
struct EvaluationKey: Hashable {
    /// `first-launch` is a `route` decided under the first-launch channel, and keyed so.
    let kind: GoldenKind
    let manifest: String?
    /// The input's bytes, or an object input's text with sorted keys.
    let input: [UInt8]
    /// The setup the evaluator reads beyond the contexts, as text with sorted keys.
    let setup: String
    /// The contexts a `route` or `first-launch` case decides its link under; empty for the
    /// kinds that take none (`short-link`, `build`, `shorten` and `not-installed` decide as opened directly).
    let contexts: Set<LinkContext>

    /// The setup members the contexts stand for, and those that never change an outcome.
    private static let contextMembers: Set<String> = ["via", "matchType", "arrivals"]

    init(_ golden: GoldenCase) throws(GoldenError) {
        let setup = SetupReader(golden: golden)
        var contexts: Set<LinkContext> = []
        switch golden.kind {
        case .route:
            let arrivals = try setup.arrivals()
            if arrivals.isEmpty {
                contexts = [try setup.context()]
            } else {
                for arrival in arrivals { contexts.insert(try setup.context(arrival: arrival)) }
            }
        case .firstLaunch:
            contexts = [try setup.context(channel: .firstLaunch)]
        case .shortLink, .build, .shorten, .notInstalled, .aasaMatch, .aasaValidate, .aasaHosting, .entitlement:
            break
        }
        kind = golden.kind == .firstLaunch ? .route : golden.kind
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
        for golden in files.flatMap(\.cases) {
            let key = try EvaluationKey(golden)
            if let earlier = first[key] {
                throw GoldenError(.duplicateEvaluation, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                                  path: golden.location.path,
                                  "case '\(golden.id)' evaluates the same as '\(earlier.id)' (\(earlier.location.description)): same kind, manifest, input, setup and channel; remove one, or make it check something the other does not")
            }
            first[key] = golden
        }
    }
}
