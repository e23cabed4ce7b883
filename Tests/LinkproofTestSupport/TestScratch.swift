import Foundation

/// Where tests write their folders and files: under one folder of the test process's own in
/// the temporary directory, removed when the process exits, so that a run of the tests leaves
/// nothing behind (a run of `swift test` left some 700 folders in the temporary directory
/// before). A process that is killed leaves its folder, named by its process ID.
public enum TestScratch {
    /// `<temporary directory>/linkproof-tests-<process ID>`, made on first use, removed at exit.
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("linkproof-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return root
    }()

    /// A new name under `root`: `prefix`, a hyphen and a UUID (nothing is made there).
    public static func url(_ prefix: String) -> URL { root.appendingPathComponent("\(prefix)-\(UUID().uuidString)") }
}
