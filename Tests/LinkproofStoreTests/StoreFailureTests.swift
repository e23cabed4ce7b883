import Foundation
import LinkproofCore
@testable import LinkproofStore
import Testing
import LinkproofTestSupport

@Suite("Store failures are typed errors, and nothing is written half-way")
struct StoreFailureTests {
    let folder = TemporaryFolder()

    @Test("A file that is not SQLite is .notAStore, named by its path, and is left untouched")
    func notSQLite() throws {
        let path = folder.file("notes.sqlite")
        let text = Data("These are my notes, not a database. They go on for a while, long enough to fill a header.\n".utf8)
        try text.write(to: URL(fileURLWithPath: path))
        #expect(throws: ShortLinkStoreError.notAStore(path: path, detail: "not an SQLite database")) { try SQLiteShortLinkStore(path: path) }
        #expect(FileManager.default.contents(atPath: path) == text)
        #expect(ShortLinkStoreError.notAStore(path: path, detail: "not an SQLite database").description.contains(path))
    }

    @Test("Another program's SQLite database is .notAStore, for reading or writing, and is left byte for byte as it was")
    func foreignDatabase() throws {
        let path = folder.file("crm.sqlite")
        let foreign = try SQLiteConnection(path: path, access: .readWriteCreate, busyTimeoutMilliseconds: 0)
        try foreign.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers (name) VALUES ('alice')")
        let before = FileManager.default.contents(atPath: path)
        for access in [SQLiteShortLinkStore.Access.readOnly, .readWrite, .readWriteCreate] {
            #expect(throws: ShortLinkStoreError.notAStore(path: path, detail: "another program's SQLite database, with the tables customers;"
                                                          + " it was not changed")) {
                try SQLiteShortLinkStore(path: path, access: access)
            }
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try foreign.texts("SELECT name FROM sqlite_schema") == ["customers"])
        // A version number alone does not make a store: the store's own tables must be there.
        try foreign.execute("PRAGMA user_version = 2")
        #expect(throws: ShortLinkStoreError.self) { try SQLiteShortLinkStore(path: path) }
        #expect(try foreign.texts("SELECT name FROM sqlite_schema") == ["customers"])
    }

    @Test("A missing store opened without create is .cannotOpen, and no file appears")
    func missing() throws {
        let path = folder.file("absent.sqlite")
        #expect {
            try SQLiteShortLinkStore(path: path, access: .readWrite)
        } throws: { error in
            guard case .cannotOpen(let errorPath, _) = error as? ShortLinkStoreError else { return false }
            return errorPath == path
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A read-only store reads, refuses every write with .readOnly, and keeps what it had")
    func readOnly() throws {
        let path = folder.file("links.sqlite")
        let stored = try SQLiteShortLinkStore(path: path).insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("WXYZ"), options: importOptions)
        let store = try SQLiteShortLinkStore(path: path, access: .readOnly)
        #expect(try store.lookup(prefix: samplePrefix, suffix: "WXYZ") == stored)
        #expect(throws: ShortLinkStoreError.readOnly(path: path)) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .short, options: importOptions)
        }
        #expect(throws: ShortLinkStoreError.readOnly(path: path)) { try store.incrementClickCount(prefix: samplePrefix, suffix: "WXYZ") }
        let reopened = try SQLiteShortLinkStore(path: path)
        #expect(try reopened.stats().links == 1)
        #expect(try reopened.lookup(prefix: samplePrefix, suffix: "WXYZ") == stored)
        #expect(try reopened.integrityCheck() == "ok")
    }

    @Test("A read-only store that needs migrating is .readOnly, and stays at its old version")
    func readOnlyOldStore() throws {
        let path = folder.file("links.sqlite")
        try StoreSchema.migrate(SQLiteConnection(path: path, access: .readWriteCreate, busyTimeoutMilliseconds: 0), to: 1)
        #expect(throws: ShortLinkStoreError.readOnly(path: path)) { try SQLiteShortLinkStore(path: path, access: .readOnly) }
        #expect(try SQLiteConnection(path: path, access: .readOnly, busyTimeoutMilliseconds: 0).integer("PRAGMA user_version") == 1)
    }

    @Test("A store locked by another writer waits the busy timeout, then fails with .busy")
    func locked() throws {
        let path = folder.file("links.sqlite")
        let store = try SQLiteShortLinkStore(path: path, busyTimeoutMilliseconds: 300)
        let holder = try SQLiteConnection(path: path, access: .readWrite, busyTimeoutMilliseconds: 0)
        try holder.execute("BEGIN IMMEDIATE")
        let start = ContinuousClock.now
        #expect(throws: ShortLinkStoreError.busy(path: path, timeoutMilliseconds: 300)) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .short, options: importOptions)
        }
        #expect(ContinuousClock.now - start >= .milliseconds(250))  // it waited rather than failing at once
        // Readers are not blocked by a writer (WAL), and once the lock goes, writing works again.
        #expect(try store.stats().links == 0)
        try holder.execute("ROLLBACK")
        #expect(try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .short, options: importOptions).suffix.count == 4)
    }

    @Test("A store written by a newer Linkproof is .schemaTooNew, and is not touched")
    func schemaTooNew() throws {
        let path = folder.file("links.sqlite")
        _ = try SQLiteShortLinkStore(path: path)
        try SQLiteConnection(path: path, access: .readWrite, busyTimeoutMilliseconds: 0).execute("PRAGMA user_version = 99")
        #expect(throws: ShortLinkStoreError.schemaTooNew(path: path, found: 99, supported: StoreSchema.currentVersion)) {
            try SQLiteShortLinkStore(path: path)
        }
        #expect(try SQLiteConnection(path: path, access: .readOnly, busyTimeoutMilliseconds: 0).integer("PRAGMA user_version") == 99)
    }

    @Test("A version-1 store (links only) is migrated in place: its links kept, deferred clicks added")
    func migration() throws {
        let path = folder.file("links.sqlite")
        do {
            let old = try SQLiteConnection(path: path, access: .readWriteCreate, busyTimeoutMilliseconds: 0)
            try StoreSchema.migrate(old, to: 1)
            try old.execute("""
                INSERT INTO short_links (prefix, suffix, long_link, options, created_at, click_count)
                VALUES ('\(samplePrefix)', 'WXYZ', '\(sampleLongLink)', '{"origin":"import","suffixOption":"CUSTOM"}', 1700000000000, 7)
                """)
            #expect(try old.integer("PRAGMA user_version") == 1)
        }
        let store = try SQLiteShortLinkStore(path: path)
        #expect(try store.stats().schemaVersion == 2)
        let record = try #require(try store.lookup(prefix: samplePrefix, suffix: "WXYZ"))
        #expect(record.longLink == sampleLongLink && record.clickCount == 7)
        #expect(record.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(record.options == ShortLinkOptions(suffix: .custom("WXYZ"), origin: .import))
        let fingerprint = DeviceFingerprint(ipAddress: "198.51.100.1", platform: "iOS 18", screen: "390x844", language: "en", timeZone: "UTC")
        _ = try store.recordClick(prefix: samplePrefix, suffix: "WXYZ", fingerprint: fingerprint)
        #expect(try store.stats().deferredClicks == 1)
        #expect(store.fingerprintSalt.count == 32)
    }

    @Test("A full disk is .diskFull; the failed link is absent and the store stays sound")
    func diskFull() throws {
        let path = folder.file("links.sqlite")
        let store = try SQLiteShortLinkStore(path: path)
        // SQLite reports a store that reaches its page limit exactly as it reports a full disk.
        try store.connection.execute("PRAGMA max_page_count = 16")
        let bulky = "https://example.page.link/?link=https://www.example.com/" + String(repeating: "x", count: 4_000)
        var stored = 0
        var failure: ShortLinkStoreError?
        while failure == nil, stored < 100 {
            do {
                _ = try store.insert(longLink: bulky + "\(stored)", prefix: samplePrefix, suffix: .short, options: importOptions)
                stored += 1
            } catch {
                failure = error
            }
        }
        #expect(failure == .diskFull(path: path))
        #expect(stored > 0)
        #expect(try store.stats().links == stored)
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.allRows().allSatisfy { $0.longLink.hasPrefix(bulky) })
    }
}

