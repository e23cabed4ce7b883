import Foundation
import Testing
@testable import LinkproofCore

/// Google's Digital Asset Links compatibility suite (`google/digitalassetlinks`,
/// `compatibility-tests/v1`, Apache-2.0) run against `AssetLinksParser` and
/// `AssetLinksResolver`. The suite is vendored, unchanged, in
/// `Tests/Resources/digitalassetlinks/` (its `LICENSE` and `SOURCE.md` beside it; NOTICE credits it).
struct DigitalAssetLinksCompatibilityTests {
    /// The two cases the suite contradicts itself on: a List request without a relation
    /// against a site serving `[]` is SUCCESS here and FETCH_ERROR ("No statements were
    /// found") in comptest2002; Linkproof follows comptest2002 (and comptest3002).
    static let contradicted: Set<String> = [
        "comptest1101: relation queries in List requests / Missing relation query",
        "comptest1101: relation queries in List requests / Empty relation query",
    ]

    /// Every case's outcome, response and error codes are reproduced but the two the suite
    /// contradicts, and every message the suite gives a pattern for matches it.
    @Test func everyCaseOfTheSuite() throws {
        let report = try DALSuite.run()
        print("Digital Asset Links compatibility suite: \(report.passed)/\(report.total) cases pass;"
              + " \(report.messagesMatched)/\(report.messagesExpected) expected error messages matched")
        for failure in report.failures { print("  FAIL \(failure.name): \(failure.problem)") }
        #expect(report.total == 383)
        #expect(Set(report.failures.map(\.name)) == Self.contradicted)
        // Where a case gives the API's wording (error_message_regex), a message matches it.
        #expect(report.messagesMatched == report.messagesExpected)
    }
}

/// The runner: reads every `.pb` file of the suite and evaluates each check and list case.
enum DALSuite {
    /// `Tests/Resources/digitalassetlinks/compatibility-tests/v1`, found relative to this file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/digitalassetlinks/compatibility-tests/v1")

    struct Report {
        var total = 0
        var passed = 0
        var messagesExpected = 0
        var messagesMatched = 0
        var failures: [(name: String, problem: String)] = []
    }

