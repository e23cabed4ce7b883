import LinkproofURL

/// What the rules read of a link's parse besides its anatomy (it is handed through every
/// rule): the URL's facts, and its serialization when that is not the input byte for byte.
struct ParsedLink {
    let facts: URLFacts
    /// The serialization, when it differs from the input; nil when the input is its own `href`.
    let href: String?
}

extension LinkAnatomy {
    /// The anatomy of `bytes` and what the rules read of their parse, or the rejection of a
    /// parse that had to repair the input (or of an input without a scheme). An input that is
    /// its own serialization takes its anatomy from the parse's spans; any other is scanned.
    /// (Always inlined, as is `init(_:spans:)`: every decision calls them once, and a call
    /// costs more than their bodies; DESIGN.md, "Performance".)
    @inline(__always)
    static func reading(_ bytes: UnsafeBufferPointer<UInt8>, _ reading: consuming URLReading) throws(Rejection) -> (LinkAnatomy, ParsedLink) {
        let anatomy: LinkAnatomy?
        let link: ParsedLink
        switch reading {
        case .exact(let facts, let spans):
            anatomy = LinkAnatomy(bytes, spans: spans)
            link = ParsedLink(facts: facts, href: nil)
        case .parsed(let parsed):
            if let first = parsed.validationErrors.first {
                throw Rejection(.urlValidationError, at: first.offset, "the URL parser had to repair it: \(first.code.rawValue)")
            }
            let url = parsed.url
            if parsed.isInputItself {
                anatomy = LinkAnatomy(bytes, spans: url.spans)
                link = ParsedLink(facts: url.facts, href: nil)
            } else {
                anatomy = LinkAnatomy(bytes)
                link = ParsedLink(facts: url.facts, href: spell(bytes, url.href) ? nil : url.href)
            }
        }
        guard let anatomy else { throw Rejection(.urlParseFailure, at: 0, "no scheme") }
        return (anatomy, link)
    }
}
