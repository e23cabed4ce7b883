/// A validation error of the URL Standard (https://url.spec.whatwg.org/#validation-error):
/// something in the input that the parser repaired, or the reason it gave up.
public struct URLValidationError: Hashable, Sendable, Codable {
    /// The error's name as the URL Standard spells it.
    public var code: Code
    /// Byte offset, in the original UTF-8 input, of the code point that caused the error.
    public var offset: Int

    /// Creates an error record.
    public init(code: Code, offset: Int) {
        self.code = code
        self.offset = offset
    }

    /// Every validation error the basic URL parser and host parser can report, in the order of
    /// the URL Standard's table (commit 6ae8486, 2026-07-02); the raw value is the spec's name.
    /// (A forbidden domain code point, once `domain-invalid-code-point`, is `domainToASCII`:
    /// the spec dropped that error on 2026-06-30, as strict ToASCII already reports it.)
    public enum Code: String, Sendable, Codable, CaseIterable {
        // IDNA.
        case domainToASCII = "domain-to-ASCII"
        // Host parsing.
        case domainPercentEncoded = "domain-percent-encoded"
        case hostInvalidCodePoint = "host-invalid-code-point"
        case ipv4EmptyPart = "IPv4-empty-part"
        case ipv4TooFewParts = "IPv4-too-few-parts"
        case ipv4TooManyParts = "IPv4-too-many-parts"
        case ipv4NonNumericPart = "IPv4-non-numeric-part"
        case ipv4NonDecimalPart = "IPv4-non-decimal-part"
        case ipv4OutOfRangePart = "IPv4-out-of-range-part"
        case ipv6Unclosed = "IPv6-unclosed"
        case ipv6InvalidCompression = "IPv6-invalid-compression"
        case ipv6TooManyPieces = "IPv6-too-many-pieces"
        case ipv6MultipleCompression = "IPv6-multiple-compression"
        case ipv6InvalidCodePoint = "IPv6-invalid-code-point"
        case ipv6TooFewPieces = "IPv6-too-few-pieces"
        case ipv6PieceLeadingZero = "IPv6-piece-leading-zero"
        case ipv4InIPv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces"
        case ipv4InIPv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point"
        case ipv4InIPv6OutOfRangePart = "IPv4-in-IPv6-out-of-range-part"
        case ipv4InIPv6TooFewParts = "IPv4-in-IPv6-too-few-parts"
        // URL parsing.
        case invalidURLUnit = "invalid-URL-unit"
        case specialSchemeMissingFollowingSolidus = "special-scheme-missing-following-solidus"
        case missingSchemeNonRelativeURL = "missing-scheme-non-relative-URL"
        case invalidReverseSolidus = "invalid-reverse-solidus"
        case invalidCredentials = "invalid-credentials"
        case hostMissing = "host-missing"
        case portOutOfRange = "port-out-of-range"
        case portInvalid = "port-invalid"
        case fileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter"
        case fileInvalidWindowsDriveLetterHost = "file-invalid-Windows-drive-letter-host"
    }
}
