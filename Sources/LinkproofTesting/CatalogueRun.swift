import Foundation
import LinkproofGen

/// What checking one unit found: one shrunk counterexample per finding key (whose `trap` is
/// set when the handler crashed on it), and the counts.
struct CatalogueOutcome {
    let unit: CatalogueUnit
    let property: String
    let run: FindingsRun<AdversarialCase>
}

extension LinkCatalogue {
    /// The most child runs one trap's shrink may take: each run that traps again on a simpler
    /// case starts the next from there, so the shrink ends at a case none of whose candidates
    /// trap the same way, or after this many runs.
    static let trapShrinkRuns = 32

    /// Checks `units` against `handler` as `isolation` says; units with nothing to aim at are left out.
    /// `strict`: every finding fails, notes included.
    func run(_ units: [CatalogueUnit], against handler: some LinkDecider, with settings: RunnerSettings, strict: Bool,
             isolation: Isolation) -> [CatalogueOutcome] {
        let units = units.filter { generator($0.name, arrival: $0.arrival, matchType: $0.matchType) != nil }
        switch isolation {
        case .inProcess:
            return units.map { unit in
                CatalogueOutcome(unit: unit, property: propertyName(unit.name, arrival: unit.arrival, matchType: unit.matchType),
                                 run: findingsRun(unit, against: handler, with: settings, strict: strict))
            }
        case .elsewhere:
            return []
        case .job(let job):
            guard perform(job, units: units, handler: handler, settings: settings, strict: strict) else { return [] }
            IsolationJob.finish()
        case .child(let child, let site, let handlerType):
            return runInChildren(units, child: child, job: { IsolationJob(site: site.key, handler: handlerType, work: $0) },
                                 handler: handler, settings: settings, strict: strict)
        }
    }

    /// The findings of one unit, in this process.
    private func findingsRun(_ unit: CatalogueUnit, against handler: some LinkDecider, with settings: RunnerSettings, strict: Bool,
                             journal: JournalState? = nil) -> FindingsRun<AdversarialCase> {
        let judge = self.judge(handler, unit)
        let generator = generator(unit.name, arrival: unit.arrival, matchType: unit.matchType)!
        guard let journal else {
            return PropertyRunner(settings: settings).findings(propertyName(unit.name, arrival: unit.arrival, matchType: unit.matchType), generator, strict: strict, judge)
        }
        return PropertyRunner(settings: settings).findings(propertyName(unit.name, arrival: unit.arrival, matchType: unit.matchType), journal.journaling(generator),
                                                           strict: strict) { value in journal.evaluate(value, judge) }
    }

    /// The parent's side: a child checks the units in order; when one traps, its case is
    /// shrunk in further children and the next child goes on after it.
    private func runInChildren(_ units: [CatalogueUnit], child: ChildProcess, job: (IsolationJob.Work) -> IsolationJob,
                               handler: some LinkDecider, settings: RunnerSettings, strict: Bool) -> [CatalogueOutcome] {
        var outcomes: [CatalogueOutcome] = []
        var remaining = units[...]
        while let next = remaining.first {
            let report = child.run(job(.catalogue(Array(remaining))))
            for line in report.results {
                guard let record = try? JSONDecoder().decode(FindingsRunRecord.self, from: Data(line.utf8)),
                      let unit = remaining.first else { break }
                let run = record.run(replaying: generator(unit.name, arrival: unit.arrival, matchType: unit.matchType)!)
                outcomes.append(CatalogueOutcome(unit: unit, property: propertyName(unit.name, arrival: unit.arrival, matchType: unit.matchType), run: run))
                remaining = remaining.dropFirst()
            }
            guard let trapped = remaining.first else { break }
            guard report.crashed, let entry = report.journal.last.flatMap(JournalEntry.init) else {
                // The child never reached this check (or could not start): run the rest here.
                Console.warn("the isolated run of \(propertyName(next.name, arrival: next.arrival, matchType: next.matchType)) did not reach the check (\(report.ending)); running the rest in this process, unisolated")
                return outcomes + run(Array(remaining), against: handler, with: settings, strict: strict, isolation: .inProcess)
            }
            outcomes.append(shrinkTrap(of: trapped, at: entry, message: report.trapDescription, child: child, job: job, settings: settings))
            remaining = remaining.dropFirst()
        }
        return outcomes
    }

