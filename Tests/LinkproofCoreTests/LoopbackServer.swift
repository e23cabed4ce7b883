import Foundation
import LinkproofTestSupport

/// `Scripts/loopback-http-server` started on a routes table for one test; it exits when
/// the value goes away (its stdin closes).
final class LoopbackServer {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/loopback-http-server").path

    let port: Int
    private let process = Process()
    private let input = Pipe()
    private let routesFile: String

    /// Starts the server on `routes` (path → reply, as the script documents).
    init(routes: [String: Any]) throws {
        routesFile = TestScratch.url("linkproof-routes").path + ".json"
        try JSONSerialization.data(withJSONObject: routes).write(to: URL(fileURLWithPath: routesFile))
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, routesFile, "--timeout", "120"]
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

    deinit { stop() }

    /// Closes the server's stdin, so it exits, and waits for it; safe to call twice.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: routesFile)
    }

    /// `127.0.0.1:<port>`, as a domain for the AASA fetcher.
    var domain: String { "127.0.0.1:\(port)" }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }
}
