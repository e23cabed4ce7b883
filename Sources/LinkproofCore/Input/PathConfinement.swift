#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for where the tools may read and write: once `confine(to:)` has set a root
/// (`linkproof --root DIR`, which the command plugin passes as the team's package root), every
/// path a file is opened, listed, created or replaced at goes through `check(_:)` first, with
/// every symbolic link on the way resolved (a dangling one too, as a writer would follow it),
/// and a path that leads outside the root is refused before anything is read or written.
/// `BoundedFile`, the golden writers, the golden folder's listing, the short-link store and the
/// counterexample storage all call it, so no option form, positional word or path inside a file
/// (a golden app's `manifestFile`, a manifest's AASA files) can get around it. Without a root
/// (`swift run linkproof …`), `check` only resolves.
package enum PathConfinement {
    /// The most symbolic links one path may pass through before it is refused (as `ELOOP`).
    public static let maximumLinks = 40

    /// The resolved root, when one is set. Set once, by the tool's entry point, before any file
    /// is touched; read-only afterwards.
    nonisolated(unsafe) private static var confinedRoot: String?

    /// The root every path must lead into, resolved; nil when there is none.
    public static var root: String? { confinedRoot }

    /// Confines every later file access to `directory` (an existing folder); refused when a
    /// root is already set.
    public static func confine(to directory: String) throws(PathOutsideRootError) {
        guard confinedRoot == nil else { throw PathOutsideRootError(path: directory, resolved: directory, root: confinedRoot!, reason: .rootAlreadySet) }
        var status = stat()
        let resolved = resolve(directory)
        guard let resolved, stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw PathOutsideRootError(path: directory, resolved: resolved ?? directory, root: directory, reason: .rootNotAFolder)
        }
        confinedRoot = resolved
    }

    /// `path` resolved (absolute, every symbolic link followed); refused when it leads outside
    /// the root (or through too many links). With no root set, only resolved.
    @discardableResult
    public static func check(_ path: String) throws(PathOutsideRootError) -> String {
        try check(path, within: confinedRoot)
    }

    /// `path` resolved and refused when it leads outside `root` (itself resolved by the caller,
    /// or nil: anything goes): for a confinement narrower than the tool's, such as a golden app
    /// file's `manifestFile`.
    @discardableResult
    public static func check(_ path: String, within root: String?) throws(PathOutsideRootError) -> String {
        guard let resolved = resolve(path) else {
            throw PathOutsideRootError(path: path, resolved: path, root: root ?? "/", reason: .tooManyLinks)
        }
        guard let root else { return resolved }
        guard isInside(resolved, root) else { throw PathOutsideRootError(path: path, resolved: resolved, root: root, reason: .outside) }
        return resolved
    }

    /// Refuses the file open at `descriptor` (opened from `path`, after `check(path)`) when the
    /// kernel says it lies outside the root: a symbolic link swapped into `path` between the
    /// check and the open is caught on what was opened. Linux (`/proc/self/fd`) only; elsewhere,
    /// and with no root set, nothing is refused.
    public static func checkOpened(_ descriptor: Int32, path: String) throws(PathOutsideRootError) {
        try checkOpened(descriptor, path: path, within: confinedRoot)
    }

    /// `checkOpened(_:path:)` against `root` (resolved, or nil: anything goes).
    public static func checkOpened(_ descriptor: Int32, path: String, within root: String?) throws(PathOutsideRootError) {
        #if os(Linux) || os(Android)
        guard let root, let opened = linkTarget("/proc/self/fd/\(descriptor)"), opened.hasPrefix("/") else { return }
        guard isInside(opened, root) else { throw PathOutsideRootError(path: path, resolved: opened, root: root, reason: .outside) }
        #endif
    }

    /// True when `path` (resolved) is `root` or below it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    /// The absolute path `path` leads to: relative to the current folder, `.` and `..` taken
    /// out, every symbolic link replaced by what it names (whether that exists or not). nil
    /// after `maximumLinks` links (a loop).
    public static func resolve(_ path: String) -> String? {
        var pending = components(of: absolute(path))
        pending.reverse()
        var resolved: [String] = []
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            guard let target = linkTarget(candidate) else {
                resolved.append(component)
                continue
            }
            links += 1
            guard links <= maximumLinks else { return nil }
            if target.hasPrefix("/") { resolved.removeAll() }
            pending += components(of: target).reversed()
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// `path` made absolute against the current folder, as it is (no link followed): how an
    /// error names a folder that was given relative to another.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentFolder() + "/" + path
    }

    private static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// What the symbolic link at `path` names, or nil when `path` is not a link (or is missing).
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return String(cString: folder)
    }
}

/// A path the tool will not touch: it leads outside the root (`linkproof --root DIR`), or
/// through a loop of links; or a root that cannot be set. Names the path as given and where it leads.
package struct PathOutsideRootError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the path is refused.
    public enum Reason: Sendable, Equatable {
        /// It leads outside the root.
        case outside
        /// It passes through more than `PathConfinement.maximumLinks` symbolic links.
        case tooManyLinks
        /// `--root` names no folder.
        case rootNotAFolder
        /// `--root` was given twice.
        case rootAlreadySet
    }

    /// The path as it was given.
    public let path: String
    /// Where it leads, every symbolic link resolved.
    public let resolved: String
    /// The root it had to stay in.
    public let root: String
    public let reason: Reason

    /// `path-outside-root`.
    public static let code = "path-outside-root"

    /// The error without the path.
    public var explanation: String {
        switch reason {
        case .outside:
            "\(Self.code): outside \(root)\(resolved == path ? "" : " (it leads to \(resolved))"); nothing was read or written"
        case .tooManyLinks: "\(Self.code): more than \(PathConfinement.maximumLinks) symbolic links; nothing was read or written"
        case .rootNotAFolder: "--root names no folder"
        case .rootAlreadySet: "--root is set once (it is \(root))"
        }
    }

    /// `/etc/passwd: path-outside-root: outside /work/pkg; nothing was read or written`.
    public var description: String { "\(TerminalText.escaped(path)): \(explanation)" }
}
