import Foundation
import LinkproofCore
@testable import LinkproofStore
import Testing

/// Real `linkproof store import` processes against one store file: concurrent writers and a
/// writer killed mid-batch.
@Suite("Child processes sharing a store", .enabled(if: LinkproofBinary.url != nil,
                                                     "the linkproof executable was not found next to the test bundle"))
struct ChildProcessTests {
    let folder = TemporaryFolder()
    let prefix = "https://example.page.link"

    /// `count` distinct long links, one a line, tagged so that each process's links differ.
    private func writeLinks(_ count: Int, tag: String) throws -> (file: String, links: [String]) {
        let links = (0..<count).map { "https://example.page.link/?link=https://www.example.com/content?item%3D\(tag)-\($0)" }
        let file = folder.file("\(tag).txt")
        try Data(links.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
        return (file, links)
    }

    private struct Result: Decodable {
        let line: Int
        let suffix: String?
        let longLink: String?
    }

    private func results(_ output: String) throws -> [Result] {
        try output.split(separator: "\n").map { try JSONDecoder().decode(Result.self, from: Data($0.utf8)) }
    }

    @Test("Two processes importing into a new store at once lose nothing and never share a suffix")
    func concurrentImports() throws {
        let store = folder.file("shared.sqlite")
        let batches = try ["alpha", "beta"].map { try writeLinks(300, tag: $0) }
        let children = try batches.map { batch in
            try LinkproofBinary.start(["store", "import", "--store", store, "--prefix", prefix, batch.file], in: folder.path)
        }
        let outputs = children.map { String(decoding: $0.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        for child in children { child.process.waitUntilExit() }
        #expect(children.map(\.process.terminationStatus) == [0, 0])

        let handedOut = try outputs.flatMap(results)
        #expect(handedOut.count == 600)
        #expect(Set(handedOut.compactMap(\.suffix)).count == 600)
        let opened = try SQLiteShortLinkStore(path: store)
        #expect(try opened.stats().links == 600)
        for result in handedOut {
            let suffix = try #require(result.suffix)
            #expect(try opened.lookup(prefix: prefix, suffix: suffix)?.longLink == result.longLink)
        }
        #expect(Set(try opened.allRows().map(\.longLink)) == Set(batches.flatMap(\.links)))
    }

    @Test("A process killed mid-batch leaves a sound store with only complete rows, and the next import works")
    func killedMidBatch() throws {
        let store = folder.file("killed.sqlite")
        let batch = try writeLinks(20_000, tag: "bulk")
        let child = try LinkproofBinary.start(["store", "import", "--store", store, "--prefix", prefix, batch.file], in: folder.path)
        // Wait for the first 200 results, then kill the importer without warning.
        var seen = Data()
        while seen.count(where: { $0 == UInt8(ascii: "\n") }) < 200 {
            let chunk = child.output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        kill(child.process.processIdentifier, SIGKILL)
        child.process.waitUntilExit()
        #expect(child.process.terminationReason == .uncaughtSignal)

        let opened = try SQLiteShortLinkStore(path: store)
        #expect(try opened.integrityCheck() == "ok")
        let rows = try opened.allRows()
        let reported = seen.count(where: { $0 == UInt8(ascii: "\n") })
        #expect(rows.count >= reported)            // everything reported was committed
        #expect(rows.count < batch.links.count)    // and it really was killed mid-batch
        // Each row is complete, and they are the batch's first lines, in order.
        #expect(rows.map(\.longLink) == Array(batch.links.prefix(rows.count)))
        #expect(rows.allSatisfy { $0.prefix == prefix && $0.suffix.count >= 4 && $0.options.contains("\"origin\":\"import\"") })

        let next = try writeLinks(5, tag: "after")
        let rerun = try LinkproofBinary.run(["store", "import", "--store", store, "--prefix", prefix, next.file], in: folder.path)
        #expect(rerun.status == 0)
        #expect(try results(rerun.output).count == 5)
        #expect(try opened.stats().links == rows.count + 5)
    }

    @Test("store stats reports counts, schema version, path and WAL mode as JSON")
    func statsCommand() throws {
        let store = folder.file("stats.sqlite")
        let batch = try writeLinks(3, tag: "stats")
        #expect(try LinkproofBinary.run(["store", "import", "--store", store, batch.file], in: folder.path).status == 0)
        let stats = try LinkproofBinary.run(["store", "stats", "--store", store, "--json"], in: folder.path)
        #expect(stats.status == 0)
        #expect(stats.output == """
            {"journalMode":"wal","path":"\(store)","stats":{"clicks":0,"deferredClicks":0,"links":3,"pendingDeferredClicks":0,"prefixes":1,"schemaVersion":2}}

            """)
    }

    @Test("Without --store, import creates .linkproof/links.sqlite under the working directory")
    func defaultLocation() throws {
        let batch = try writeLinks(2, tag: "default")
        #expect(try LinkproofBinary.run(["store", "import", batch.file], in: folder.path).status == 0)
        #expect(try SQLiteShortLinkStore(path: folder.file(".linkproof/links.sqlite"), access: .readOnly).stats().links == 2)
    }

    @Test("A bad line makes import exit 2 after finishing the batch; a non-SQLite store exits 2")
    func exitCodes() throws {
        let file = folder.file("mixed.txt")
        try Data("https://example.page.link/?link=https://a.example\n{oops\nhttps://example.page.link/?link=https://b.example\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        let store = folder.file("mixed.sqlite")
        let run = try LinkproofBinary.run(["store", "import", "--store", store, file], in: folder.path)
        #expect(run.status == 2)
        #expect(try results(run.output).map(\.line) == [1, 2, 3])
        #expect(try SQLiteShortLinkStore(path: store).stats().links == 2)

        let notes = folder.file("notes.txt")
        try Data(String(repeating: "not a database ", count: 20).utf8).write(to: URL(fileURLWithPath: notes))
        #expect(try LinkproofBinary.run(["store", "stats", "--store", notes], in: folder.path).status == 2)
    }
}
