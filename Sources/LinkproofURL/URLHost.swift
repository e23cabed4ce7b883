/// A URL's host (https://url.spec.whatwg.org/#concept-host).
public enum URLHost: Hashable, Sendable {
    /// An ASCII domain, after UTS #46 processing: lowercase, Punycode for non-ASCII labels.
    case domain(String)
    /// An IPv4 address as a 32-bit number (`1.2.3.4` is `0x01020304`).
    case ipv4(UInt32)
    /// An IPv6 address: exactly eight 16-bit pieces.
    case ipv6([UInt16])
    /// The host of a URL with a non-special scheme: percent-encoded, otherwise as written.
    case opaque(String)
    /// The empty host (e.g. `file:///x`, `sc://`).
    case empty
}
