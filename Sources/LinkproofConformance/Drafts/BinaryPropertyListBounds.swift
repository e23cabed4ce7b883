/// The size of a binary property list (`bplist00`) once expanded, counted from its object
/// table before Foundation converts it.
///
/// A binary list stores each object once and refers to it by number, so one array that
/// refers to another twice, and so on, is a few hundred bytes that expand to 2^30 objects
/// (`PropertyListSerialization` builds every copy). An XML list has no references: its
/// objects are bounded by its size. `check` holds a binary list to the same bound, counting
/// each object as often as it is reached (memoized: linear in the table), and refuses a
/// cycle, a nesting deeper than `maximumDepth`, or a table that points outside the file.
enum BinaryPropertyListBounds {
    /// The most objects a property list may expand to: as many as an XML list of
    /// `AppDeclarations.maximumFileSize` bytes can hold (`<true/>`, 7 bytes, is the
    /// smallest element).
    static let maximumObjectCount = AppDeclarations.maximumFileSize / 7

    /// The deepest nesting of arrays, sets and dictionaries accepted.
    static let maximumDepth = 512

    /// Why a binary list is refused, as a sentence.
    struct Refusal: Error, Equatable {
        let reason: String
    }

    /// Whether `bytes` starts as a binary property list.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    /// Throws when the binary list `bytes` expands past `maximumObjectCount` objects or
    /// `maximumDepth` levels, has a cycle, or is not a well-formed object table; returns the
    /// expanded count otherwise.
    @discardableResult
    static func check(_ bytes: [UInt8]) throws(Refusal) -> Int {
        let table = try Table(bytes)
        // Iterative depth-first walk: `counts[i]` is object i's expanded count once done.
        var counts = [Int?](repeating: nil, count: table.objectCount)
        var onPath = [Bool](repeating: false, count: table.objectCount)
        var stack: [(object: Int, children: [Int], next: Int, total: Int)] = []
        func enter(_ object: Int) throws(Refusal) {
            guard stack.count < maximumDepth else { throw Refusal(reason: "it nests deeper than \(maximumDepth) levels") }
            onPath[object] = true
            stack.append((object, try table.children(of: object), 0, 1))
        }
        try enter(table.topObject)
        while let top = stack.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                if let count = counts[child] {
                    stack[stack.count - 1].total = min(top.total + count, maximumObjectCount + 1)
                } else if onPath[child] {
                    throw Refusal(reason: "object \(child) contains itself (a cycle)")
                } else {
                    try enter(child)
                }
                continue
            }
            stack.removeLast()
            onPath[top.object] = false
            counts[top.object] = top.total
            guard top.total <= maximumObjectCount else {
                throw Refusal(reason: "its shared references expand to more than \(maximumObjectCount) objects (an XML property list within the size cap holds fewer)")
            }
            if !stack.isEmpty { stack[stack.count - 1].total = min(stack[stack.count - 1].total + top.total, maximumObjectCount + 1) }
        }
        return counts[table.topObject] ?? 0
    }

    /// The trailer and offset table of a `bplist00` file, read with every bound checked.
    private struct Table {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int

        init(_ bytes: [UInt8]) throws(Refusal) {
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
                throw Refusal(reason: "it is too short, or not version 0, to be a binary property list")
            }
            self.bytes = bytes
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Self.integer(bytes, at: trailer + 8, size: 8)
            let top = Self.integer(bytes, at: trailer + 16, size: 8)
            let table = Self.integer(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count > 0, count <= UInt64(trailer),
                  top < count, table >= 8, table <= UInt64(trailer), UInt64(trailer) - table >= count * UInt64(offsetSize)
            else { throw Refusal(reason: "its trailer does not describe an object table inside the file") }
            objectCount = Int(count)
            topObject = Int(top)
            tableOffset = Int(table)
        }

        /// The objects an array, set or dictionary refers to (keys and values); none for others.
        func children(of object: Int) throws(Refusal) -> [Int] {
            let offset = Int(Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize))
            guard offset >= 8, offset < tableOffset else { throw Refusal(reason: "object \(object) lies outside the object area") }
            let marker = bytes[offset]
            let perEntry: Int
            switch marker >> 4 {
            case 0xA, 0xB, 0xC: perEntry = 1
            case 0xD: perEntry = 2
            default: return []
            }
            var start = offset + 1
            var count = Int(marker & 0x0F)
            if count == 0x0F {
                guard start < tableOffset, bytes[start] >> 4 == 0x1 else { throw Refusal(reason: "object \(object) has a malformed length") }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, start + 1 + size <= tableOffset else { throw Refusal(reason: "object \(object) has a malformed length") }
                let length = Self.integer(bytes, at: start + 1, size: size)
                guard length <= UInt64(tableOffset) else { throw Refusal(reason: "object \(object) has more entries than the file has bytes") }
                count = Int(length)
                start += 1 + size
            }
            let references = count * perEntry
            guard references <= (tableOffset - start) / referenceSize else {
                throw Refusal(reason: "object \(object) has more entries than the file has bytes")
            }
            var children: [Int] = []
            children.reserveCapacity(references)
            for index in 0..<references {
                let child = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize)
                guard child < UInt64(objectCount) else { throw Refusal(reason: "object \(object) refers to object \(child), past the table") }
                children.append(Int(child))
            }
            return children
        }

        /// The big-endian unsigned integer of `size` bytes at `offset` (the caller checked the range).
        private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
            bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}
