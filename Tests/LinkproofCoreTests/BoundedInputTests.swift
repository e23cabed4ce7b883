import Foundation
@testable import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 21, item 5: a user's file or standard input is read only within its stated limit —
/// a regular file over it is refused by its size, unread; anything else is read at most one
/// byte past it; a line reader never keeps more than its limit of a line.
@Suite struct BoundedInputTests {
    private func temporaryFile(_ name: String) -> String {
        let folder = TestScratch.url("bounded")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    @Test func aHugeFileIsRefusedByItsSizeWithoutBeingRead() throws {
        let path = temporaryFile("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 2 << 30)  // 2 GiB, sparse: reading it would take seconds and 2 GiB
        try handle.close()
        #expect(throws: BoundedReadError.tooLarge(file: path, size: 2 << 30, limit: 131_072)) {
            try BoundedFile.read(path, limit: 131_072)
        }
        #expect(try BoundedFile.prefix(path, count: 10).count == 10)
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let path = temporaryFile("small.json")
        let bytes = (0..<3000).map { UInt8(truncatingIfNeeded: $0) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(try BoundedFile.read(path, limit: 3000) == bytes)
        #expect(throws: BoundedReadError.tooLarge(file: path, size: 3000, limit: 2999)) { try BoundedFile.read(path, limit: 2999) }
        #expect(throws: BoundedReadError.self) { try BoundedFile.read(path + ".missing", limit: 10) }
    }

    @Test func aPipeIsReadOnlyOneBytePastTheLimit() throws {
        let pipe = Pipe()
        let writer = Thread {
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 4096)
            for _ in 0..<64 { pipe.fileHandleForWriting.write(chunk) }
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        #expect(throws: BoundedReadError.tooLarge(file: "<stdin>", size: nil, limit: 10_000)) {
            try BoundedFile.read(descriptor: descriptor, file: "<stdin>", limit: 10_000)
        }
    }

    /// Issue 40: a named FIFO, a pipe's `/dev/fd/N` or `/proc/self/fd/0` given as a file is
    /// refused at once (opened without blocking, only a regular file read), never waited on;
    /// standard input is `-`.
    @Test func aNamedFileThatIsNotARegularFileIsRefusedWithoutWaiting() throws {
        let fifo = temporaryFile("fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: BoundedReadError.unreadable(file: fifo, reason: "is a FIFO; only a regular file is read (or '-', standard input)")) {
            try BoundedFile.read(fifo, limit: 100)
        }
        let pipe = Pipe()  // never written: reading it would block for ever
        let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        #expect(throws: BoundedReadError.self) { try BoundedFile.read(path, limit: 100) }
        #expect(throws: BoundedReadError.self) { try BoundedFile.prefix(path, count: 100) }
        #expect(throws: BoundedReadError.unreadable(file: "/", reason: "is a directory; only a regular file is read (or '-', standard input)")) {
            try BoundedFile.read("/", limit: 100)
        }
    }

    @Test func theErrorNamesTheFileTheCodeAndTheLimit() {
        let error = BoundedReadError.tooLarge(file: "a.json", size: 2_147_483_648, limit: 131_072)
        #expect(error.description == "a.json: input-too-large: 2147483648 bytes, over the limit of 131072 bytes")
        #expect(BoundedReadError.tooLarge(file: "-", size: nil, limit: 5).reason == "input-too-large: more than 5 bytes, over the limit of 5 bytes")
    }

    private func lines(_ text: [UInt8], limit: Int) throws -> [BoundedLines.Line] {
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(text))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        var reader = BoundedLines(limit: limit, descriptor: pipe.fileHandleForReading.fileDescriptor)
        var result: [BoundedLines.Line] = []
        while let line = try reader.next() { result.append(line) }
        return result
    }

    @Test func aLineOverTheLimitIsSkippedAndTheNextIsRead() throws {
        let long = [UInt8](repeating: UInt8(ascii: "%"), count: 300_000)
        let text = Array("first\n".utf8) + long + Array("\nsecond\r\nlast".utf8)
        #expect(try lines(text, limit: 1000) == [
            .text(Array("first".utf8), number: 1), .tooLong(number: 2, length: 300_000),
            .text(Array("second".utf8), number: 3), .text(Array("last".utf8), number: 4),
        ])
    }

    @Test func aLineOfExactlyTheLimitIsKept() throws {
        let line = [UInt8](repeating: UInt8(ascii: "a"), count: 100)
        #expect(try lines(line + [0x0D, 0x0A] + line + [0x41, 0x0A], limit: 100) == [
            .text(line, number: 1), .tooLong(number: 2, length: 101),
        ])
    }
}
