import LinkproofURL

/// The host names a manifest declares, each with what the rules need of it, found straight
/// from a link's bytes: the bytes are ASCII-lowercased as they are hashed and compared, so no
/// string is built to look a host up. Open addressing over a power-of-two table, at most half
/// full, so a lookup costs one hash of the host and, nearly always, one comparison. Both read
/// the host eight bytes at a time, lowercasing a word at once (the hash reads two words).
struct HostTable<Value: Sendable>: Sendable {
    /// Every name, lowercased, one after another.
    private let text: [UInt8]
    private let names: [Range<Int>]
    private let values: [Value]
    /// Indices into `names`, or -1 for an empty slot.
    private let slots: [Int]

    /// `entries` keyed by lowercased host name.
    init(_ entries: [String: Value]) {
        let pairs = Array(entries)
        var text: [UInt8] = []
        let names = pairs.map { pair in
            let start = text.count
            text.append(contentsOf: pair.key.utf8.map(ASCII.lowercased))
            return start..<text.count
        }
        var size = 4
        while size < names.count * 2 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        text.withUnsafeBufferPointer { text in
            for (index, name) in names.enumerated() {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: text[name])) & (size - 1)
                while slots[slot] != -1 { slot = (slot + 1) & (size - 1) }
                slots[slot] = index
            }
        }
        self.text = text
        self.names = names
        self.values = pairs.map(\.value)
        self.slots = slots
    }

    /// The value of the host `host` spells, ASCII letter case ignored.
    func value(for host: UnsafeBufferPointer<UInt8>) -> Value? {
        text.withUnsafeBufferPointer { text in
            var slot = Self.hash(host) & (slots.count - 1)
            while slots[slot] != -1 {
                let index = slots[slot]
                if Self.equal(UnsafeBufferPointer(rebasing: text[names[index]]), lowercasing: host) { return values[index] }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Whether `host`, ASCII-lowercased, is `name` (lowercased).
    private static func equal(_ name: UnsafeBufferPointer<UInt8>, lowercasing host: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == host.count else { return false }
        var index = 0
        while index < host.count {
            guard word(name, at: index) == lowercased(word(host, at: index)) else { return false }
            index += 8
        }
        return true
    }

    /// A multiplicative hash of the count and the first and last eight bytes, ASCII-lowercased:
    /// a handful of declared names differ there, and a lookup compares the whole name anyway.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(bytes.count) ^ lowercased(word(bytes, at: 0))) &* multiplier
        hash = (hash ^ (hash >> 29) ^ lowercased(word(bytes, at: max(0, bytes.count - 8)))) &* multiplier
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The eight bytes from `index` as one little-endian word, zeros past the end.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if index + 8 <= bytes.count { return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) }
        // The tail: the last eight bytes shifted down, when there are eight; else copied.
        let missing = index + 8 - bytes.count
        if bytes.count >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)) >> (8 * UInt64(missing))
        }
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[index...])) }
        return UInt64(littleEndian: word)
    }

    /// Every byte `A`–`Z` of the word lowercased, the others (non-ASCII included) kept.
    @inline(__always)
    private static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (0x7F &* ones)
        // A byte's high bit is set where its low seven bits reach `A`, resp. pass `Z`.
        let atLeastA = low7 &+ (0x3F &* ones)
        let pastZ = low7 &+ (0x25 &* ones)
        let upper = atLeastA & ~pastZ & ~word & (0x80 &* ones)
        return word | (upper >> 2)
    }
}
