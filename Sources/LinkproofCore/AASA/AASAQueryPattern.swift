/// The `?` component: a pattern for the whole query, or predicates on named items.
package enum AASAQueryPattern: Sendable, Codable, Hashable {
    /// `"?": "a=1"` — the whole query string must match.
    case whole(String)
    /// `"?": {"name": "pattern"}` — every named item must match at each occurrence; a
    /// missing item counts as present and empty.
    case items([AASAQueryItemPattern])
    /// A dictionary with a non-string predicate: Apple then ignores the whole dictionary,
    /// so it matches every query (`AASA150`).
    case discarded
}
