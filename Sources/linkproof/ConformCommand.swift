import Foundation
import LinkproofConformance
import LinkproofCore

/// `linkproof conform`: runs the golden suite against what it recorded.
enum ConformCommand: Command {
    static let name = "conform"
    static let summary = "Run the golden conformance suite (every scenario of the documents)"
    static let help = """
        Usage:
          linkproof conform [--golden DIR] [--filter PATTERN] [--report FORMAT=PATH]... [--profiles P[,Q]] [--record]
                            [--documents DIR]

        Evaluates every golden case, compares each outcome with the recorded one, and prints
        a summary per document and per scenario (passed, differing, unrecorded) and the
        parse-diff of every difference. Without --golden it runs the built-in suite,
        Tests/Golden (Tests/Golden/README.md describes the format).

        --filter PATTERN        only the cases whose id, scenario, kind, document or manifest contains PATTERN
        --report FORMAT=PATH    also write a report: terminal, markdown, json, junit or html (repeatable).
                                PATH is a new or a regular file (never a device, FIFO, symbolic link
                                or directory, nor a file of the golden folder); '-' prints that format
                                on standard output instead of the terminal report
        --profiles linkproof    check one profile's recorded outcome only (default: all three).
                                The profiles: linkproof (the strict parser: "expect"), document
                                (the document's own handler: "document"), compatible (the parser
                                with every firebaseCompatibility and platformCompatibility option
                                of the manifest on, the SDK's and Apple's reading: "compatible",
                                recorded only where it differs from "expect")
        --profiles linkproof,document
                                the audit: the document's own handler against Linkproof, case by case
        --documents DIR         also check every "document" evidence quote against its source document:
                                DIR holds the documents as NNN_*.txt (NNN the document ID); a quote
                                must appear word for word, runs of white space counting as one space.
                                Each quote not found is named with its case (on standard error and in
                                the report's notes) and the exit code is 1
        --record                (or LINKPROOF_RECORD=1) write new and changed outcomes to pending files
                                beside the golden files (cases/NNN-topic.pending.json), never to an
                                accepted golden; then run 'linkproof review'. Refused when CI is set.

        Exit codes: 0 every case matches (or --record wrote its files); 1 a difference or an
        unrecorded case (the audit: the profiles differ), or a quote --documents does not find;
        2 a malformed golden file (file, line, column), a missing field, a duplicate case id, two
        cases that evaluate the same thing (same kind, manifest, input, setup and arrival; both
        named), an unknown manifest or scenario, a documents folder or document that cannot be
        read, or a refused or failed write. Orphaned pending entries only warn.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let directory = try arguments.option("--golden") ?? GoldenFolder.builtIn
        let filter = try arguments.option("--filter")
        let reports = try ReportRequest.parse(arguments.options("--report"), inputs: [directory])
        let profiles = try parseProfiles(arguments.option("--profiles"))
        let record = arguments.flag("--record") || ProcessInfo.processInfo.environment["LINKPROOF_RECORD"] == "1"
        let documents = try arguments.option("--documents")
        guard try arguments.positionals().isEmpty else { throw UsageError("conform takes no positional arguments") }
        if record, profiles?.count == 2 { throw UsageError("--record records each profile's own outcome; it does not combine with the audit") }
        if record, documents != nil { throw UsageError("--documents checks quotes; it does not combine with --record") }
        let outcome: Outcome
        do {
            outcome = try execute(directory: directory, filter: filter, profiles: profiles, record: record, documents: documents)
        } catch {
            throw UsageError(GoldenFolder.described(error, in: directory))
        }
        switch outcome {
        case .report(let report, let missing):
            for quote in missing { Console.error("error: " + quote.description) }
            let delivered = try ReportRequest.deliver(report, to: reports, colour: arguments.colour)
            return missing.isEmpty ? delivered : .failure
        case .recorded(let message): Console.out(message); return .success
        }
    }

    /// What a run gives: a report to deliver with the quotes `--documents` did not find, or
    /// what a recording wrote.
    private enum Outcome {
        case report(Report, missing: [DocumentQuotes.Missing])
        case recorded(String)
    }

    private static func execute(directory: String, filter: String?, profiles: [Profile]?, record: Bool,
                                documents: String?) throws(GoldenError) -> Outcome {
        let lock = record ? try GoldenLock(directory) : nil
        defer { withExtendedLifetime(lock) {} }
        let suite = try GoldenSuite.load(directory)
        // A pending outcome for a case that no longer exists can never be reviewed into a
        // golden: stop with its place; `linkproof review` reports and removes it.
        if !record, var orphan = suite.warnings.first(where: { $0.code == .orphanedPending }) {
            orphan.message += " (run 'linkproof review' to remove it)"
            throw orphan
        }
        let runner = ConformanceRunner(suite: suite)
        let selected = runner.cases(matching: filter)
        let missing = try documents.map { (folder) throws(GoldenError) in try DocumentQuotes(folder: folder, for: selected).missing(in: selected) } ?? []
        func withQuotes(_ report: Report) -> Outcome {
            var report = report
            report.notes += missing.map { "quote not found: " + $0.description }
            return .report(report, missing: missing)
        }
        if let profiles, profiles.count == 2 { return withQuotes(try runner.audit(profiles[0], profiles[1], filter: filter)) }
        let results = try runner.check(filter: filter, profiles: profiles ?? Profile.allCases)
        guard record else { return withQuotes(runner.report(results)) }
        for warning in suite.warnings { Console.error("warning: \(warning)") }
        let summary = try GoldenRecorder.record(results, in: suite)
        guard summary.cases > 0 else { return .recorded("Nothing to record: all \(results.count) cases match their recorded outcomes.") }
        let review = "linkproof review" + (directory == GoldenFolder.builtIn ? "" : " --golden \(directory)")
        return .recorded("Recorded \(summary.cases) new or changed outcome\(summary.cases == 1 ? "" : "s") in "
            + summary.files.map { suite.path($0) }.joined(separator: ", ") + ".\nReview them with: \(review)")
    }

    /// The profiles to check (all by default), or two to audit against each other.
    private static func parseProfiles(_ text: String?) throws(UsageError) -> [Profile]? {
        guard let text else { return nil }
        var profiles: [Profile] = []
        for name in text.split(separator: ",") {
            guard let profile = Profile(rawValue: String(name)) else { throw UsageError("--profiles takes linkproof, document or compatible, not '\(name)'") }
            profiles.append(profile)
        }
        guard (1...2).contains(profiles.count), Set(profiles).count == profiles.count else {
            throw UsageError("--profiles takes one profile, or two (e.g. linkproof,document) for the audit")
        }
        return profiles
    }
}

/// Where the built-in suite is: `Tests/Golden` under the working directory, else under the
/// source tree this binary was built from.
enum GoldenFolder {
    static let builtIn: String = {
        let local = "Tests/Golden"
        if FileManager.default.fileExists(atPath: local + "/scenarios.json") { return local }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return sources.appendingPathComponent(local).path
    }()

    /// `error` named inside the golden folder `directory`; for the built-in suite outside the
    /// root (`--root`, as the plugin runs the tool), what to give instead.
    static func described(_ error: GoldenError, in directory: String) -> String {
        let own = error.code == .outsideRoot && directory == builtIn
        return error.description(in: directory) + (own ? " (Linkproof's own golden suite: name your golden folder with --golden DIR)" : "")
    }
}

/// One `--report FORMAT=PATH`, and the printing and writing of a report.
struct ReportRequest {
    let format: ReportFormat
    /// A file, or `-`: standard output, in place of the terminal report.
    let path: String
    /// The files and folders the run reads, which a report never replaces.
    let inputs: [String]

    /// The requests of `values` (`FORMAT=PATH`), each PATH checked before the run
    /// (`ReportFile.check`: a regular file or none, outside `inputs`).
    static func parse(_ values: [String], inputs: [String]) throws(UsageError) -> [ReportRequest] {
        var requests: [ReportRequest] = []
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let format = ReportFormat(rawValue: String(parts[0])) else {
                throw UsageError("--report takes FORMAT=PATH with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'")
            }
            let request = ReportRequest(format: format, path: String(parts[1]), inputs: inputs)
            if request.path != "-" { try request.check() }
            requests.append(request)
        }
        guard requests.filter({ $0.path == "-" }).count <= 1 else { throw UsageError("--report FORMAT=- (standard output) may be given once") }
        return requests
    }

    /// Prints `report` for the terminal (coloured when `colour`), or in the format asked for
    /// `-`, writes every requested file, and gives exit code 1 when some entry is not passing.
    /// Under GitHub Actions (`GITHUB_ACTIONS=true`) each entry that is not passing is also an
    /// `::error`/`::warning` annotation at its golden file and line, before the terminal report
    /// (on standard error when a format fills standard output).
    static func deliver(_ report: Report, to requests: [ReportRequest], colour: Bool) throws(UsageError) -> ExitCode {
        let standardOutput = requests.first { $0.path == "-" }?.format
        if ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" {
            let annotations = GitHubAnnotations.lines(report).map { $0 + "\n" }.joined()
            (standardOutput == nil ? FileHandle.standardOutput : FileHandle.standardError).write(Data(annotations.utf8))
        }
        switch standardOutput {
        case nil: print(ReportFormat.terminal.render(report, colour: colour))
        case let format?: print(TerminalText.escaped(format.render(report), layout: .lines))
        }
        for request in requests where request.path != "-" {
            do {
                try ReportFile.write(request.format.render(report), to: request.path, inputs: request.inputs)
            } catch {
                throw request.refusal(error)
            }
        }
        return report.failing.isEmpty ? .success : .failure
    }

    private func check() throws(UsageError) {
        do {
            try ReportFile.check(path, inputs: inputs)
        } catch {
            throw refusal(error)
        }
    }

    private func refusal(_ error: GoldenError) -> UsageError {
        UsageError("cannot write the \(format.rawValue) report: \(error.description) (\(error.code.rawValue))")
    }
}