@Suite("A store on a full disk or a read-only mount")
struct StoreEnvironmentTests {
    let folder = TemporaryFolder()

    @Test("An import stops at the first disk-full line; the lines before it stay committed, none after is tried")
    func importStopsAtDiskFull() throws {
        let path = folder.file("links.sqlite")
        let store = try SQLiteShortLinkStore(path: path)
        try store.connection.execute("PRAGMA max_page_count = 16")  // SQLite's own full disk
        let input = (0..<1_000).map { "https://example.page.link/?link=https://www.example.com/\($0)/" + String(repeating: "x", count: 2_000) }
        var outcomes: [ShortLinkImport.Outcome] = []
        let stoppedAt = ShortLinkImport(prefix: nil, policy: .short).run(input.joined(separator: "\n"), into: store) { outcomes.append($0) }
        let line = try #require(stoppedAt)
        #expect(line > 1 && line < 1_000)
        #expect(outcomes.count == line)
        #expect(outcomes.dropLast().allSatisfy { $0.succeeded })
        #expect(outcomes.last?.error?.code == "store-disk-full")
        #expect(try store.stats().links == line - 1)
        #expect(try store.integrityCheck() == "ok")
    }

    /// True when this process may mount a tmpfs (root in a container that allows it): the
    /// read-only mount test needs a real read-only file system, which chmod cannot give root.
    static let canMount: Bool = {
        let probe = TestScratch.url("linkproof-mount-probe").path
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe) == 0 else { return false }
        return run("/bin/umount", probe) == 0
    }()

    /// A 1 MiB tmpfs mounted at `path` for one test (which defers `unmount()`).
    struct Mount {
        let path: String

        init(_ path: String) throws {
            self.path = path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            guard StoreEnvironmentTests.run("/bin/mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", path) == 0 else {
                throw CocoaError(.fileWriteNoPermission)
            }
        }

        /// Remounts it read-only, as a read-only medium is.
        func makeReadOnly() throws {
            guard StoreEnvironmentTests.run("/bin/mount", "-o", "remount,ro", path) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        }

        func unmount() { StoreEnvironmentTests.run("/bin/umount", path) }
    }

    @discardableResult
    static func run(_ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("On a read-only mount: stats and resolve open read-only and answer (the click not counted, a warning); import is store-read-only",
          .enabled(if: canMount, "needs to mount a tmpfs (root)"))
    func readOnlyMount() throws {
        let mount = try Mount(folder.file("ro"))
        defer { mount.unmount() }
        let path = mount.path + "/links.sqlite"
        _ = try SQLiteShortLinkStore(path: path).insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("WXYZ"), options: importOptions)
        try mount.makeReadOnly()
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))  // closed cleanly: SQLite could not make it now

        let stats = try LinkproofBinary.run(["store", "stats", "--store", path, "--json"], in: folder.path)
        #expect(stats.status == 0)
        #expect(stats.output.contains(#""links":1"#))
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/apps/firebase-example.json").path
        let resolved = try LinkproofBinary.run(["resolve", "--manifest", manifest, "--store", path, "--json", samplePrefix + "/WXYZ"], in: folder.path)
        #expect(resolved.status == 0)
        #expect(resolved.output.contains(#""warning":"the click was not counted: store-read-only"#))
        let lines = folder.file("one.txt")
        try Data("https://example.page.link/?link=https://www.example.com/b\n".utf8).write(to: URL(fileURLWithPath: lines))
        #expect(try LinkproofBinary.run(["store", "import", "--store", path, lines], in: folder.path).status == 2)
        #expect(try SQLiteShortLinkStore(path: path, access: .readOnly).stats().links == 1)
        #expect(throws: ShortLinkStoreError.readOnly(path: path)) { try SQLiteShortLinkStore(path: path, access: .readWrite) }
    }

    @Test("On a read-only mount, a store beside an unfinished write-ahead log is store-cannot-open, not answered without the log",
          .enabled(if: canMount, "needs to mount a tmpfs (root)"))
    func readOnlyMountWithLog() throws {
        let mount = try Mount(folder.file("ro"))
        defer { mount.unmount() }
        let path = mount.path + "/links.sqlite"
        let writer = try SQLiteShortLinkStore(path: path)
        try writer.connection.execute("PRAGMA wal_autocheckpoint = 0")
        _ = try writer.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("WXYZ"), options: importOptions)
        let log = try #require(FileManager.default.contents(atPath: path + "-wal"))
        let database = try #require(FileManager.default.contents(atPath: path))
        let copy = try Mount(folder.file("copy"))
        defer { copy.unmount() }
        try database.write(to: URL(fileURLWithPath: copy.path + "/links.sqlite"))
        try log.write(to: URL(fileURLWithPath: copy.path + "/links.sqlite-wal"))  // as a writer that died leaves them
        try copy.makeReadOnly()
        do {
            _ = try SQLiteShortLinkStore(path: copy.path + "/links.sqlite", access: .readOnly)
            Issue.record("opened a store without its write-ahead log")
        } catch {
            #expect(error.code == "store-cannot-open")
            #expect(error.description.contains("links.sqlite-wal"))
        }
    }
}

