import LinkproofURL

/// What the rules read of a link's parse besides its anatomy, in a few words (it is handed
/// through every rule): the URL's facts, and its serialization when that is not the input.
struct ParsedLink {
    let facts: URLFacts
    /// The serialization, when it is not the input.
    let href: String?
}

extension LinkAnatomy {
    /// The anatomy of `bytes` and what the rules read of their parse, or the rejection of a
    /// parse that had to repair the input (or of an input without a scheme). Inlined in its
    /// caller: both are built in the caller's frame.
    @inline(__always)
    static func reading(_ bytes: UnsafeBufferPointer<UInt8>, _ reading: consuming URLReading) throws(Rejection) -> (LinkAnatomy, ParsedLink) {
        let anatomy: LinkAnatomy?
        let link: ParsedLink
        switch reading {
        case .exact(let url):
            anatomy = LinkAnatomy(bytes, spans: url.spans)
            link = ParsedLink(facts: url.facts, href: nil)
        case .parsed(let parsed):
            if let first = parsed.validationErrors.first {
                throw Rejection(.urlValidationError, at: first.offset, "the URL parser had to repair it: \(first.code.rawValue)")
            }
            let url = parsed.url
            anatomy = parsed.isInputItself ? LinkAnatomy(bytes, spans: url.spans) : LinkAnatomy(bytes, isHref: spell(bytes, url.href))
            link = ParsedLink(facts: url.facts, href: parsed.isInputItself ? nil : url.href)
        }
        guard let anatomy else { throw Rejection(.urlParseFailure, at: 0, "no scheme") }
        return (anatomy, link)
    }
}
