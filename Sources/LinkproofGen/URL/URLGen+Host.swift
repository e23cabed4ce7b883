extension URLGen {
    /// A DNS label of letters, digits and inner hyphens, e.g. `a1` or `shop-2x`.
    public static let label = Gen.joined(.string(from: lowercaseAlphanumerics, length: 1...8), separator: "-", count: 1...2)

    /// A registrable-looking domain: one to three labels (mostly real words) and a
    /// top-level domain, e.g. `example.com`, `cdn.shop.co.uk`, `x7-a.io`.
    public static let domain = Gen.concatenation(
        .joined(.frequency([(3, word), (1, label)]), separator: ".", count: 1...3), ".", .element(of: topLevelDomains))

    /// A dotted-decimal IPv4 address, e.g. `192.168.0.1`.
    public static let ipv4 = Gen.joined(Gen.int(in: 0...255).map(String.init), separator: ".", count: 4...4)

    /// A bracketed IPv6 address in full form (`[2001:db8:0:0:0:0:0:1]`) or compressed
    /// around `::` (`[::1]`, `[fe80::1:2]`).
    public static let ipv6: Gen<String> = {
        let group = Gen.int(in: 0...0xFFFF).map { String($0, radix: 16) }
        let full = Gen.joined(group, separator: ":", count: 8...8)
        let compressed = Gen.concatenation(
            .joined(group, separator: ":", count: 0...3), "::", .joined(group, separator: ":", count: 0...3))
        return Gen.concatenation("[", .oneOf([compressed, full]), "]")
    }()

    /// A host as real links carry them: mostly domains, sometimes an IP literal or `localhost`.
    public static let host = Gen.frequency([(16, domain), (2, ipv4), (1, ipv6), (1, "localhost")])
}
