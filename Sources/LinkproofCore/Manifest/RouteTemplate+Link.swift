import LinkproofURL

extension RouteTemplate {
    /// The template with each `{name}` replaced by its value in `values`, percent-encoded
    /// beyond RFC 3986's unreserved characters (a missing value leaves `{name}` as written).
    public func link(filling values: [String: String]) -> String {
        var link = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            link += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            link += values[name].map(RouteTemplate.encoded) ?? "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return link + rest
    }

    /// `text` percent-encoded beyond unreserved characters.
    static func encoded(_ text: String) -> String {
        text.utf8.map { byte in
            ASCII.isAlphanumeric(byte) || "-._~".utf8.contains(byte) ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }
}
