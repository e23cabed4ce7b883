import LinkproofURL

extension RouteTemplate {
    /// The template with each `{name}` replaced by its value in `values`, percent-encoded
    /// beyond RFC 3986's unreserved characters (a missing value leaves `{name}` as written).
    public func link(filling values: [String: String]) -> String {
        RouteTemplate.fill(source, with: values)
    }

    /// The template as written without the query items `name={parameter}` of `parameters`:
    /// a link of it leaves those (optional) parameters out.
    public func source(leavingOut parameters: Set<String>) -> String {
        let fragmentMark = source.firstIndex(of: "#") ?? source.endIndex
        let beforeFragment = source[..<fragmentMark]
        guard !parameters.isEmpty, let mark = beforeFragment.firstIndex(of: "?") else { return source }
        let items = beforeFragment[beforeFragment.index(after: mark)...].split(separator: "&").filter { item in
            !parameters.contains { item.hasSuffix("={\($0)}") }
        }
        return String(source[..<mark]) + (items.isEmpty ? "" : "?" + items.joined(separator: "&")) + source[fragmentMark...]
    }

    /// `template` with each `{name}` replaced by its value — written as `raw` gives it, or
    /// else percent-encoded beyond unreserved characters; an ignored segment `{_}` without a
    /// value is `x`; unknown placeholders are left as written.
    public static func fill(_ template: String, with values: [String: String], raw: [String: String] = [:]) -> String {
        var link = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            link += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            let ignored = name == ignoredSegment ? "x" : nil
            link += raw[name] ?? values[name].map(encodedBeyondUnreserved) ?? ignored ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return link + rest
    }

    /// `text` with every byte outside RFC 3986 `unreserved` percent-encoded (uppercase hex).
    public static func encodedBeyondUnreserved(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
