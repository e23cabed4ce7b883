import LinkproofURL

/// A link as the strict rules read it, made once a decision: the input as written, what its
/// WHATWG parse says that the input alone does not, and the parse's serialization when that
/// is not the input.
///
/// The scheme, credential, host and port rules ask the parse (the parser knows `HTTPS:` is
/// https and `[::1]` an address); the AASA file reads the serialization; everything else is
/// judged on `anatomy`, the link as written. Like its anatomy, a reading borrows the
/// decision's input and is not `Sendable`.
///
/// Noncopyable: the rules borrow the one reading a decision makes, so its `href` is never copied.
struct LinkReading: ~Copyable {
    /// The input as written: where each component lies in it.
    let anatomy: LinkAnatomy
    /// Whether the scheme is `https`.
    let isHTTPS: Bool
    /// Whether there is a username or a password.
    let hasCredentials: Bool
    /// Whether the host is an IPv4 or IPv6 address.
    let hasIPAddressHost: Bool
    /// Whether the host is a name (not null, not empty, not an address).
    let hasNamedHost: Bool
    /// The port number; nil when there is none or it is the scheme's default.
    let port: UInt16?
    /// The serialization, when it differs from the input; nil when the input is its own `href`.
    let href: String?

    /// The reading of `bytes`, which `reading` parsed, or the rejection of a parse that had to
    /// repair them (or of an input without a scheme). Bytes that are their own serialization
    /// take their anatomy from the parse's layout; any other are scanned. (Always inlined, as
    /// is `LinkAnatomy.init(_:layout:)`: every decision calls them once, and a call costs more
    /// than their bodies; DESIGN.md, "Performance".)
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ reading: consuming URLReading) throws(Rejection) {
        let anatomy: LinkAnatomy?
        let layout: URLLayout
        let href: String?
        switch reading {
        case .exact(let exact):
            layout = exact
            anatomy = LinkAnatomy(bytes, layout: layout)
            href = nil
        case .parsed(let parsed):
            if let first = parsed.validationErrors.first {
                throw Rejection(.urlValidationError, at: first.offset, "the URL parser had to repair it: \(first.code.rawValue)")
            }
            let url = parsed.url
            layout = url.layout
            if parsed.isInputItself {
                anatomy = LinkAnatomy(bytes, layout: layout)
                href = nil
            } else {
                anatomy = LinkAnatomy(bytes)
                href = Self.spell(bytes, url.href) ? nil : url.href
            }
        }
        guard let anatomy else { throw Rejection(.urlParseFailure, at: 0, "no scheme") }
        self.anatomy = anatomy
        self.href = href
        isHTTPS = layout.isHTTPS
        hasCredentials = layout.hasCredentials
        hasIPAddressHost = layout.hasIPAddressHost
        hasNamedHost = layout.hasNamedHost
        port = layout.port
    }

    /// Whether `bytes` are exactly `text` (such as a URL's serialization).
    private static func spell(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        text.withUTF8Bytes { ByteSearch.equal($0, bytes) }
    }
}

/// Not `Sendable`: a reading borrows its decision's input buffer (see `LinkAnatomy`).
@available(*, unavailable)
extension LinkReading: Sendable {}
