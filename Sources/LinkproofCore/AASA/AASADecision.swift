/// What an association file says about one URL for one app.
package enum AASADecision: String, Sendable, Codable, Equatable {
    /// The first rule that matched allows the URL: it opens the app.
    case match
    /// The first rule that matched is an `exclude`: the URL stays in the browser.
    case exclude
    /// No rule matched (or the app or host is not covered).
    case noMatch = "no_match"
}
