import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LinkproofCore
import LinkproofHTTP
import LinkproofStore

/// Short links: shortening and store resolution over the SQLite store, each against the
/// bare store call it wraps (so the ratio is the cost of the parser's checks), and HTTP
/// resolution against a loopback server (`Scripts/loopback-http-server`, started here)
/// compared with a plain `URLSession` GET on the same server.
enum ShortLinkBench: BenchSuite {
    static let name = "shortlinks"
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Golden/apps/firebase-example.json").path
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/loopback-http-server").path
    static let longLink = "https://example.page.link/?link=https://www.example.com/content?item%3D1234&ibi=com.example.ios&isi=12345"
    static let operationsPerRun = 200
    static let requestsPerRun = 50
    /// Timed runs per requested repetition.
    static let runsPerRepetition = 4

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let parser = DeepLinkParser(manifest: try LinkManifest.load(contentsOf: manifest))
        let folder = NSTemporaryDirectory() + "linkproof-shortlink-bench-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runs = options.repetitions * runsPerRepetition
        return [try shortens(parser, folder, runs), try storeResolutions(parser, folder, runs), try httpResolutions(parser, runs)]
    }

    private static func shortens(_ parser: DeepLinkParser, _ folder: String, _ runs: Int) throws -> BenchRow {
        let shortener = Shortener(parser: parser, store: try SQLiteShortLinkStore(path: folder + "/shorten.sqlite"))
        let store = try SQLiteShortLinkStore(path: folder + "/insert.sqlite")
        let options = ShortLinkOptions(suffix: .short, origin: .shorten)
        let turns = Measure.inTurns(runs, [
            { (0..<operationsPerRun).reduce(0) { made, _ in made + ((try? shortener.shorten(longLink)) == nil ? 0 : 1) } },
            {
                (0..<operationsPerRun).reduce(0) { made, _ in
                    made + ((try? store.insert(longLink: longLink, prefix: "https://example.page.link", suffix: .short, options: options)) == nil ? 0 : 1)
                }
            },
        ])
        return BenchRow(name: "shortlinks.shorten (SQLite, SHORT)", unit: "shortens/s", value: perSecond(operationsPerRun, turns.best(0)),
                        peer: "store.insert alone", peerValue: perSecond(operationsPerRun, turns.best(1)), higherIsBetter: true,
                        spread: turns.spread(0, against: 1))
    }

    private static func storeResolutions(_ parser: DeepLinkParser, _ folder: String, _ runs: Int) throws -> BenchRow {
        let store = try SQLiteShortLinkStore(path: folder + "/resolve.sqlite")
        let shortener = Shortener(parser: parser, store: store)
        let links = try (0..<operationsPerRun).map { _ in try shortener.shorten(longLink).shortLink }
        let resolver = ShortLinkStoreResolver(parser: parser, store: store)
        let suffixes = links.map { String($0.dropFirst("https://example.page.link/".count)) }
        let turns = Measure.inTurns(runs, [
            { links.reduce(0) { found, link in found + ((try? resolver.resolve(link))?.longLink.utf8.count ?? 0) } },
            {
                suffixes.reduce(0) { found, suffix in
                    found + ((try? store.lookup(prefix: "https://example.page.link", suffix: suffix))?.longLink.utf8.count ?? 0)
                }
            },
        ])
        return BenchRow(name: "shortlinks.resolve (SQLite, counted)", unit: "resolutions/s", value: perSecond(operationsPerRun, turns.best(0)),
                        peer: "store.lookup alone", peerValue: perSecond(operationsPerRun, turns.best(1)), higherIsBetter: true,
                        spread: turns.spread(0, against: 1),
                        extra: "a resolution also decides two links and counts the click in a write transaction")
    }

    private static func httpResolutions(_ parser: DeepLinkParser, _ runs: Int) throws -> BenchRow {
        let server = try LoopbackProcess(script: script, routes: [
            "/one": ["status": 302, "headers": ["Location": longLink]],
            "/plain": ["status": 200, "body": ""],
        ])
        defer { server.stop() }
        let resolver = HTTPShortLinkResolver(parser: parser, transport: PlatformHTTPTransport(),
                                             limits: RedirectLimits(allowLoopbackHTTP: true))
        let link = "http://127.0.0.1:\(server.port)/one"
        let session = URLSession(configuration: .default)
        defer { session.invalidateAndCancel() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/plain")
        let turns = Measure.inTurns(runs, [
            { (0..<requestsPerRun).reduce(0) { found, _ in found + ((try? resolver.resolve(link))?.hops.count ?? 0) } },
            { (0..<requestsPerRun).reduce(0) { done, _ in done + (url.map { get($0, session) } ?? 0) } },
        ])
        return BenchRow(name: "shortlinks.resolve --follow (loopback, 1 hop)", unit: "resolutions/s",
                        value: perSecond(requestsPerRun, turns.best(0)), peer: "URLSession GET (200, same server)",
                        peerValue: perSecond(requestsPerRun, turns.best(1)), higherIsBetter: true, spread: turns.spread(0, against: 1))
    }

    /// One GET through `session`, waited for; 1 when it answered.
    private static func get(_ url: URL, _ session: URLSession) -> Int {
        let done = DispatchSemaphore(value: 0)
        let answered = Answered()
        session.dataTask(with: url) { _, response, _ in
            answered.value = response != nil
            done.signal()
        }.resume()
        done.wait()
        return answered.value ? 1 : 0
    }

    private final class Answered: @unchecked Sendable { var value = false }

    private static func perSecond(_ count: Int, _ nanoseconds: Double) -> Double {
        Double(count) / (nanoseconds / 1e9)
    }
}

/// The loopback server, started on a routes table; `stop()` closes its stdin, which ends it.
private final class LoopbackProcess {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init(script: String, routes: [String: Any]) throws {
        let file = NSTemporaryDirectory() + "linkproof-bench-routes-" + UUID().uuidString + ".json"
        try JSONSerialization.data(withJSONObject: routes).write(to: URL(fileURLWithPath: file))
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, file]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { line.append(byte) }
        guard let port = Int(String(decoding: line, as: UTF8.self).replacingOccurrences(of: "PORT=", with: "")) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
