/// The size limits every store enforces, so that any input costs time and space in
/// proportion to these bounds at most.
package enum ShortLinkLimits {
    /// The longest long link stored, in UTF-8 bytes (Firebase's own limit was 7,168 for
    /// the whole request; long links beyond a few kilobytes break in browsers anyway).
    public static let longLinkBytes = 8_192
    /// The longest prefix, in UTF-8 bytes.
    public static let prefixBytes = 512
    /// The longest value of one `DeviceFingerprint` field, in UTF-8 bytes.
    public static let fingerprintFieldBytes = 256
    /// The most clicks `pendingClicks(for:since:)` returns; more than one already means
    /// the match is ambiguous.
    public static let pendingClicksPerQuery = 16
}
