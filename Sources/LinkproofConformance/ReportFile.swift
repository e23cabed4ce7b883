import Foundation

/// Writes a report to a file: atomically, as a new file or over a regular file only, and
/// never over a file the run reads (the golden suite, the streams of a diff).
public enum ReportFile {
    /// Writes `text` to `path`. `inputs` are the files and folders the run read: a path
    /// inside one of them is refused (`report-over-input`), whatever `CI` says, and so is a
    /// path that exists and is not a regular file (`not-a-regular-file`). Errors name `path`.
    public static func write(_ text: String, to path: String, inputs: [String]) throws(GoldenError) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let target = resolvedTarget(absolute)
        for input in inputs {
            let read = resolved(input)
            if target == read || target.hasPrefix(read.hasSuffix("/") ? read : read + "/") {
                throw GoldenError(.reportOverInput, file: path, "is \(target == read ? "" : "inside ")\(input), which this run reads; a report never replaces it")
            }
        }
        try AtomicWrite.apply([AtomicWrite.Change(path: absolute, file: path, contents: text)])
    }

    /// `path` with its folder's symbolic links resolved (the last component is kept as it
    /// is: the writer refuses it when it is a link).
    private static func resolvedTarget(_ path: String) -> String {
        let folder = resolved((path as NSString).deletingLastPathComponent)
        return (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    /// The canonical absolute path (symbolic links resolved) of an existing path; the path
    /// standardized when it does not exist.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real)
    }
}
