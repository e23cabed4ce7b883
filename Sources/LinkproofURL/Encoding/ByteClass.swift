/// What the parser needs to know about a byte, answered by one table lookup.
///
/// Bits 0–7 say which percent-encode sets contain the byte; the others mark bytes that need
/// attention while scanning (validation, host rules).
struct ByteClass: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    static let c0ControlSet = ByteClass(rawValue: 1 << 0)
    static let fragmentSet = ByteClass(rawValue: 1 << 1)
    static let querySet = ByteClass(rawValue: 1 << 2)
    static let specialQuerySet = ByteClass(rawValue: 1 << 3)
    static let pathSet = ByteClass(rawValue: 1 << 4)
    static let userinfoSet = ByteClass(rawValue: 1 << 5)
    static let componentSet = ByteClass(rawValue: 1 << 6)
    static let formURLEncodedSet = ByteClass(rawValue: 1 << 7)
    /// An ASCII byte that is not a URL code point, other than `%`.
    static let notURLUnit = ByteClass(rawValue: 1 << 8)
    /// `%`, which must be followed by two hex digits.
    static let percentSign = ByteClass(rawValue: 1 << 9)
    /// A byte of a multi-byte UTF-8 sequence.
    static let nonASCII = ByteClass(rawValue: 1 << 10)
    /// A forbidden host code point.
    static let forbiddenHost = ByteClass(rawValue: 1 << 11)
    /// A forbidden domain code point.
    static let forbiddenDomain = ByteClass(rawValue: 1 << 12)
    /// An ASCII uppercase letter (domains are lowercased).
    static let uppercase = ByteClass(rawValue: 1 << 13)

    /// The class of every byte value.
    static let table: [UInt16] = (0...255).map { classify(UInt8($0)).rawValue }

    /// The class of `byte`.
    @inline(__always)
    static func of(_ byte: UInt8) -> ByteClass {
        table.withUnsafeBufferPointer { ByteClass(rawValue: $0[Int(byte)]) }
    }

    private static func classify(_ byte: UInt8) -> ByteClass {
        func among(_ characters: String) -> Bool { characters.utf8.contains(byte) }
        if byte >= 0x80 {
            return [.c0ControlSet, .fragmentSet, .querySet, .specialQuerySet, .pathSet, .userinfoSet,
                    .componentSet, .formURLEncodedSet, .nonASCII]
        }
        var result: ByteClass = []
        // https://url.spec.whatwg.org/#percent-encoded-bytes
        let c0 = byte < 0x20 || byte == 0x7F
        let fragment = c0 || among(" \"<>`")
        let query = c0 || among(" \"#<>")
        let specialQuery = query || byte == UInt8(ascii: "'")
        let path = query || among("?^`{}")
        let userinfo = path || among("/:;=@[\\]|")
        let component = userinfo || among("$%&+,")
        let form = component || among("!'()~")
        if c0 { result.insert(.c0ControlSet) }
        if fragment { result.insert(.fragmentSet) }
        if query { result.insert(.querySet) }
        if specialQuery { result.insert(.specialQuerySet) }
        if path { result.insert(.pathSet) }
        if userinfo { result.insert(.userinfoSet) }
        if component { result.insert(.componentSet) }
        if form { result.insert(.formURLEncodedSet) }
        // https://url.spec.whatwg.org/#url-code-points
        let urlCodePoint = ASCII.isAlphanumeric(byte) || among("!$&'()*+,-./:;=?@_~")
        if byte == UInt8(ascii: "%") {
            result.insert(.percentSign)
        } else if !urlCodePoint {
            result.insert(.notURLUnit)
        }
        // https://url.spec.whatwg.org/#forbidden-host-code-point
        let forbiddenHost = byte == 0 || among("\t\n\r #/:<>?@[\\]^|")
        if forbiddenHost { result.insert(.forbiddenHost) }
        if forbiddenHost || c0 || byte == UInt8(ascii: "%") { result.insert(.forbiddenDomain) }
        if ASCII.isUppercase(byte) { result.insert(.uppercase) }
        return result
    }
}
