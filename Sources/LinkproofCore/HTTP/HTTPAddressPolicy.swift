/// Which network addresses a request may connect to, checked by the transport on the
/// address it resolved and is about to connect to (so a name that resolves, or later
/// re-resolves, to an inside address is refused as the address itself is).
///
/// By default only public addresses: loopback, private (`10/8`, `172.16/12`, `192.168/16`),
/// shared (`100.64/10`), link-local (`169.254/16`, `fe80::/10`, where cloud metadata
/// services answer), unique-local (`fc00::/7`), unspecified (`0/8`, `::`), multicast and
/// broadcast addresses are refused, in IPv4, IPv4-mapped (`::ffff:a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`) and IPv6 forms.
/// A statement list, an `include` or a redirect names any host it likes: without this, a
/// fetch would reach the machine's own services or its network's.
public struct HTTPAddressPolicy: Hashable, Sendable {
    /// Whether loopback addresses (`127/8`, `::1`) are allowed: for tests against a local
    /// server only (the commands' `--allow-loopback-http`).
    public var allowsLoopback: Bool

    /// Public addresses only.
    public static let publicOnly = HTTPAddressPolicy(allowsLoopback: false)
    /// Public and loopback addresses (for tests).
    public static let loopbackForTests = HTTPAddressPolicy(allowsLoopback: true)

    /// A policy that allows loopback addresses or not.
    public init(allowsLoopback: Bool) { self.allowsLoopback = allowsLoopback }

    /// Why the policy refuses `address` (4 bytes of IPv4 or 16 of IPv6, network order), as
    /// a sentence; nil when it is allowed.
    public func refusal(of address: [UInt8]) -> String? {
        guard let range = HTTPAddressRange(address) else { return "\(HTTPAddressRange.text(of: address)) is not an IP address" }
        if range == .public || (range == .loopback && allowsLoopback) { return nil }
        return "\(HTTPAddressRange.text(of: address)) is \(range.description) address" + (range == .loopback ? " (allowed only with --allow-loopback-http, for tests)" : "")
    }
}

/// The kind of address an IPv4 or IPv6 address is, for `HTTPAddressPolicy`.
public enum HTTPAddressRange: Hashable, Sendable, CustomStringConvertible {
    case `public`, loopback, `private`, shared, linkLocal, uniqueLocal, unspecified, multicast, broadcast

    public var description: String {
        switch self {
        case .public: "a public"
        case .loopback: "a loopback"
        case .private: "a private"
        case .shared: "a shared (carrier-grade NAT)"
        case .linkLocal: "a link-local"
        case .uniqueLocal: "a unique-local"
        case .unspecified: "an unspecified"
        case .multicast: "a multicast"
        case .broadcast: "a broadcast"
        }
    }

    /// The range of a 4-byte IPv4 or 16-byte IPv6 address; nil for any other length.
    public init?(_ address: [UInt8]) {
        switch address.count {
        case 4: self = Self.ipv4(address)
        case 16: self = Self.ipv6(address)
        default: return nil
        }
    }

    private static func ipv4(_ a: [UInt8]) -> HTTPAddressRange {
        switch (a[0], a[1]) {
        case (0, _): .unspecified
        case (10, _), (172, 16...31), (192, 168): .private
        case (100, 64...127): .shared
        case (127, _): .loopback
        case (169, 254): .linkLocal
        case (224...239, _): .multicast
        case (255, 255) where a[2] == 255 && a[3] == 255: .broadcast
        default: .public
        }
    }

    private static func ipv6(_ a: [UInt8]) -> HTTPAddressRange {
        // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated) are the IPv4 address.
        if a[0..<10].allSatisfy({ $0 == 0 }) && ((a[10] == 0xFF && a[11] == 0xFF) || (a[10] == 0 && a[11] == 0 && !a[12..<15].allSatisfy { $0 == 0 })) {
            return ipv4(Array(a[12..<16]))
        }
        // 64:ff9b::/96 (NAT64) reaches the IPv4 address in its last four bytes.
        if a[0..<12] == [0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] { return ipv4(Array(a[12..<16])) }
        if a[0..<15].allSatisfy({ $0 == 0 }) { return a[15] == 1 ? .loopback : .unspecified }
        if a[0] & 0xFE == 0xFC { return .uniqueLocal }
        if a[0] == 0xFE && a[1] & 0xC0 == 0x80 { return .linkLocal }
        if a[0] == 0xFF { return .multicast }
        return .public
    }

    /// `a.b.c.d`, or IPv6 as eight groups of hex (`fe80:0:0:0:0:0:0:1`), for messages.
    public static func text(of address: [UInt8]) -> String {
        switch address.count {
        case 4: return address.map(String.init).joined(separator: ".")
        case 16: return stride(from: 0, to: 16, by: 2).map { String(Int(address[$0]) << 8 | Int(address[$0 + 1]), radix: 16) }.joined(separator: ":")
        default: return address.map { String($0, radix: 16) }.joined(separator: " ")
        }
    }
}
