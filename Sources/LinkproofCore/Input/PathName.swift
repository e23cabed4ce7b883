/// The one rule for a name that becomes part of a path: an app's name (`apps/<name>.json`,
/// `Corpus/<target>/<name>/`), a fuzz target, a case file, a property's regressions folder.
/// 1 to 64 ASCII letters, digits, `.`, `_` and `-`, not starting with `.` or `-`; so a name is
/// one path component that is never `.`, `..`, hidden, an option, or a separator. Every path
/// built from a name goes through `path(_:suffix:in:)`, which checks it.
package enum PathName {
    /// The longest name, in characters.
    public static let maximumLength = 64

    /// The rule in words, for messages and the README.
    public static let rule = "1 to \(maximumLength) ASCII letters, digits, '.', '_' and '-', not starting with '.' or '-'"

    /// Why `name` breaks the rule, or nil when it keeps it.
    public static func problem(_ name: String) -> String? { problem(component: name, length: name.utf8.count) }

    /// `folder/<prefix><name><suffix>`, once `name` is known to keep the rule with `prefix` before
    /// it (so the path stays inside `folder`); `prefix` and `suffix` are fixed text of the
    /// caller's, such as `001-` and `.json`, and do not count towards the length.
    public static func path(_ name: String, prefix: String = "", suffix: String = "", in folder: String) throws(PathNameError) -> String {
        if let problem = problem(component: prefix + name, length: name.utf8.count) { throw PathNameError(name: name, message: problem) }
        return (folder.hasSuffix("/") ? folder : folder + "/") + prefix + name + suffix
    }

    private static func problem(component: String, length: Int) -> String? {
        let bytes = Array(component.utf8)
        guard length > 0, length <= maximumLength, bytes.allSatisfy(isAllowed),
              bytes[0] != UInt8(ascii: "."), bytes[0] != UInt8(ascii: "-")
        else { return "'\(TerminalText.escaped(component))' is not a name: \(rule)" }
        return nil
    }

    /// `text` made into a name that keeps the rule: any other character becomes `-`, a leading
    /// `.` or `-` becomes `_`, and the result is cut at the maximum length. For names that code
    /// chooses (property names), never for a user's: those are refused, not repaired.
    public static func sanitized(_ text: String) -> String {
        var bytes = text.utf8.prefix(maximumLength).map { isAllowed($0) ? $0 : UInt8(ascii: "-") }
        if bytes.isEmpty { return "_" }
        if bytes[0] == UInt8(ascii: ".") || bytes[0] == UInt8(ascii: "-") { bytes[0] = UInt8(ascii: "_") }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}

/// A name that breaks `PathName`'s rule, met where a path was to be built from it.
package struct PathNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name as given.
    public let name: String
    /// What is wrong with it, the rule included.
    public let message: String

    public var description: String { message }
}