@Suite("A damaged store")
struct CorruptStoreTests {
    let folder = TemporaryFolder()

    @Test("Pages overwritten with garbage make reads fail with .corrupt, naming the file")
    func corrupt() throws {
        let path = folder.file("links.sqlite")
        do {
            let store = try SQLiteShortLinkStore(path: path)
            for index in 0..<500 {
                _ = try store.insert(longLink: sampleLongLink + "&n=\(index)", prefix: samplePrefix, suffix: .short, options: importOptions)
            }
            try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        // Keep the header page intact, so the file is still recognisably SQLite, and wreck the rest.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4_096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_384))
        try handle.close()
        #expect {
            try SQLiteShortLinkStore(path: path).stats()
        } throws: { error in
            guard case .corrupt(let errorPath, _) = error as? ShortLinkStoreError else { return false }
            return errorPath == path
        }
    }

    @Test("A row whose options are not Linkproof's is .corrupt on lookup, even after good lookups")
    func foreignOptions() throws {
        let path = folder.file("links.sqlite")
        let store = try SQLiteShortLinkStore(path: path)
        let good = try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("good"), options: importOptions)
        #expect(try store.lookup(prefix: samplePrefix, suffix: "good") == good)
        try store.connection.execute("""
            INSERT INTO short_links (prefix, suffix, long_link, options, created_at)
            VALUES ('\(samplePrefix)', 'odd', '\(sampleLongLink)', '{"origin":"somewhere"}', 0)
            """)
        #expect(throws: ShortLinkStoreError.corrupt(path: path, detail: "the options of \(samplePrefix)/odd are not valid")) {
            try store.lookup(prefix: samplePrefix, suffix: "odd")
        }
        #expect(try store.lookup(prefix: samplePrefix, suffix: "good") == good)
    }
}
