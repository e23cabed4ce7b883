import Foundation
import LinkproofCore

/// The fuzzer runs of one `linkproof fuzz` command, each going on past its findings for its
/// whole time (`-fork=1 -ignore_crashes=1`): a broken property is kept once per property and
/// class, the shortest input (`LINKPROOF_FUZZ_FINDINGS`, see FuzzFindings), and a trap once per
/// place it traps (the others move to `duplicates/`). Collects each run's summary row and its
/// findings, then prints them with the commands that reproduce and store each, and with
/// `--summary-json FILE` writes them as JSON too.
struct FuzzSession {
    let layout: FuzzLayout
    /// libFuzzer's flags the user gave after `--`.
    let flags: [String]
    /// Where the summary is written as JSON (`--summary-json`, resolved); nil: nowhere.
    let summaryFile: String?
    /// How a finding of a fuzzer at a place is stored: the command, before the finding's file.
    let store: (Fuzzer, String) -> String

    private(set) var rows: [String] = []
    private(set) var findings: [FuzzFinding] = []
    /// The runs that ended without doing their work (a status and no artifact).
    private(set) var failed: [String] = []
    /// Each run as the JSON summary gives it, and the runs that did not apply.
    private var runs: [JSONValue] = [], skipped: [JSONValue] = []

    init(layout: FuzzLayout, flags: [String], summaryFile: String?, store: @escaping (Fuzzer, String) -> String) {
        self.layout = layout
        self.flags = flags
        self.summaryFile = summaryFile
        self.store = store
    }

