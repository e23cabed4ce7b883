/// How code under test refused a link: what a handler does that no app decision is (the
/// ported handlers of the documents' tutorials, a team's handler). A `Rejection` carries it
/// (`Rejection.handlerRefusal`), and its JSON writes `"handler"` in place of `"reason"`:
/// `{"decision": "reject", "detail": "…", "handler": "ignored"}`, so a golden tells a
/// handler's refusal from Linkproof's.
package enum HandlerRefusal: String, Hashable, Sendable, Codable, CaseIterable, JSONRawString {
    /// The handler did nothing with the link: the document's code returns no link (`nil`) or
    /// never sees it, or a team's handler opened nothing. `detail` says why.
    case ignored
    /// The handler calls `fatalError`: the app would crash.
    case crashed

    /// What to write instead of a reject reason that a handler's refusal once was
    /// (`document-no-link`, `document-fatal-error`): an old golden must fail with this advice
    /// rather than be read as something else.
    package static func renamed(reason: String) -> String? {
        let refusal: HandlerRefusal
        switch reason {
        case "document-no-link": refusal = .ignored
        case "document-fatal-error": refusal = .crashed
        default: return nil
        }
        return "'\(reason)' is no longer a reject reason: a handler's refusal is written \"handler\": \"\(refusal.rawValue)\" in place of \"reason\": \"\(reason)\""
    }
}
