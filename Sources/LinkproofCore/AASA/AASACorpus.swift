/// A conformance corpus in the format of blazingly-aasa's `conformance/cases.json`:
/// matching cases (document, domain, app ID, URL, expected decision) and validation cases
/// (document, expected diagnostic codes).
package struct AASACorpus: Sendable {
    /// One matching case: the document served from `domain`, and the decision expected for `url` and `appID`.
    public struct MatchingCase: Sendable {
        /// Unique name, `area/case`.
        public let name: String
        /// The feature tag the per-feature counts group by.
        public let feature: String
        /// The whole association file.
        public let document: JSONValue
        /// The serving domain; empty skips the host check.
        public let domain: String
        /// The app evaluated for.
        public let appID: String
        /// The URL tested.
        public let url: String
        /// The decision the case expects.
        public let expect: AASADecision
    }

    /// One validation case: a document and the diagnostic codes it should draw.
    public struct ValidationCase: Sendable {
        /// Unique name, `validation/…`.
        public let name: String
        /// The association file.
        public let document: JSONValue
        /// Upstream's codes; this engine numbers the same kinds alike, and the clean case expects none.
        public let expectCodes: [String]
    }

    /// Matching cases in file order.
    public let matching: [MatchingCase]
    /// Validation cases in file order.
    public let validation: [ValidationCase]

    /// Why a corpus file is unusable.
    public struct FormatError: Error, Sendable, CustomStringConvertible {
        /// What is missing or malformed, with line and column for JSON errors.
        public let message: String
        public var description: String { message }
    }

    /// Reads a corpus file's bytes.
    public init(_ bytes: [UInt8]) throws(FormatError) {
        let root: JSONValue
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw FormatError(message: "line \(error.line), column \(error.column): \(error.detail)")
        }
        guard case .array(let matching)? = root["matching"], case .array(let validation)? = root["validation"] else {
            throw FormatError(message: "expected arrays 'matching' and 'validation'")
        }
        self.matching = try matching.enumerated().map { (index, item) throws(FormatError) in
            guard case .string(let name)? = item["name"], case .string(let domain)? = item["domain"],
                  case .string(let appID)? = item["appId"], case .string(let url)? = item["url"],
                  case .string(let expect)? = item["expect"], let decision = AASADecision(rawValue: expect),
                  let document = item["aasa"] else {
                throw FormatError(message: "matching[\(index)] lacks name, aasa, domain, appId, url or a known expect")
            }
            let feature: String = if case .string(let tag)? = item["feature"] { tag } else { "(none)" }
            return MatchingCase(name: name, feature: feature, document: document, domain: domain, appID: appID, url: url, expect: decision)
        }
        self.validation = try validation.enumerated().map { (index, item) throws(FormatError) in
            guard case .string(let name)? = item["name"], let document = item["aasa"],
                  case .array(let codes)? = item["expectCodes"] else {
                throw FormatError(message: "validation[\(index)] lacks name, aasa or expectCodes")
            }
            let expectCodes = codes.compactMap { code -> String? in if case .string(let text) = code { text } else { nil } }
            return ValidationCase(name: name, document: document, expectCodes: expectCodes)
        }
    }

    /// Runs every case.
    public func run() -> AASACorpusReport {
        var failures: [AASACorpusReport.Failure] = []
        var features: [String: AASACorpusReport.FeatureTally] = [:]
        var matchingPassed = 0
        for item in matching {
            let got: String
            do {
                let parsed = try AASAParser.parse(item.document)
                got = try AASAMatcher(parsed.document).decide(appID: item.appID, domain: item.domain, url: item.url).rawValue
            } catch let error as AASAParseError {
                got = "parse error \(error.diagnostic.code)"
            } catch {
                got = "URL error: \(error)"
            }
            let passed = got == item.expect.rawValue
            var tally = features[item.feature] ?? AASACorpusReport.FeatureTally(feature: item.feature)
            tally.total += 1
            if passed {
                matchingPassed += 1
                tally.passed += 1
                if item.expect == .noMatch { tally.trivial += 1 }
            } else {
                failures.append(.init(name: item.name, expected: item.expect.rawValue, got: got))
            }
            features[item.feature] = tally
        }
        var validationPassed = 0
        for item in validation {
            let codes = Self.codes(item.document)
            let passed = item.expectCodes.isEmpty ? codes.isEmpty : Set(item.expectCodes).isSubset(of: codes)
            if passed {
                validationPassed += 1
            } else {
                failures.append(.init(name: item.name, expected: item.expectCodes.joined(separator: ","),
                                      got: codes.sorted().joined(separator: ",")))
            }
        }
        return AASACorpusReport(
            matching: .init(passed: matchingPassed, total: matching.count),
            validation: .init(passed: validationPassed, total: validation.count),
            features: features.values.sorted { $0.feature < $1.feature },
            failures: failures)
    }

    /// The codes of every diagnostic, reading and validating, that `document` draws.
    private static func codes(_ document: JSONValue) -> Set<String> {
        do {
            let parsed = try AASAParser.parse(document)
            return Set((parsed.diagnostics + AASAValidator.validate(parsed.document)).map(\.code))
        } catch {
            return [error.diagnostic.code]
        }
    }
}
