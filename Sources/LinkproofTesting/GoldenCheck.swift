import Foundation
import LinkproofConformance
import LinkproofCore

/// A golden directory (a team's own, or Linkproof's built-in `Tests/Golden`) run against an
/// app's handler: each case's link goes to the handler the way the case says it arrives, and
/// what the handler did is compared with what Linkproof recorded for the link — open the
/// same route with the same parameters, confirm, resolve the short link, or do nothing. The
/// differences are the same parse-diff `linkproof conform` prints.
public struct GoldenCheck: Sendable {
    /// The loaded golden directory.
    public let suite: GoldenSuite

    /// Loads the golden directory at `directory` (`apps/`, `cases/`, `scenarios.json`).
    public init(directory: String) throws(GoldenError) {
        suite = try GoldenSuite.load(directory)
    }

    /// Linkproof's built-in golden directory: the documents' apps and scenarios.
    public static let builtInDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Golden").path

    /// Runs every case of the app called `manifest` (every app's when nil) that hands a link
    /// to a handler against `handler`.
    public func run(_ handler: some LinkHandler, manifest: String? = nil) throws(GoldenError) -> GoldenCheckResult {
        var entries: [ReportEntry] = []
        for golden in suite.cases where manifest == nil || golden.manifest == manifest {
            guard let handlerCase = try golden.handlerCase() else { continue }
            let link = IncomingLink(handlerCase.link, context: handlerCase.context)
            let now = GoldenCheck.action(JSONValue(encoding: handler.handle(link).decision(for: link)))
            entries.append(ReportEntry(golden, in: suite, comparisons: [
                Comparison(label: "handler", before: handlerCase.recorded.map(GoldenCheck.action), after: now),
            ]))
        }
        return GoldenCheckResult(report: Report(title: "Golden cases against the handler: \(suite.name)",
                                                beforeLabel: "recorded", afterLabel: "handler", entries: entries))
    }

    /// What a decision makes the app do, as the comparison reads it: the kind, and the route
    /// and parameters or the short link; a rejection's reason, offset and detail and a
    /// routed link's `via` and `matchType` are Linkproof's own words, which a handler has not.
    static func action(_ decision: JSONValue) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let kind = decision["decision"] { members.append(("decision", kind)) }
        if let route = decision["route"] { members.append(("route", route)) }
        if case .object(let parameters)? = decision["params"] {
            members.append(("params", .object(parameters.sorted { $0.key < $1.key })))
        }
        if let shortLink = decision["shortLink"] { members.append(("shortLink", shortLink)) }
        return .object(members)
    }
}

/// What a golden check found, case by case.
public struct GoldenCheckResult: Sendable {
    /// Every case run, recorded against the handler's.
    public let report: Report

    /// The cases where the handler did something else than Linkproof recorded (or that are not recorded).
    public var failing: [ReportEntry] { report.failing }

    /// The report as `linkproof conform` prints it: counts, then each difference's parse-diff.
    public var text: String { ReportFormat.terminal.render(report) }
}
