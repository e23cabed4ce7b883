import Foundation

/// Writes a report to a file: atomically, as a new file or over a regular file only, and
/// never over a file the run reads (the golden suite, the streams of a diff).
public enum ReportFile {
    /// Refuses `path` before any work is done: inside one of `inputs` (the files and folders
    /// the run reads), whatever `CI` says, is `report-over-input`; a path that exists and is
    /// not a regular file is `not-a-regular-file`. Errors name `path`.
    public static func check(_ path: String, inputs: [String]) throws(GoldenError) {
        let target = resolvedTarget(absolute(path))
        for input in inputs {
            let read = resolved(input)
            if target == read || target.hasPrefix(read.hasSuffix("/") ? read : read + "/") {
                throw GoldenError(.reportOverInput, file: path, "is \(target == read ? "" : "inside ")\(input), which this run reads; a report never replaces it")
            }
        }
        try AtomicWrite.requireRegularFileOrNothing(at: absolute(path), file: path)
    }

    /// Writes `text` to `path` once `check` allows it.
    public static func write(_ text: String, to path: String, inputs: [String]) throws(GoldenError) {
        try check(path, inputs: inputs)
        try AtomicWrite.apply([AtomicWrite.Change(path: absolute(path), file: path, contents: text)])
    }

    private static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `path` with its folder's symbolic links resolved (the last component is kept as it
    /// is: the writer refuses it when it is a link).
    private static func resolvedTarget(_ path: String) -> String {
        let folder = resolved((path as NSString).deletingLastPathComponent)
        return (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    /// The canonical absolute path (symbolic links resolved) of an existing path; the path
    /// standardized when it does not exist.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return absolute(path) }
        defer { free(real) }
        return String(cString: real)
    }
}
