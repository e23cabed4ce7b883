#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of standard input (or another descriptor), each held only up to a limit: a
/// line longer than `limit` bytes is skipped to its end without being kept, and given as
/// `.tooLong`, so one endless line costs a buffer, not its length in memory.
package struct BoundedLines {
    /// One line, numbered from 1.
    public enum Line: Equatable, Sendable {
        /// The line's bytes without its `\n` (or `\r\n`).
        case text([UInt8], number: Int)
        /// The line had more than the limit's bytes (`length` in all, newline not counted).
        case tooLong(number: Int, length: Int)
    }

    /// The most bytes a line may hold.
    public let limit: Int
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var number = 0
    private var atEnd = false

    /// Lines of `descriptor` (standard input by default), each at most `limit` bytes.
    public init(limit: Int, descriptor: Int32 = STDIN_FILENO) {
        self.limit = limit
        self.descriptor = descriptor
    }

    /// What `read(into:)` found.
    public enum Kind: Equatable, Sendable {
        /// A line, numbered from 1, whose bytes (without its `\n` or `\r\n`) are now in the buffer given.
        case text(number: Int)
        /// A line of more than the limit's bytes (`length` in all, newline not counted); the buffer holds no part of it.
        case tooLong(number: Int, length: Int)
    }

    /// The next line, or nil at the end of the input (a last line without `\n` counts).
    public mutating func next() throws(BoundedReadError) -> Line? {
        var line: [UInt8] = []
        switch try read(into: &line) {
        case .text(let number)?: return .text(line, number: number)
        case .tooLong(let number, let length)?: return .tooLong(number: number, length: length)
        case nil: return nil
        }
    }

    /// Reads the next line into `line`, replacing what it held but keeping its storage, so
    /// that one buffer serves a whole batch; nil at the end of the input.
    public mutating func read(into line: inout [UInt8]) throws(BoundedReadError) -> Kind? {
        var length = 0
        // The line's first run replaces what `line` held, in one call (emptying it first, then
        // appending, cost a call more a line: ~80 instructions); the next ones are appended.
        var replacing = true
        while true {
            if start == end {
                guard try fill() else {
                    guard length > 0 else {
                        line.removeAll(keepingCapacity: true)
                        return nil
                    }
                    return finish(&line, length: length)
                }
            }
            let (first, last) = (start, end)
            let newline = buffer.withUnsafeBufferPointer { bytes in
                // `memchr` reads the range unchecked: it lies in the buffer (`fill` sets `end` ≤ its size).
                precondition(first >= 0 && first <= last && last <= bytes.count, "BoundedLines: the unread range lies in the buffer")
                return ByteSearch.first(UInt8(ascii: "\n"), in: bytes, first..<last)
            }
            let stop = newline ?? end
            length += stop - start
            if length <= limit + 1 {
                let run = start..<stop
                buffer.withUnsafeBufferPointer { bytes in
                    let part = UnsafeBufferPointer(rebasing: bytes[run])
                    if replacing { line.replaceSubrange(line.startIndex..., with: part) } else { line.append(contentsOf: part) }
                }
                replacing = false
            }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return finish(&line, length: length) }
        }
    }

    private mutating func finish(_ line: inout [UInt8], length: Int) -> Kind {
        number += 1
        var length = length
        if line.last == UInt8(ascii: "\r") && length <= limit + 1 {
            line.removeLast()
            length -= 1
        }
        guard length <= limit else {
            line.removeAll(keepingCapacity: true)
            return .tooLong(number: number, length: length)
        }
        return .text(number: number)
    }

    /// Reads more input into the buffer; false at the end.
    private mutating func fill() throws(BoundedReadError) -> Bool {
        guard !atEnd else { return false }
        while true {
            let got = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: BoundedFile.standardInputName, reason: String(cString: strerror(errno)))
            }
            start = 0
            end = got
            if got == 0 { atEnd = true }
            return got > 0
        }
    }
}
