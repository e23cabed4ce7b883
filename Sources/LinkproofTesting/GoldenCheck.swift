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

    /// Loads the golden directory at `directory` (`apps/`, `cases/`, `scenarios.json`):
    /// absolute, or relative to the folder of the calling file (`filePath`), e.g.
    /// `GoldenCheck(directory: "Golden")` beside the test.
    public init(directory: String, filePath: StaticString = #filePath) throws(GoldenError) {
        suite = try GoldenSuite.load(CallerPath.resolve(directory, from: filePath).path)
    }

    /// Linkproof's built-in golden directory: the documents' apps and scenarios.
    public static let builtInDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Golden").path

    /// Runs every case of the app called `manifest` (every app's when nil) on `platform` that
    /// hands a link to a handler against `handler`. On Android the handler receives what the app
    /// does: the intent's data URI, with `LinkContext.androidDelivery` saying how it came; a link
    /// Android does not start the app with is not handed over. A universal link the app's AASA file does not give the
    /// app is not handed over (iOS opens it in Safari): such cases are counted in
    /// `notDelivered`, not compared. In this process, or with `isolated` (under a Swift
    /// Testing test) in children of the test binary, where a case the handler traps on is a
    /// difference whose handler side is `{"trap": message}`.
    public func run(_ handler: some LinkDecider, manifest: String? = nil, platform: GoldenPlatform = .ios, isolated: Bool = false,
                    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                    column: UInt = #column) throws(GoldenError) -> GoldenCheckResult {
        let isolation = isolated ? Isolation.current(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), handler: handler)
            : .inProcess
        return try run(handler, manifest: manifest, platform: platform, isolation: isolation)
    }

    /// The run, each case handed to the handler as `isolation` says; a case on which the
    /// handler traps is a difference whose `handler` side is the trap's message.
    func run(_ handler: some LinkDecider, manifest: String?, platform: GoldenPlatform, isolation: Isolation) throws(GoldenError) -> GoldenCheckResult {
        var delivered: [HandlerCase] = []
        var notDelivered: [(id: String, reason: String)] = []
        for golden in suite.cases where (manifest == nil || golden.manifest == manifest) && golden.platform == platform {
            guard let handlerCase = try golden.handlerCase() else { continue }
            switch GoldenDelivery(handlerCase, manifest: golden.manifest.flatMap { suite.manifests[$0] }) {
            case .delivered: delivered.append(handlerCase)
            case .notDelivered(let reason): notDelivered.append((golden.id, reason))
            }
        }
        let actions = GoldenCheck.actions(delivered, handler: handler, isolation: isolation)
        let entries = zip(delivered, actions).map { handlerCase, now in
            ReportEntry(handlerCase.golden, in: suite, comparisons: [
                Comparison(label: "handler", before: handlerCase.recorded.map(GoldenCheck.action), after: now),
            ])
        }
        let notes = Dictionary(grouping: notDelivered, by: \.reason).sorted { $0.key < $1.key }.map { reason, cases in
            "\(cases.count) \(platform == .ios ? "universal-link " : "")case(s) not handed to the handler, \(reason): \(cases.map(\.id).joined(separator: ", "))"
        }
        return GoldenCheckResult(report: Report(title: "Golden cases against the handler: \(suite.name)",
                                                beforeLabel: "recorded", afterLabel: "handler", entries: entries, notes: notes),
                                 notDelivered: notDelivered.count)
    }

    /// What the handler did with each case, as the comparison reads it; a trap is `{"trap": message}`.
    private static func actions(_ cases: [HandlerCase], handler: some LinkDecider, isolation: Isolation) -> [JSONValue] {
        func decide(_ handlerCase: HandlerCase) -> Decision {
            handler.decide(handlerCase.link, context: handlerCase.context)
        }
        switch isolation {
        case .inProcess, .elsewhere:
            return cases.map { action(JSONValue(writing: decide($0))) }
        case .job(let job):
            guard case .goldens(let first) = job.work else { return [] }
            IsolationJob.runEach(from: first, to: cases.count) { String(decoding: try! JSONEncoder().encode(decide(cases[$0])), as: UTF8.self) }
        case .child(let child, let site, let handlerType):
            return child.runEach(cases.count, "the golden cases",
                                 job: { IsolationJob(site: site.key, handler: handlerType, work: .goldens(first: $0)) },
                                 decode: { line in (try? JSONDecoder().decode(Decision.self, from: Data(line.utf8))).map { action(JSONValue(writing: $0)) } },
                                 trapped: { _, message in .object([("trap", .string(message))]) },
                                 inProcess: { action(JSONValue(writing: decide(cases[$0]))) })
        }
    }

    /// Why a check that compared no case fails, and how to get cases: `linkproof init` writes
    /// Android twins for the routes an intent filter of the manifest's `android` section is
    /// bound to (its `routes`), or cases are written by hand with `"platform": "android"`.
    static func nothingCompared(manifest: String?, platform: GoldenPlatform, notDelivered: Int) -> String {
        let app = manifest ?? "any app"
        var lines = ["The golden check compared no golden case of \(app) on \(platform.rawValue)"
            + (notDelivered > 0 ? " (\(notDelivered) not handed to the handler: the platform does not deliver them)." : ": the directory has none.")]
        switch platform {
        case .android:
            lines.append("Android cases: `linkproof init --manifest <manifest> <dir>` writes them for each route an intent filter of the manifest's `android` section is bound to (the filter's \"routes\"); or write cases with \"platform\": \"android\" by hand, then `conform --record` and `review`.")
        case .ios:
            lines.append("Cases: `linkproof init --manifest <manifest> <dir>`, then `conform --record` and `review`.")
        }
        return lines.joined(separator: "\n")
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
    /// How many universal-link cases were not handed to the handler because the app's AASA
    /// file does not give their URL to the app (the report's notes name them and say why).
    public let notDelivered: Int

    /// The cases where the handler did something else than Linkproof recorded (or that are not recorded).
    public var failing: [ReportEntry] { report.failing }

    /// The report as `linkproof conform` prints it: counts, then each difference's parse-diff.
    public var text: String { ReportFormat.terminal.render(report) }
}
