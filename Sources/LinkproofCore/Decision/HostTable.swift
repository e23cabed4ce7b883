import LinkproofURL

/// The host names a manifest declares, each with what the rules need of it, found straight
/// from a link's bytes: the bytes are ASCII-lowercased as they are hashed and compared, so no
/// string is built to look a host up. Open addressing over a power-of-two table, at most half
/// full, so a lookup costs one hash of the host and, nearly always, one comparison.
struct HostTable<Value: Sendable>: Sendable {
    private let names: [[UInt8]]
    private let values: [Value]
    /// Indices into `names`, or -1 for an empty slot.
    private let slots: [Int]

    /// `entries` keyed by lowercased host name.
    init(_ entries: [String: Value]) {
        let pairs = Array(entries)
        names = pairs.map { Array($0.key.utf8) }
        values = pairs.map(\.value)
        var size = 4
        while size < names.count * 2 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        for (index, name) in names.enumerated() {
            var slot = name.withUnsafeBufferPointer(Self.hash) & (size - 1)
            while slots[slot] != -1 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index
        }
        self.slots = slots
    }

    /// The value of the host `bytes` spell, ASCII letter case ignored.
    func value(for bytes: ArraySlice<UInt8>) -> Value? {
        bytes.withUnsafeBufferPointer(value)
    }

    func value(for host: UnsafeBufferPointer<UInt8>) -> Value? {
        var slot = Self.hash(host) & (slots.count - 1)
        while slots[slot] != -1 {
            let index = slots[slot]
            if names[index].withUnsafeBufferPointer({ Self.equal($0, lowercasing: host) }) { return values[index] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Whether `host`, ASCII-lowercased, is `name`.
    private static func equal(_ name: UnsafeBufferPointer<UInt8>, lowercasing host: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == host.count else { return false }
        for index in 0..<name.count where name[index] != ASCII.lowercased(host[index]) { return false }
        return true
    }

    /// FNV-1a over the ASCII-lowercased bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(ASCII.lowercased(byte))) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