    static func run() throws -> Report {
        var report = Report()
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "pb" }.sorted { $0.path < $1.path } ?? []
        for file in files {
            let suite = try ProtoText.read(String(decoding: try Data(contentsOf: file), as: UTF8.self))
            for group in suite.all("test_group") {
                evaluate(group, file: file.lastPathComponent, into: &report)
            }
        }
        return report
    }

    private enum Outcome: String { case success = "SUCCESS", queryParsingError = "QUERY_PARSING_ERROR", fetchError = "FETCH_ERROR" }

    private static func evaluate(_ group: ProtoText, file: String, into report: inout Report) {
        let web = Dictionary(group.all("web_content").map { ($0.first("url")?.text ?? "", Array(($0.first("body")?.text ?? "").utf8)) },
                             uniquingKeysWith: { $1 })
        let apps = group.all("android_content")
        let resolver = AssetLinksResolver { url in
            if let body = web[url] { return .success(body) }
            // A URL the group does not serve is a file the server does not have.
            return .failure(AssetLinksFetchFailure([AssetLinksDiagnostic(.badStatus, document: url, path: "$", message: "HTTP 404 Not Found")]))
        }
        let groupName = group.first("name")?.text ?? file
        let cases = group.all("check_statements_tests").map { (check: true, $0) } + group.all("list_statements_tests").map { (check: false, $0) }
        for (check, testCase) in cases {
            report.total += 1
            let name = "\(groupName) / \(testCase.first("name")?.text ?? "(unnamed)")"
            let expectedOutcome = Outcome(rawValue: testCase.first("outcome")?.text ?? "SUCCESS") ?? .success
            let request = testCase.first("request") ?? .message([])
            var outcome = Outcome.success
            var messages: [String] = []
            var codes: Set<String> = []
            var linked = false
            var listed: Set<AssetLinksStatement> = []
            do {
                let source = try asset(request.first("source"), role: "source")
                let relationText = request.first("relation")?.text ?? ""
                let relation: String?
                if check && relationText.isEmpty { throw QueryError(description: "Request must contain a relation string") }
                do {
                    relation = relationText.isEmpty && !check ? nil : try AssetLinksRelation(relationText).text
                } catch {
                    // The API reads a relation in a request as it reads one in a list: MALFORMED_CONTENT.
                    throw QueryError(description: error.message, codes: ["ERROR_CODE_MALFORMED_CONTENT"])
                }
                let target = check ? try asset(request.first("target"), role: "target") : nil
                let resolution: AssetLinksResolution
                var listFound = true
                switch source {
                case .web(let site):
                    resolution = resolver.statements(of: site)
                case .androidApp(let package, let fingerprint):
                    // An app the API does not know makes no statements, and that is no error.
                    let app = apps.first { $0.first("package_name")?.text == package && $0.first("cert_fingerprint")?.text == fingerprint }
                    listFound = app != nil
                    resolution = resolver.statements(ofApp: package, fingerprint: fingerprint, list: Array((app?.first("assets_statements")?.text ?? "[]").utf8))
                }
                var diagnostics = resolution.diagnostics
                if !check, relation == nil, listFound, let none = resolution.noStatementsDiagnostic(document: "\(source)") { diagnostics.append(none) }
                messages = diagnostics.map(\.message)
                codes = Set(diagnostics.compactMap(\.code.apiErrorCode))
                if !diagnostics.isEmpty { outcome = .fetchError }
                if let target, let relation { linked = resolution.check(relation: relation, target: target) }
                listed = Set(resolution.list(relation: relation))
            } catch let error as QueryError {
                outcome = .queryParsingError
                messages = [error.description]
                codes = error.codes
            } catch {
                outcome = .queryParsingError
                messages = ["\(error)"]
            }
            var problems: [String] = []
            if outcome != expectedOutcome { problems.append("outcome \(outcome.rawValue), expected \(expectedOutcome.rawValue)") }
            let expectedCodes = Set(testCase.all("error_code").compactMap(\.text))
            if !expectedCodes.isSubset(of: codes) { problems.append("error codes \(codes.sorted()), expected \(expectedCodes.sorted())") }
            if check {
                let expected = testCase.first("response")?.text == "true"
                if outcome != .queryParsingError, linked != expected { problems.append("linked \(linked), expected \(expected)") }
            } else if outcome != .queryParsingError {
                let expected = Set(testCase.all("response").compactMap { try? statement($0) })
                if listed != expected { problems.append("listed \(listed.count) statement(s), expected \(expected.count)") }
            }
            if let pattern = testCase.first("error_message_regex")?.text {
                report.messagesExpected += 1
                if messages.contains(where: { $0.range(of: pattern, options: .regularExpression) != nil }) { report.messagesMatched += 1 }
            }
            if problems.isEmpty {
                report.passed += 1
            } else {
                report.failures.append((name, "\(problems.joined(separator: "; ")) [\(messages.joined(separator: " | "))]"))
            }
        }
    }

    /// A request the API refuses before fetching anything (QUERY_PARSING_ERROR).
    private struct QueryError: Error, CustomStringConvertible {
        let description: String
        var codes: Set<String> = []
    }

    /// A query's `role` asset (`source` or `target`), read as the API reads a request (its
    /// errors are query-parsing errors).
    private static func asset(_ value: ProtoText?, role: String) throws -> AssetLinksAsset {
        guard let value else { throw QueryError(description: "Request must contain a \(role) asset query") }
        if let web = value.first("web") {
            guard let site = web.first("site")?.text, !site.isEmpty else { throw QueryError(description: "No site field") }
            do {
                return .web(try AssetLinksSite(site))
            } catch {
                throw QueryError(description: "Invalid site: \(error.message)")
            }
        }
        if let app = value.first("android_app") {
            guard let package = app.first("package_name")?.text, AssetLinksAndroidApp.isValidPackageName(package) else {
                throw QueryError(description: "Invalid package_name field")
            }
            guard let fingerprint = app.first("certificate")?.first("sha256_fingerprint")?.text,
                  AssetLinksAndroidApp.isValidFingerprint(fingerprint) else {
                throw QueryError(description: "Invalid sha256_fingerprint field")
            }
            return .androidApp(packageName: package, fingerprint: fingerprint)
        }
        throw QueryError(description: "Must specify one of the asset types")
    }

    private static func statement(_ value: ProtoText) throws -> AssetLinksStatement {
        AssetLinksStatement(source: try asset(value.first("source"), role: "source"), relation: value.first("relation")?.text ?? "",
                            target: try asset(value.first("target"), role: "target"))
    }
}
