import Foundation
import LinkproofFuzzTargets
#if canImport(XCTest)
import XCTest
#endif

/// What replaying a committed fuzz corpus found: how many entries went through their target's
/// body, and each that broke an invariant, by its path.
public struct CorpusReplayResult: Sendable {
    /// The corpus folder replayed.
    public let folder: URL
    /// The entries replayed, by path below the folder.
    public let replayed: [String]
    /// Each entry that broke an invariant (or a folder that could not be read), as a line.
    public let failures: [String]

    /// The failures as one report: each with the file, and how many entries passed; a folder
    /// that could not be read as a corpus, as that.
    public var text: String {
        let headline = replayed.isEmpty ? "the corpus \(folder.path) could not be replayed:"
            : "\(failures.count) of \(replayed.count) corpus entries of \(folder.path) break an invariant:"
        return ([headline] + failures).joined(separator: "\n")
    }

    /// A replay that found nothing, in one line: how many entries went through.
    public var summary: String {
        replayed.isEmpty ? "no corpus entry stored in \(folder.path) (nothing to replay)"
            : "\(replayed.count) corpus \(replayed.count == 1 ? "entry" : "entries") of \(folder.path) replayed, none breaks an invariant"
    }
}

extension FuzzCorpus {
    /// A team's committed corpus: `path` absolute, or relative to the folder of the calling file
    /// (`filePath`), as snapshot libraries store theirs; without one, `Linkproof/Corpus/` of the
    /// package holding the calling file (the first folder above it with a `Package.swift`),
    /// where `swift package … linkproof fuzz store` stores findings. `targets` are the
    /// team's own (`FuzzTarget.catalogue`), whose folders the corpus holds too.
    public init(_ path: String? = nil, targets: [FuzzTarget] = [], filePath: StaticString = #filePath) {
        let folder = path.map { CallerPath.resolve($0, from: filePath) }
            ?? Self.packageRoot(of: "\(filePath)").appendingPathComponent("Linkproof/Corpus")
        self.init(folder: folder, targets: targets)
    }

    /// Replays every entry of every target folder through the target's body, in this process.
    /// A folder that does not exist or holds no entry is a failure naming the path it looked
    /// at (a misspelled path must not pass as a corpus with nothing in it).
    public func replay() -> CorpusReplayResult {
        replay(isolation: .inProcess)
    }

    /// The replay, each entry run as `isolation` says: in children of the test binary, an entry
    /// whose body traps (a team's handler force-unwrapping) is a failure carrying the trap's
    /// message, and the entries after it still run.
    func replay(isolation: Isolation) -> CorpusReplayResult {
        let entries: [Entry]
        do {
            entries = try self.entries()
        } catch {
            return CorpusReplayResult(folder: folder, replayed: [], failures: [error.description])
        }
        guard !entries.isEmpty else { return CorpusReplayResult(folder: folder, replayed: [], failures: [emptiness]) }
        // The entries go to `failures(of:isolation:)` as a parameter: with the job's `Never`
        // path capturing this local array, Swift 6.3.1's optimizer (-O) aborts ("Found outside
        // of lifetime use"), which broke every release build of LinkproofTesting (a team's
        // fuzz executable).
        guard let failures = failures(of: entries, isolation: isolation) else {
            return CorpusReplayResult(folder: folder, replayed: [], failures: [])
        }
        return CorpusReplayResult(folder: folder, replayed: entries.map(\.path), failures: failures.compactMap { $0 })
    }

    /// Each entry's failure (nil when it passes), run as `isolation` says; nil when this process
    /// replays none of them (another check's child).
    private func failures(of entries: [Entry], isolation: Isolation) -> [String?]? {
        func failure(_ entry: Entry) -> String? {
            do {
                try entry.replay()
                return nil
            } catch {
                return "\(folder.appendingPathComponent(entry.path).path): \(error)"
            }
        }
        switch isolation {
        case .inProcess:
            return entries.map(failure)
        case .elsewhere:
            return nil
        case .job(let job):
            guard case .corpus(let first) = job.work else { return nil }
            // A result line is the entry's failure, or none, as a one-element JSON array.
            IsolationJob.runEach(from: first, to: entries.count) { String(decoding: try! JSONEncoder().encode([failure(entries[$0])]), as: UTF8.self) }
        case .child(let child, let site, let handlerType):
            return child.runEach(entries.count, "the corpus entries of \(folder.path)",
                                 job: { IsolationJob(site: site.key, handler: handlerType, work: .corpus(first: $0)) },
                                 decode: { line in (try? JSONDecoder().decode([String?].self, from: Data(line.utf8))).flatMap(\.first) },
                                 trapped: { index, message in "\(folder.appendingPathComponent(entries[index].path).path): trapped (the code under test crashed): \(message)" },
                                 inProcess: { failure(entries[$0]) })
        }
    }

    /// Why a corpus with no entry replays nothing: no folder at the path, or no entry in it.
    private var emptiness: String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return "there is no folder at \(folder.path) (a relative path is read from the folder of the test file that names it)"
        }
        return "\(folder.path) holds no corpus entry (<target>/ or <target>/<app>/ folders of inputs: \(targets.map(\.name).joined(separator: ", ")))"
    }

    /// The nearest folder above `file` that holds a `Package.swift` (the current folder if none).
    static func packageRoot(of file: String) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}

/// Replays a team's committed fuzz corpus (the findings `fuzz store` stored) through the
/// same target bodies the fuzzer ran, and reports one failure, at the caller, listing each
/// entry that still breaks an invariant or traps — under Swift Testing (an `Issue`) or XCTest
/// (`XCTFail`), whichever runs the test. Under a Swift Testing test (or the `XCTestCase`
/// method of the same name) each entry runs in a child of the test binary, as
/// `assertSurvives` does: an entry on which a handler traps is a failure with the trap's
/// message, and the other entries still run. `LINKPROOF_ISOLATION=off` runs them in this process.
/// A replay that passes prints one line on standard error: how many entries it replayed. A
/// corpus folder that is missing (a misspelled path) or holds no entry fails, with the path.
///
/// ```swift
/// @Test func fuzzFindingsStayFixed() { expectCorpusReplays(FuzzCorpus(targets: [parkingTarget])) }
/// ```
public func expectCorpusReplays(_ corpus: FuzzCorpus, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
    replayCorpus(corpus, xcTest: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

#if canImport(XCTest)
extension XCTestCase {
    /// `expectCorpusReplays` in an XCTest test: the same check, whose child processes run this test method.
    public func expectCorpusReplays(_ corpus: FuzzCorpus, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column) {
        replayCorpus(corpus, xcTest: linkproofSelector, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
#endif

/// One call of `expectCorpusReplays`.
func replayCorpus(_ corpus: FuzzCorpus, xcTest: TestSelector?, at site: CallSite) {
    let isolation = Isolation.current(site: site, handler: corpus, xcTest: xcTest)
    if case .elsewhere = isolation { return }
    let result = corpus.replay(isolation: isolation)
    if result.failures.isEmpty {
        Console.note(result.summary)
    } else {
        TestReporter.fail(result.text, at: site)
    }
}
