import Foundation
import LinkproofCore

/// `conform --record`: writes every new or changed outcome into the pending file beside its
/// golden file, never into the golden file itself (README, "Recording and review").
public enum GoldenRecorder {
    /// What a recording wrote.
    public struct Summary: Sendable, Equatable {
        /// Cases with a pending outcome now.
        public var cases: Int
        /// The pending files written, relative to the golden folder.
        public var files: [String]
    }

    /// Records `results` (a run over `suite`). Refuses when `environment` has `CI` set.
    public static func record(_ results: [CaseResult], in suite: GoldenSuite,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenError) -> Summary {
        if let ci = environment["CI"], !ci.isEmpty {
            throw GoldenError(.recordingInCI, file: "cases", "CI is set: CI checks goldens and never records them (record locally, review, commit)")
        }
        var changes: [AtomicWrite.Change] = []
        var recorded = 0
        let resultsByFile = Dictionary(grouping: results, by: \.golden.location.file)
        let pendingFiles = Dictionary(suite.pending.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in suite.files {
            guard let fileResults = resultsByFile[file.path] else { continue }
            let pendingPath = PendingFile.path(for: file.path)
            var entries = pendingFiles[pendingPath]?.entries ?? []
            let run = Set(fileResults.map(\.golden.id))
            entries.removeAll { run.contains($0.id) }
            for result in fileResults where result.needsRecording {
                entries.append(entry(result))
                recorded += 1
            }
            let existed = pendingFiles[pendingPath] != nil
            guard existed || !entries.isEmpty else { continue }
            let pending = PendingFile(path: pendingPath, goldenPath: file.path, entries: entries)
            changes.append(AtomicWrite.Change(path: suite.path(pendingPath), file: pendingPath, contents: entries.isEmpty ? nil : pending.text))
        }
        try AtomicWrite.apply(changes)
        return Summary(cases: recorded, files: changes.filter { $0.contents != nil }.map(\.file))
    }

    /// The pending entry of a result: every profile run, `null` for a recorded one that no longer applies.
    private static func entry(_ result: CaseResult) -> PendingEntry {
        var entry = PendingEntry(id: result.golden.id, expect: nil, document: nil)
        for (profile, outcome) in result.outcomes {
            entry.set(profile, outcome ?? (result.golden.recorded(profile) == nil ? nil : .null))
        }
        return entry
    }
}
