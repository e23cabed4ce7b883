import Foundation
import LinkproofFuzzTargets
import Testing
import XCTest

/// What replaying a committed fuzz corpus found: how many entries went through their target's
/// body, and each that broke an invariant, by its path.
public struct CorpusReplayResult: Sendable {
    /// The corpus folder replayed.
    public let folder: URL
    /// The entries replayed, by path below the folder.
    public let replayed: [String]
    /// Each entry that broke an invariant (or a folder that could not be read), as a line.
    public let failures: [String]

    /// The failures as one report: each with the file, and how many entries passed.
    public var text: String {
        (["\(failures.count) of \(replayed.count) corpus entries of \(folder.path) break an invariant:"] + failures).joined(separator: "\n")
    }
}

extension FuzzCorpus {
    /// A team's committed corpus, `path` relative to the package root (found from `filePath`,
    /// the calling test file, upward to the first `Package.swift`): by default
    /// `Linkproof/Corpus/`, where `swift package … linkproof add-regression` stores findings.
    /// `targets` are the team's own (`FuzzTarget.catalogue`), whose folders the corpus holds too.
    public init(_ path: String = "Linkproof/Corpus", targets: [FuzzTarget] = [], filePath: StaticString = #filePath) {
        let folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : Self.packageRoot(of: "\(filePath)").appendingPathComponent(path)
        self.init(folder: folder, targets: targets)
    }

    /// Replays every entry of every target folder through the target's body. A corpus folder
    /// that does not exist yet (nothing stored) replays nothing.
    public func replay() -> CorpusReplayResult {
        let entries: [Entry]
        do {
            entries = try self.entries()
        } catch {
            return CorpusReplayResult(folder: folder, replayed: [], failures: [error.description])
        }
        var failures: [String] = []
        for entry in entries {
            do {
                try entry.replay()
            } catch {
                failures.append("\(entry.file.path): \(error)")
            }
        }
        return CorpusReplayResult(folder: folder, replayed: entries.map(\.path), failures: failures)
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

/// Replays a team's committed fuzz corpus (the findings `add-regression` stored) through the
/// same target bodies the fuzzer ran, and reports one failure, at the caller, listing each
/// entry that still breaks an invariant — under Swift Testing (an `Issue`) or XCTest
/// (`XCTFail`), whichever runs the test:
///
/// ```swift
/// @Test func fuzzFindingsStayFixed() { expectCorpusReplays(FuzzCorpus(targets: [parkingTarget])) }
/// ```
public func expectCorpusReplays(_ corpus: FuzzCorpus, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
    let result = corpus.replay()
    guard !result.failures.isEmpty else { return }
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: result.text), sourceLocation: location)
    } else {
        XCTFail(result.text, file: filePath, line: line)
    }
}
