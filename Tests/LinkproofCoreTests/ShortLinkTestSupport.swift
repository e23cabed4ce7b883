import Foundation
import LinkproofCore

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
        routesFile = NSTemporaryDirectory() + "linkproof-routes-" + UUID().uuidString + ".json"
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

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: routesFile)
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }
}

/// A transport that replays scripted replies (or failures) by URL, and records the URLs asked for.
final class ScriptedTransport: HTTPTransport {
    var replies: [String: Result<HTTPResponse, HTTPTransportError>]
    private(set) var requested: [String] = []

    init(_ replies: [String: Result<HTTPResponse, HTTPTransportError>]) { self.replies = replies }

    func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        requested.append(request.url)
        return try (replies[request.url] ?? .success(HTTPResponse(status: 404))).get()
    }

    /// A redirect reply.
    static func redirect(_ location: String, status: Int = 302) -> Result<HTTPResponse, HTTPTransportError> {
        .success(HTTPResponse(status: status, headers: ["Location": location]))
    }
}

/// The documents' long links.
enum SampleLinks {
    /// S002-01, on `https://example.page.link` (firebase-example.json).
    static let content = "https://example.page.link/?link=https://www.example.com/content?item%3D1234&ibi=com.example.ios&isi=12345"
    /// S002-07's invitation (a personal route).
    static let invitation = "https://example.page.link/?link=https://www.example.com/invitation?gameid%3D42%26referrer%3D7&ibi=com.example.ios"
}
