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
    package func sorts(before other: JSONKey) -> Bool { name.utf8.lexicographicallyPrecedes(other.name.utf8) }
}

extension StaticString {
    /// The literal's UTF-8 (a `JSONKey`'s name is an ASCII literal).
    fileprivate var utf8: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount) }
}
