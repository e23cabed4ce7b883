import LinkproofCore

/// The input of a case.
package enum GoldenInput: Sendable, Equatable {
    /// `input` as text.
    case text(String)
    /// `inputBase64`: bytes that are not UTF-8.
    case bytes([UInt8])
    /// `input` as an object (the `build` kind).
    case object(JSONValue)
    /// No input (the `aasa-validate` and `aasa-hosting` kinds).
    case none

    /// The input's bytes as a link (an object or no input gives none).
    public var bytes: [UInt8] {
        switch self {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        case .object, .none: []
        }
    }

    /// The input as reports show it (bytes that are not UTF-8 are repaired with U+FFFD).
    public var display: String {
        switch self {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        case .object(let value): value.compactText
        case .none: ""
        }
    }
}