    /// The trap of `unit` at the journal's `entry`, shrunk: each child runs one round of the
    /// shrinker's candidates, and the first that traps with the same message is where the next starts.
    private func shrinkTrap(of unit: CatalogueUnit, at entry: JournalEntry, message: String, child: ChildProcess,
                            job: (IsolationJob.Work) -> IsolationJob, settings: RunnerSettings) -> CatalogueOutcome {
        var current = entry.choices
        var skip: [[UInt8]] = []
        var runs = 0
        while runs < LinkCatalogue.trapShrinkRuns {
            runs += 1
            let report = child.run(job(.shrink(unit, start: current, skip: skip)))
            guard report.crashed, let trapped = report.journal.last.flatMap(JournalEntry.init), trapped.choices != current else { break }
            if report.trapDescription == message { current = trapped.choices } else { skip.append(trapped.choices) }
        }
        let property = propertyName(unit.name, arrival: unit.arrival, matchType: unit.matchType)
        let trap = Counterexample<AdversarialCase>.trap(
            message, property: property, settings: settings, caseIndex: entry.caseIndex, regression: nil,
            value: generator(unit.name, arrival: unit.arrival, matchType: unit.matchType)!.replay(current), choices: current, originalLength: entry.choices.count,
            isolatedRuns: runs, workingDirectory: FileManager.default.currentDirectoryPath)
        return CatalogueOutcome(unit: unit, property: property, run: .trapped(trap, settings: settings))
    }

    /// The child's side: does `job` if it is this check's (its units are among `units`);
    /// false when it is another check's.
    private func perform(_ job: IsolationJob, units: [CatalogueUnit], handler: some LinkDecider, settings: RunnerSettings, strict: Bool) -> Bool {
        let mine: Bool
        switch job.work {
        case .catalogue(let wanted): mine = wanted.allSatisfy(units.contains)
        case .shrink(let unit, _, _): mine = units.contains(unit)
        case .goldens, .corpus: mine = false
        }
        guard mine, let files = IsolationJob.currentFiles, let journal = Journal(path: files.journal),
              let results = Journal(path: files.results) else { return false }
        switch job.work {
        case .catalogue(let wanted):
            for unit in wanted {
                let run = findingsRun(unit, against: handler, with: settings, strict: strict, journal: JournalState(journal: journal))
                results.append(String(decoding: try! JSONEncoder().encode(FindingsRunRecord(run)), as: UTF8.self))
            }
        case .shrink(let unit, let start, let skip):
            let state = JournalState(journal: journal)
            let judge = judge(handler, unit)
            var isStart = true
            _ = Shrinker(budget: settings.shrinkBudget).shrink(start, of: state.journaling(generator(unit.name, arrival: unit.arrival, matchType: unit.matchType)!)) { value in
                // The start traps (that is why it is shrunk); every candidate runs, and none
                // counts as failing: the round ends at the first that traps, or passes them all.
                defer { isStart = false }
                guard !isStart, !skip.contains(state.lastChoices) else { return isStart }
                _ = judge(value)
                return false
            }
        case .goldens, .corpus:
            break
        }
        return true
    }
}

/// A line of a child's journal: the choices of the case about to run, and which case of the
/// run it is (during a shrink, the case that failed).
struct JournalEntry {
    let caseIndex: Int
    let choices: [UInt8]

    init?(_ line: Substring) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 2, let index = Int(fields[0]), let bytes = [UInt8](hex: fields[1]) else { return nil }
        caseIndex = index
        choices = bytes
    }
}

/// The journal of one unit in a child: each generated case's choices are written before the
/// handler sees the case.
final class JournalState: @unchecked Sendable {
    private let journal: Journal
    private var evaluations = 0
    private var failedAt: Int?
    private(set) var lastChoices: [UInt8] = []

    init(journal: Journal) {
        self.journal = journal
    }

    /// `generator`, writing each case's choices to the journal once drawn.
    func journaling<Value>(_ generator: Gen<Value>) -> Gen<Value> {
        Gen { source in
            let value = generator.generate(from: &source)
            self.lastChoices = source.choices
            self.journal.append("\(self.failedAt ?? self.evaluations) \(source.choices.hexEncoded)")
            return value
        }
    }

    /// Runs `judge` on `value`, counting the cases until the first finding.
    func evaluate<Value>(_ value: Value, _ judge: (Value) -> Finding?) -> Finding? {
        let finding = judge(value)
        if finding != nil && failedAt == nil { failedAt = evaluations }
        evaluations += 1
        return finding
    }
}
