#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)`, named apart from the readers' own `read`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `open(2)`, named apart from `BoundedFile.open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// Why a file (or standard input) was not read: it could not be opened or is not a regular
/// file, it is larger than the limit its reader states, or it lies outside the tool's root
/// (`PathConfinement`). Each case has a stable `code` and names the file.
package enum BoundedReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a directory, no permission).
    case unreadable(file: String, reason: String)
    /// The file holds more than `limit` bytes; `size` is its size when known before reading
    /// (a regular file), or nil when reading stopped at `limit` + 1 bytes (a pipe).
    case tooLarge(file: String, size: Int?, limit: Int)
    /// The path leads outside the root the tool is confined to; nothing was opened.
    case outsideRoot(PathOutsideRootError)

    /// `input-unreadable`, `input-too-large` or `path-outside-root`.
    public var code: String {
        switch self {
        case .unreadable: "input-unreadable"
        case .tooLarge: "input-too-large"
        case .outsideRoot: PathOutsideRootError.code
        }
    }

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .tooLarge(let file, _, _): file
        case .outsideRoot(let error): error.path
        }
    }

    /// The error without the file: `input-too-large: 2147483648 bytes, over the limit of 131072 bytes`.
    public var reason: String {
        switch self {
        case .unreadable(_, let reason): "\(code): \(reason)"
        case .tooLarge(_, let size, let limit):
            "\(code): \(size.map { "\($0) bytes" } ?? "more than \(limit) bytes"), over the limit of \(limit) bytes"
        case .outsideRoot(let error): error.explanation
        }
    }

    /// `FILE: input-too-large: 2147483648 bytes, over the limit of 131072 bytes`.
    public var description: String { "\(file): \(reason)" }
}

/// The one way the tools read a user's file or standard input whole: the path is checked
/// against the tool's root (`PathConfinement`), a named file is opened without blocking and
/// read only when it is a regular file (a FIFO or `/proc/self/fd/0` fails at once, never
/// waits), the size is checked before reading (a regular file over the limit is never read),
/// and at most `limit` + 1 bytes are ever read (standard input: a pipe, a device), so no
/// input can make a reader hold more than its limit or wait for ever.
package enum BoundedFile {
    /// The name `read` gives standard input in errors.
    public static let standardInputName = "<stdin>"

    /// The bytes of `path` (`-` is standard input), at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(BoundedReadError) -> [UInt8] {
        if path == "-" { return try read(descriptor: STDIN_FILENO, file: standardInputName, limit: limit) }
        let descriptor = try open(path)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, file: path, limit: limit)
    }

    /// The first `count` bytes of `path` (fewer when the file is shorter): for a reader that
    /// judges an over-long file by its start, as the AASA parser does at its cap.
    public static func prefix(_ path: String, count: Int) throws(BoundedReadError) -> [UInt8] {
        let descriptor = try open(path)
        defer { close(descriptor) }
        return try readUpTo(count, descriptor: descriptor, file: path)
    }

    /// `path` opened for reading once it is known to lie inside the root and to be a regular file.
    private static func open(_ path: String) throws(BoundedReadError) -> Int32 {
        do {
            try PathConfinement.check(path)
        } catch {
            throw .outsideRoot(error)
        }
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(file: path, reason: reason(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = errno
            close(descriptor)
            throw .unreadable(file: path, reason: reason(failure))
        }
        if let kind = FileKind.notRegular(status.st_mode) {
            close(descriptor)
            throw .unreadable(file: path, reason: "is \(kind); only a regular file is read (or '-', standard input)")
        }
        do {
            // What was opened, judged again: a link swapped in after the check leads nowhere.
            try PathConfinement.checkOpened(descriptor, path: path)
        } catch {
            close(descriptor)
            throw .outsideRoot(error)
        }
        return descriptor
    }

    static func read(descriptor: Int32, file: String, limit: Int) throws(BoundedReadError) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: file, reason: reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .unreadable(file: file, reason: "is a folder") }
        let regular = status.st_mode & S_IFMT == S_IFREG
        if regular, Int(status.st_size) > limit {
            throw .tooLarge(file: file, size: Int(status.st_size), limit: limit)
        }
        let bytes = try readUpTo(limit + 1, descriptor: descriptor, file: file, expected: regular ? Int(status.st_size) : nil)
        guard bytes.count <= limit else { throw .tooLarge(file: file, size: nil, limit: limit) }
        return bytes
    }

    /// At most `wanted` bytes from `descriptor`, up to its end; the buffer grows as bytes
    /// arrive (doubling), so a short file never costs the whole allowance. It starts at
    /// `expected` + 1 bytes, a regular file's size (the end is seen without growing), or else
    /// 64 KiB: a buffer of 1 MiB for every file was a megabyte zeroed, some 256 pages touched,
    /// for a manifest of a few kilobytes (about 1.7M instructions a file at start-up).
    private static func readUpTo(
        _ wanted: Int, descriptor: Int32, file: String, expected: Int? = nil
    ) throws(BoundedReadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(wanted, expected.map { $0 + 1 } ?? 1 << 16))
        var count = 0
        while count < wanted {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, wanted - count))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: file, reason: reason(errno))
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
