import LinkproofURL

/// What a manifest's associated domain may be: a lower-case DNS host name, as the
/// `applinks:` entitlement names it — no wildcard (the manifest matches hosts exactly), no
/// credentials, port or IP address, no upper case, no empty or over-long label.
package enum DomainName {
    /// Why `domain` is not a lower-case DNS host name; nil when it is one.
    public static func problem(_ domain: String) -> String? {
        let bytes = Array(domain.utf8)
        if bytes.isEmpty { return "the domain is empty" }
        if bytes.contains(UInt8(ascii: "*")) {
            return "'\(domain)' is a wildcard; the manifest matches hosts exactly, so list each host"
        }
        if bytes.contains(UInt8(ascii: "@")) {
            return "'\(domain)' has credentials (a user name or password before '@'); a host name has none"
        }
        let colons = bytes.filter { $0 == UInt8(ascii: ":") }.count
        if colons > 1 || bytes.first == UInt8(ascii: "[") || bytes.withUnsafeBufferPointer(IPv4Parser.endsInANumber) {
            return "'\(domain)' is an IP address, not a host name"
        }
        if colons == 1 { return "'\(domain)' has a port (after ':'); give the host name alone" }
        if bytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            return "'\(domain)' has upper-case letters; write it in lower case"
        }
        guard bytes.allSatisfy({ isLDH($0) || $0 == UInt8(ascii: ".") }) else {
            return "'\(domain)' may hold only a-z, 0-9, '-' and '.' (an international name in its xn-- form)"
        }
        if bytes.count > 253 { return "'\(domain)' is \(bytes.count) bytes; a host name is at most 253" }
        for label in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            if label.isEmpty { return "'\(domain)' has an empty label (a leading, trailing or doubled '.')" }
            if label.count > 63 { return "'\(domain)' has a label of \(label.count) bytes; a label is at most 63" }
            if label.first == UInt8(ascii: "-") || label.last == UInt8(ascii: "-") {
                return "'\(domain)' has a label that starts or ends with '-'"
            }
        }
        return nil
    }

    private static func isLDH(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}
