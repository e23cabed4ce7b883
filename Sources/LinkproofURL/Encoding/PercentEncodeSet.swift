/// One of the URL Standard's percent-encode sets
/// (https://url.spec.whatwg.org/#percent-encoded-bytes).
public struct PercentEncodeSet: Hashable, Sendable {
    let bytes: ByteSet

    /// C0 controls and every byte above 0x7E.
    public static let c0Control = PercentEncodeSet(bytes: .c0Control)
    /// C0 control set plus space, `"`, `<`, `>` and the grave accent (U+0060).
    public static let fragment = PercentEncodeSet(bytes: .fragment)
    /// C0 control set plus space, `"`, `#`, `<`, `>`.
    public static let query = PercentEncodeSet(bytes: .query)
    /// The query set plus `'`.
    public static let specialQuery = PercentEncodeSet(bytes: .specialQuery)
    /// The query set plus `?`, `^`, the grave accent (U+0060), `{`, `}`.
    public static let path = PercentEncodeSet(bytes: .path)
    /// The path set plus `/`, `:`, `;`, `=`, `@`, `[` to `^`, `|`.
    public static let userinfo = PercentEncodeSet(bytes: .userinfo)
    /// The userinfo set plus `$` to `&`, `+`, `,` (what `encodeURIComponent` leaves alone).
    public static let component = PercentEncodeSet(bytes: .component)
    /// The component set plus `!`, `'` to `)`, `~`.
    public static let applicationXWWWFormURLEncoded = PercentEncodeSet(bytes: .formURLEncoded)

    /// Whether the set contains `byte` (every byte above 0x7E is in every set).
    public func contains(_ byte: UInt8) -> Bool { bytes.contains(byte) }
}
