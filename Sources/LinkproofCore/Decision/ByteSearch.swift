#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Byte searches and comparisons over buffers, by the C library's `memchr` and `memcmp`
/// (vectorised, a fraction of an instruction per byte) where there is one — Glibc, Musl,
/// Android's Bionic, Darwin, Windows' UCRT — and by plain loops elsewhere (WASI, embedded):
/// the parser looks for delimiters in every link and compares it with its own serialization.
enum ByteSearch {
    /// The index of the first `byte` in `range` of `buffer`, if any.
    static func first(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(Darwin) || canImport(ucrt)
        guard let base = buffer.baseAddress, !range.isEmpty,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        #else
        return portableFirst(byte, in: buffer, range)
        #endif
    }

    /// Whether the two buffers hold the same bytes.
    static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(Darwin) || canImport(ucrt)
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
        #else
        return portableEqual(lhs, rhs)
        #endif
    }

    /// `first` without a C library. Compiled everywhere, so the tests hold it to `memchr`'s answers.
    static func portableFirst(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        range.first { buffer[$0] == byte }
    }

    /// `equal` without a C library. Compiled everywhere, so the tests hold it to `memcmp`'s answers.
    static func portableEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
