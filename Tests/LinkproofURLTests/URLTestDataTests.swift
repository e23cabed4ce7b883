import Testing
@testable import LinkproofURL

/// WPT `urltestdata.json`: every case parsed (against its base) and compared getter by getter.
@Suite struct URLTestDataTests {
    /// Cases that cannot pass yet, with the reason; DocC ParsingURLs, "Known deviations", lists them.
    static let knownDeviations: Set<String> = []

    struct Outcome {
        var passed = 0
        var failures: [String] = []
    }

    static func run() throws -> Outcome {
        var outcome = Outcome()
        for entry in try Resources.wptCases("urltestdata.json") {
            guard let input = entry["input"] as? String else { continue }
            let baseText = entry["base"] as? String
            if let problem = check(input: input, baseText: baseText, expected: entry) {
                if !knownDeviations.contains(input) { outcome.failures.append(problem) }
            } else {
                outcome.passed += 1
            }
        }
        return outcome
    }

    /// Nil when the case passes, else a description of the first mismatch.
    static func check(input: String, baseText: String?, expected: [String: Any]) -> String? {
        var base: URLRecord?
        if let baseText {
            guard let parsedBase = try? URLParser.parse(baseText).url else { return "\(input): base \(baseText) failed to parse" }
            base = parsedBase
        }
        let result: ParsedURL
        do {
            result = try URLParser.parse(input, base: base)
        } catch {
            return expected["failure"] as? Bool == true ? nil : "\(debug(input)): failed with \(error.error.code.rawValue)@\(error.error.offset)"
        }
        if expected["failure"] as? Bool == true { return "\(debug(input)): expected failure, got \(result.url.href)" }
        let url = result.url
        let getters: [(String, String)] = [
            ("href", url.href), ("protocol", url.protocol), ("username", url.username), ("password", url.password),
            ("host", url.host), ("hostname", url.hostname), ("port", url.port), ("pathname", url.pathname),
            ("search", url.search), ("hash", url.hash), ("origin", url.origin),
        ]
        for (name, actual) in getters {
            guard let want = expected[name] as? String else { continue }
            if want != actual { return "\(debug(input)) (base \(baseText ?? "null")): \(name) is \(debug(actual)), expected \(debug(want))" }
        }
        // The getters' values as slices of `href`, and as bytes read in place, are the same.
        let byGetter: [URLRecord.Getter: String] = [
            .href: url.href, .origin: url.origin, .protocol: url.protocol, .username: url.username, .password: url.password,
            .host: url.host, .hostname: url.hostname, .port: url.port, .pathname: url.pathname, .search: url.search, .hash: url.hash,
        ]
        for getter in URLRecord.Getter.allCases {
            let sliced = String(url[getter])
            let read = url.withUTF8(getter) { String(decoding: $0, as: UTF8.self) }
            if sliced != byGetter[getter] || read != byGetter[getter] {
                return "\(debug(input)): \(getter) is \(debug(byGetter[getter] ?? "?")), sliced \(debug(sliced)), read \(debug(read))"
            }
        }
        // `getterRanges`, found at once, are the same runs of `href` (`port` its digits; `origin`
        // nil where it is built).
        let ranges = url.getterRanges
        let byRange: [(URLRecord.Getter, Range<Int>?)] = [
            (.href, ranges.href), (.origin, ranges.origin), (.protocol, ranges.protocol), (.username, ranges.username),
            (.password, ranges.password), (.host, ranges.host), (.hostname, ranges.hostname), (.port, ranges.port),
            (.pathname, ranges.pathname), (.search, ranges.search), (.hash, ranges.hash),
        ]
        let href = Array(url.href.utf8)
        for (getter, range) in byRange {
            guard let range else {
                if url.utf8Range(.origin) != nil || getter != .origin { return "\(debug(input)): no range for \(getter)" }
                continue
            }
            let run = String(decoding: href[range], as: UTF8.self)
            if run != byGetter[getter] { return "\(debug(input)): \(getter)'s range holds \(debug(run)), not \(debug(byGetter[getter] ?? "?"))" }
        }
        // `searchParams` is what URLSearchParams serializes the query back to.
        if let want = expected["searchParams"] as? String {
            let actual = FormURLEncoded.serialize(FormURLEncoded.parse(url.query ?? ""))
            if want != actual { return "\(debug(input)): searchParams is \(debug(actual)), expected \(debug(want))" }
        }
        return nil
    }

    static func debug(_ text: String) -> String { String(reflecting: text) }

    @Test func everyCasePasses() throws {
        let outcome = try Self.run()
        let total = outcome.passed + outcome.failures.count
        print("urltestdata: \(outcome.passed)/\(total) (\(Self.knownDeviations.count) known deviations)")
        for failure in outcome.failures { print("  FAIL \(failure)") }
        #expect(outcome.failures.isEmpty)
        #expect(total > 800)
    }
}

/// Sanity of the validation errors recorded for the WPT cases (WPT itself does not list them).
@Suite struct URLTestDataValidationErrorTests {
    @Test func errorsAreConsistentWithTheInput() throws {
        var problems: [String] = []
        for entry in try Resources.wptCases("urltestdata.json") {
            guard let input = entry["input"] as? String else { continue }
            let base = (entry["base"] as? String).flatMap { try? URLParser.parse($0).url }
            let size = input.utf8.count
            do {
                let result = try URLParser.parse(input, base: base)
                let errors = result.validationErrors
                if errors.contains(where: { $0.offset < 0 || $0.offset > size }) { problems.append("\(input): offset out of range \(errors)") }
                // Input that is already its own serialization needed no repair.
                if result.url.href == input, !errors.allSatisfy({ URLPropertyTests.persistentErrors.contains($0.code) }) {
                    problems.append("\(input): serialized input reports \(errors)")
                }
                // A backslash before the query in a special URL is always a repair: of a
                // reverse solidus, or (among the slashes before the host) of missing solidi.
                let beforeQuery = input.prefix { $0 != "?" && $0 != "#" }
                let slashRepairs: Set<URLValidationError.Code> = [.invalidReverseSolidus, .specialSchemeMissingFollowingSolidus]
                if result.url.isSpecial, beforeQuery.contains("\\"), !errors.contains(where: { slashRepairs.contains($0.code) }) {
                    problems.append("\(input): backslash without invalid-reverse-solidus")
                }
                if input.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }), !errors.contains(where: { $0.code == .invalidURLUnit }) {
                    problems.append("\(input): tab or newline without invalid-URL-unit")
                }
            } catch {
                if error.validationErrors.last != error.error { problems.append("\(input): failure is not the last error") }
                if error.error.offset > size { problems.append("\(input): failure offset out of range") }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }
}
