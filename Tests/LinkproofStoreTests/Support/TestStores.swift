import Foundation
@testable import LinkproofStore
import LinkproofCore
import LinkproofTestSupport

/// A fresh folder for one test's store files, removed when the test's value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        path = TestScratch.url("linkproof-store-tests").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }
}

/// A random source that returns the same word every time: every draw is predictable, so
/// collisions can be forced.
struct RepeatingGenerator: RandomNumberGenerator {
    let word: UInt64
    mutating func next() -> UInt64 { word }
}

/// SplitMix64: a seeded random source, so a failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A clock the test moves by hand.
final class ManualClock {
    var now = Date(timeIntervalSince1970: 1_764_000_000)
    func advance(by seconds: TimeInterval) { now += seconds }
}

/// The prefix of the documents' examples (S002-03).
let samplePrefix = "https://example.page.link"

/// A long dynamic link of the documents (S002-01).
let sampleLongLink = "https://example.page.link/?link=https://www.example.com/content?item%3D1234&ibi=com.example.ios&isi=12345"

/// Options as the importer records them.
let importOptions = ShortLinkOptions(suffix: .short, origin: .import)

extension SQLiteShortLinkStore {
    /// Every stored row, read straight from the table (not through `lookup`), to check that
    /// each one is complete.
    func allRows() throws -> [(prefix: String, suffix: String, longLink: String, options: String)] {
        let statement = try connection.prepare("SELECT prefix, suffix, long_link, options FROM short_links ORDER BY id")
        var rows: [(String, String, String, String)] = []
        while try statement.step() {
            rows.append((statement.text(at: 0), statement.text(at: 1), statement.text(at: 2), statement.text(at: 3)))
        }
        return rows
    }
}
