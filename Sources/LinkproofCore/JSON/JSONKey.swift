/// A member's name: a literal of the program, ASCII with nothing to escape (`JSONWriter`
/// writes it as it is), and the `CodingKey` that `Codable` encodes and decodes it by.
package struct JSONKey: CodingKey, Sendable, ExpressibleByStringLiteral {
    package let name: StaticString

    package init(stringLiteral name: StaticString) { self.name = name }

    package var stringValue: String { name.description }
    package var intValue: Int? { nil }
    /// Nil: a key is a literal of the program, never read from a text.
    package init?(stringValue: String) { nil }
    package init?(intValue: Int) { nil }

    /// Whether this key sorts before `other`, by UTF-8 bytes as sorted JSON keys do.
    /// (A loop of its own: `lexicographicallyPrecedes` cost some 55 instructions a call, and
    /// a batch line's record asks twice; keys differ early.)
    package func sorts(before other: JSONKey) -> Bool {
        let (lhs, rhs) = (name.utf8, other.name.utf8)
        var index = 0
        while index < lhs.count, index < rhs.count {
            if lhs[index] != rhs[index] { return lhs[index] < rhs[index] }
            index += 1
        }
        return lhs.count < rhs.count
    }
}

extension StaticString {
    /// The literal's UTF-8 (a `JSONKey`'s name is an ASCII literal).
    fileprivate var utf8: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount) }
}
