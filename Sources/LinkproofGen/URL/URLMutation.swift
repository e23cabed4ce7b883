/// One way to damage a link, at byte level or at component level. Each case's doc says what
/// it produces; positions, bytes and pieces are drawn from the choice source, position 0
/// and the first piece being the simplest, so a shrunk mutation sits as early as it can.
///
/// Byte-level mutations work on Unicode scalars and insert only ASCII, so the result is
/// still a `String` (valid UTF-8); arbitrary bytes are the fuzz targets' job.
public enum URLMutation: String, CaseIterable, Sendable, Codable {
    /// Inserts one ASCII byte (0x00–0x7F, controls included) at any position.
    case insertByte = "insert-byte"
    /// Deletes the scalar at one position (an empty link stays empty).
    case deleteByte = "delete-byte"
    /// Replaces the scalar at one position with an ASCII byte (an empty link gains one).
    case replaceByte = "replace-byte"
    /// Inserts a C0 control, DEL or space — NUL, TAB, LF, CR, FF, ESC, US, DEL, SP — which
    /// WHATWG parsers strip (TAB, LF, CR; leading and trailing C0 and space) or reject.
    case insertControl = "insert-control"
    /// Cuts the link after one position (possibly to nothing).
    case truncate = "truncate"
    /// Replaces one `/` with `\` — or every `/`, on the alternative choice — which WHATWG
    /// treats as `/` in special URLs and RFC 3986 parsers do not; a link without `/` gains
    /// `\\` after its scheme.
    case backslashForSlash = "backslash-for-slash"
    /// Puts userinfo before the host: `user@`, `user:pass@`, a bare `@`, or a whole other
    /// domain and `@` (`https://example.com@evil.io/` reads as host `evil.io`); a link
    /// without an authority gets it after its scheme.
    case addUserinfo = "add-userinfo"
    /// Puts a port after the host: default ports, `0`, `65535`, out of range (`65536`),
    /// leading zeros (`0080`), an empty `:`, or non-digits (`-1`, `1e3`).
    case addPort = "add-port"
    /// Inserts dot segments into the path — `/.`, `/..`, `/./`, `/../`, their
    /// percent-encoded forms `/%2e`, `/%2E%2E`, `/.%2e`, or an empty segment `//` — at its
    /// start, at one of its slashes, or at its end.
    case addDotSegments = "add-dot-segments"
    /// Percent-encodes the scalar at one position (all its UTF-8 bytes), with uppercase or
    /// lowercase hex: `a` → `%61`, `/` → `%2f`.
    case percentEncode = "percent-encode"
    /// Percent-encodes the scalar at one position twice: `/` → `%252F`, so one decode
    /// leaves `%2F` and a second gives `/`.
    case doubleEncode = "double-encode"
    /// Repeats one query parameter's key with a different value at the end of the query
    /// (`?id=1&id=2`); a link without a query gets `?key=a&key=b` after its path.
    case duplicateQueryParameter = "duplicate-query-parameter"
    /// Replaces one character with a Unicode look-alike: Cyrillic `а е о р с х у і ѕ`, the
    /// Kelvin sign for `k`, `ⅼ` for `l`, `∕` or `／` for `/`, `。` `．` `｡` for `.` (IDNA maps
    /// them to `.`), `∶` for `:`, `＠` for `@`, `‐` for `-`; a link with none of those is
    /// returned unchanged.
    case unicodeLookalike = "unicode-lookalike"
    /// Inserts an invisible or bidirectional-control character at any position: ZWSP, ZWNJ,
    /// ZWJ, word joiner, BOM, soft hyphen (IDNA maps it to nothing), LRM, RLM, RLO, LRI.
    case invisibleCharacter = "invisible-character"
}

/// A link, the mutation applied to it, and the result.
public struct MutatedURL: Sendable, Equatable, Codable {
    /// The link before the mutation.
    public let original: String
    /// The mutation applied.
    public let mutation: URLMutation
    /// The link after it.
    public let mutated: String
}

extension URLGen {
    /// A link from `links` with one of `mutations` applied (the first is the simplest).
    public static func mutated(_ links: Gen<String>, by mutations: [URLMutation] = URLMutation.allCases) -> Gen<MutatedURL> {
        zip(links, .element(of: mutations)).flatMap { @Sendable link, mutation in
            mutation.applied(to: link).map { @Sendable mutated in
                MutatedURL(original: link, mutation: mutation, mutated: mutated)
            }
        }
    }
}