    /// Runs `fuzzer` at `place` (`target` or `target/app`) for `seconds`, from its working
    /// corpus and `inputs` (the committed corpus, seeds; those that exist), with `dictionary`
    /// when it has entries; `routes`: the app's route names, whose reach is recorded.
    mutating func run(_ fuzzer: Fuzzer, place: String, seconds: Int, inputs: [String], dictionary: String?, routes: [String]?) throws(UsageError) {
        let corpus = layout.working("corpus", place), artifacts = layout.working("artifacts", place)
        let found = layout.working("findings", place), reached = layout.working("reached", place)
        let log = layout.work + "/logs/" + place.replacingOccurrences(of: "/", with: "-") + ".log"
        let manager = FileManager.default
        for folder in [corpus, artifacts] { try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // This run's findings only: a finding still there is found (and listed) again.
        try? manager.removeItem(atPath: found)
        var extra = ["LINKPROOF_FUZZ_FINDINGS": found]
        if routes != nil {
            try? manager.createDirectory(atPath: (reached as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = manager.createFile(atPath: reached, contents: nil)
            extra["LINKPROOF_FUZZ_REACHED"] = reached
        }
        var arguments = ["-artifact_prefix=\(artifacts)/", "-print_final_stats=1", "-max_total_time=\(seconds)",
                         "-fork=1", "-ignore_crashes=1", "-ignore_timeouts=1", "-ignore_ooms=1"]
        if let dictionary { arguments.append("-dict=\(dictionary)") }
        arguments += flags + [corpus] + inputs.filter { manager.fileExists(atPath: $0) }
        let before = Self.files(in: corpus).count, started = Date()
        Console.out("== \(place) (\(seconds)s, going on past findings); log \(layout.shown(log))")
        let status = try fuzzer.run(arguments, extra: extra, log: log)
        let newArtifacts = Self.files(in: artifacts).filter { path in
            let name = (path as NSString).lastPathComponent
            let date = (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            return ["crash-", "timeout-", "oom-", "leak-"].contains(where: name.hasPrefix) && date >= started.addingTimeInterval(-1)
        }
        let traps = try group(newArtifacts, fuzzer)
        let kept = Self.folders(in: found)
        for artifact in traps {
            findings.append(FuzzFinding(place: place, title: "a trap: \(try fuzzer.signature(artifact).text)", detail: nil, input: artifact, fuzzer: fuzzer))
        }
        for folder in kept {
            let text = (try? String(contentsOfFile: folder + "/finding.txt", encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            findings.append(FuzzFinding(place: place, title: lines.first ?? "a broken property", detail: lines.count > 1 ? String(lines[1].prefix(300)) : nil,
                                        input: folder + "/input", fuzzer: fuzzer))
        }
        if status != 0, traps.isEmpty, status != 72 {
            Console.error("linkproof fuzz: \(place) exited with status \(status) and no artifact; the end of \(layout.shown(log)):")
            Console.error(Fuzzer.errorLines(log).joined(separator: "\n"))
            failed.append(place)
        }
        let routeNames = routes.map { ($0, Set(((try? String(contentsOfFile: reached, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))) }
        let record = FuzzRecord(place: place, seconds: Int(Date().timeIntervalSince(started)), log: log, corpusBefore: before,
                                corpusAfter: Self.files(in: corpus).count, findings: traps.count + kept.count, routes: routeNames)
        rows.append(record.row)
        runs.append(summary(record, findings: Array(findings.suffix(traps.count + kept.count))))
    }

    /// A run that did not apply (the target needs what the app does not have).
    mutating func skip(_ place: String, reason: String) {
        Console.out("== \(place) skipped: \(reason)")
        rows.append(FuzzRecord.skipped(place, reason: reason))
        skipped.append(.object([("run", .string(place)), ("reason", .string(reason))]))
    }

    /// Prints the summary and the findings, and writes the JSON summary when asked; 0 when
    /// nothing was found and every run ran, else 1.
    func finish() throws(UsageError) -> ExitCode {
        if let summaryFile {
            let summary = JSONValue.object([("runs", .array(runs)), ("skipped", .array(skipped)), ("didNotRun", .array(failed.map(JSONValue.string)))])
            do {
                try FileManager.default.createDirectory(atPath: (summaryFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data((summary.prettyText() + "\n").utf8).write(to: URL(fileURLWithPath: summaryFile), options: .atomic)
            } catch {
                throw UsageError("--summary-json \(layout.shown(summaryFile)): cannot be written (\(error.localizedDescription))")
            }
        }
        Console.out("")
        Console.out(FuzzRecord.header)
        for row in rows { Console.out(row) }
        if !failed.isEmpty { Console.out("did not run: \(failed.joined(separator: " "))") }
        guard !findings.isEmpty else { return failed.isEmpty ? .success : .failure }
        Console.out("")
        Console.out("Findings (one per property and class, or per trap) — reproduce, then store each as a regression, with:")
        for finding in findings {
            Console.out("* \(finding.place): \(finding.title)")
            if let detail = finding.detail { Console.out("  \(detail)") }
            Console.out("  \(finding.fuzzer.reproduction(finding.input))")
            Console.out("  then: \(store(finding.fuzzer, finding.place)) \(layout.shown(finding.input))")
        }
        return .failure
    }

    /// A run's entry in the JSON summary: its figures (`FuzzRecord`), the units it added to its
    /// working corpus, the routes it did not reach, and each finding with its reproducer, the
    /// regression `fuzz store` keeps of it and the command that does.
    private func summary(_ record: FuzzRecord, findings: [FuzzFinding]) -> JSONValue {
        let figures = record.figures
        func number(_ value: Int) -> JSONValue { .number(Double(value)) }
        let listed = findings.map { finding in
            JSONValue.object([
                ("title", .string(finding.title)), ("detail", finding.detail.map(JSONValue.string) ?? .null),
                ("input", .string(layout.shown(finding.input))), ("regression", regression(of: finding).map { .string(layout.shown($0)) } ?? .null),
                ("store", .string("\(store(finding.fuzzer, finding.place)) \(layout.shown(finding.input))")),
            ])
        }
        return .object([
            ("run", .string(record.place)), ("seconds", number(record.seconds)), ("executions", number(figures.executions)),
            ("executionsPerSecond", number(figures.speed)), ("edges", figures.edges.map(number) ?? .null), ("features", figures.features.map(number) ?? .null),
            ("corpusBefore", number(record.corpusBefore)), ("corpusAfter", number(record.corpusAfter)),
            ("newUnits", number(max(0, record.corpusAfter - record.corpusBefore))),
            ("routesNotReached", record.missingRoutes.map { .array($0.map(JSONValue.string)) } ?? .null), ("findings", .array(listed)),
        ])
    }

    /// Where `fuzz store` keeps `finding` while it still fails (`FuzzRegression`):
    /// `<place>/regressions/<kind>-<sha1 of the input>`; nil when storing minimizes it first
    /// (a trap of a manifest-driven target that no run kept), so its name is not known yet.
    private func regression(of finding: FuzzFinding) -> String? {
        let name = (finding.input as NSString).lastPathComponent
        let keptAsFound = name == "input" || finding.fuzzer.environment["LINKPROOF_FUZZ_MANIFEST"] == nil
        guard keptAsFound, let bytes = FileManager.default.contents(atPath: finding.input) else { return nil }
        let kind = FuzzRegression.kinds.first { name.hasPrefix($0 + "-") } ?? "crash"
        return layout.corpus + "/" + finding.place + "/regressions/\(kind)-\(SHA1.hex(Array(bytes)))"
    }

    /// `artifacts` grouped by where they trap: the smallest of each group is kept, the others
    /// move to `duplicates/` beside them.
    private func group(_ artifacts: [String], _ fuzzer: Fuzzer) throws(UsageError) -> [String] {
        guard artifacts.count > 1 else { return artifacts }
        var kept: [TrapSignature: String] = [:], order: [TrapSignature] = []
        let manager = FileManager.default
        func size(_ path: String) -> Int { (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        func moveAside(_ path: String) {
            let folder = (path as NSString).deletingLastPathComponent + "/duplicates"
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? manager.moveItem(atPath: path, toPath: folder + "/" + (path as NSString).lastPathComponent)
        }
        for artifact in artifacts.sorted() {
            let signature = try fuzzer.signature(artifact)
            guard let previous = kept[signature] else {
                kept[signature] = artifact
                order.append(signature)
                continue
            }
            if size(artifact) < size(previous) {
                moveAside(previous)
                kept[signature] = artifact
            } else {
                moveAside(artifact)
            }
        }
        return order.compactMap { kept[$0] }
    }

    /// The regular files directly in `folder`, sorted.
    static func files(in folder: String) -> [String] {
        entries(in: folder).filter { !isFolder($0) }
    }

    private static func folders(in folder: String) -> [String] {
        entries(in: folder).filter(isFolder)
    }

    private static func entries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}

/// Something a run found: a trap (a crash artifact) or a broken property (a kept finding).
struct FuzzFinding {
    let place: String
    let title: String
    let detail: String?
    /// The reproducer.
    let input: String
    let fuzzer: Fuzzer
}
