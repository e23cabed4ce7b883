import LinkproofCore

/// `linkproof review`: the pending changes of a golden folder, each accepted into its golden
/// file, rejected (dropped), or skipped (kept for later), as `cargo insta review` does it.
public struct ReviewSession: Sendable {
    /// A person's answer to one pending change.
    public enum Answer: Sendable {
        case accept, reject, skip, quit
    }

    /// One pending change, with what a reviewer needs to judge it.
    public struct PendingChange: Sendable {
        public var golden: GoldenCase
        public var entry: PendingEntry
        /// The recorded outcome against the pending one, per profile.
        public var comparisons: [Comparison]

        /// The change as a report entry (recorded → pending).
        public var reportEntry: ReportEntry { ReportEntry(golden, comparisons: comparisons) }
    }

    /// What a review did.
    public struct Summary: Sendable, Equatable {
        public var accepted = 0
        public var rejected = 0
        public var skipped = 0
        /// Pending entries whose case no longer exists, removed.
        public var orphansRemoved = 0
        /// Files written, relative to the golden folder.
        public var written: [String] = []
        /// Pending files removed once empty.
        public var removed: [String] = []
    }

    public let suite: GoldenSuite

    public init(suite: GoldenSuite) { self.suite = suite }

    /// Every pending change in file order.
    public var changes: [PendingChange] {
        var cases: [String: [String: GoldenCase]] = [:]
        for file in suite.files {
            cases[file.path] = Dictionary(file.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return suite.pending.flatMap { file in
            file.entries.compactMap { entry -> PendingChange? in
                guard let golden = cases[file.goldenPath]?[entry.id] else { return nil }
                let comparisons = Profile.allCases.compactMap { profile -> Comparison? in
                    guard let outcome = entry.outcome(profile) else { return nil }
                    return Comparison(label: profile.rawValue, before: golden.recorded(profile), after: outcome == .null ? nil : outcome)
                }
                return PendingChange(golden: golden, entry: entry, comparisons: comparisons)
            }
        }
    }

    /// Pending entries for cases that no longer exist (they are removed by `run`).
    public var orphans: [GoldenError] { suite.warnings }

    /// Asks `answer` about every pending change (until it says `quit`), then writes the
    /// golden files and the pending files that remain, all at once and atomically.
    public func run(_ answer: (PendingChange) -> Answer) throws(GoldenError) -> Summary {
        let changes = self.changes
        var summary = Summary()
        var accepted: [String: [PendingEntry]] = [:]
        var decided: Set<String> = []
        var quitting = false
        for change in changes where !quitting {
            let reply = answer(change)
            switch reply {
            case .accept:
                accepted[change.golden.location.file, default: []].append(change.entry)
                decided.insert(change.golden.id)
                summary.accepted += 1
            case .reject:
                decided.insert(change.golden.id)
                summary.rejected += 1
            case .skip:
                summary.skipped += 1
            case .quit:
                quitting = true
            }
        }
        summary.skipped += changes.count - summary.accepted - summary.rejected - summary.skipped
        let goldenFiles = Dictionary(suite.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var writes = accepted.sorted { $0.key < $1.key }.compactMap { file, entries in
            goldenFiles[file].map { golden in
                AtomicWrite.Change(path: suite.path(file), file: file, contents: GoldenFileText.text(GoldenFileText.accepting(entries, in: golden.json)))
            }
        }
        let live = Set(changes.map(\.golden.id))
        for file in suite.pending {
            let kept = file.entries.filter { live.contains($0.id) && !decided.contains($0.id) }
            summary.orphansRemoved += file.entries.count - kept.count - file.entries.filter { decided.contains($0.id) }.count
            let goldenExists = goldenFiles[file.goldenPath] != nil
            guard kept.count != file.entries.count || !goldenExists else { continue }
            var remaining = file
            remaining.entries = kept
            writes.append(AtomicWrite.Change(path: suite.path(file.path), file: file.path, contents: kept.isEmpty ? nil : remaining.text))
        }
        try AtomicWrite.apply(writes)
        summary.written = writes.filter { $0.contents != nil }.map(\.file)
        summary.removed = writes.filter { $0.contents == nil }.map(\.file)
        return summary
    }
}
