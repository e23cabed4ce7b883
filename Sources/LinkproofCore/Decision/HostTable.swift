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
            guard ByteWords.word(name, at: index) == ByteWords.lowercased(ByteWords.word(host, at: index)) else { return false }
            index += 8
        }
        return true
    }

    /// A multiplicative hash of the count and the first and last eight bytes, ASCII-lowercased:
    /// a handful of declared names differ there, and a lookup compares the whole name anyway.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(bytes.count) ^ ByteWords.lowercased(ByteWords.word(bytes, at: 0))) &* multiplier
        hash = (hash ^ (hash >> 29) ^ ByteWords.lowercased(ByteWords.word(bytes, at: max(0, bytes.count - 8)))) &* multiplier
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
