import Foundation

/// Why the golden suite cannot be run, recorded or reviewed, and exactly where: the file
/// (relative to the golden folder), the line and column when known, and the JSON path.
/// Every one of these is exit code 2.
public struct GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Stable codes, for scripts and tests.
    public enum Code: String, Sendable, Equatable {
        /// A file could not be read, or a folder listed.
        case unreadable
        /// A golden or pending file is not JSON.
        case malformedJSON = "malformed-json"
        /// A case lacks a field that its kind needs.
        case missingField = "missing-field"
        /// A field has the wrong type or a value outside its set.
        case invalidField = "invalid-field"
        /// Two cases share one ID (in one file or across files).
        case duplicateID = "duplicate-id"
        /// Two cases evaluate the same thing: same kind, manifest, input, setup and arrival.
        case duplicateEvaluation = "duplicate-evaluation"
        /// `manifest` names no file in `apps/`, or that manifest does not load.
        case unknownManifest = "unknown-manifest"
        /// A scenario ID that `scenarios.json` does not list.
        case unknownScenario = "unknown-scenario"
        /// A pending entry for a case that no longer exists (a warning for `conform`).
        case orphanedPending = "orphaned-pending"
        /// A file could not be written; nothing was changed.
        case unwritable
        /// `--record` while `CI` is set: CI checks goldens, it never writes them.
        case recordingInCI = "recording-in-ci"
        /// The path to write is a device node, FIFO, symbolic link, directory or socket.
        case notRegularFile = "not-a-regular-file"
        /// A report would replace a file the run reads: a golden file, or a compared stream.
        case reportOverInput = "report-over-input"
        /// Another `review`, `conform --record` or `init` is writing the golden folder.
        case goldenBusy = "golden-busy"
        /// A path to read or write leads outside the tool's root (`linkproof --root`), or a
        /// golden app file's `manifestFile` outside the package.
        case outsideRoot = "path-outside-root"
    }

    public var code: Code
    /// The file, relative to the golden folder (or as given, outside it).
    public var file: String
    public var line: Int?
    public var column: Int?
    /// Where in the file's JSON, e.g. `$.cases[3].manifest`.
    public var path: String?
    public var message: String

    public init(_ code: Code, file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, _ message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `cases/000-raycipe.json:12:7: $.cases[1]: missing field 'manifest'`.
    public var description: String { described(file) }

    /// The description with the file named under the golden folder `directory`
    /// (`Tests/Golden/cases/000-raycipe.json:12:7: …`), as a person can open it.
    public func description(in directory: String) -> String {
        described(file.hasPrefix("/") ? file : (directory as NSString).appendingPathComponent(file))
    }

    private func described(_ file: String) -> String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        if let path { place += ": " + path }
        return place + ": " + message
    }
}

#if canImport(Darwin)
extension GoldenError: LocalizedError {
    /// The description, where Apple's frameworks show an error (`localizedDescription`, Xcode).
    public var errorDescription: String? { description }
}
#endif
