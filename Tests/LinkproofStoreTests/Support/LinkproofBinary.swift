import Foundation

/// The built `linkproof` executable, found next to the test bundle (SwiftPM puts every
/// product of the build in the same folder), for tests that run real child processes.
enum LinkproofBinary {
    static let url: URL? = {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("linkproof") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A started `linkproof` with `arguments` and its standard output on a pipe (its
    /// standard error is discarded, so that it can never fill up and stall the child).
    static func start(_ arguments: [String], in folder: String) throws -> (process: Process, output: Pipe) {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, output)
    }

    /// Runs `linkproof` to its end and returns its exit status and standard output.
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let (process, output) = try start(arguments, in: folder)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
