/// How a link reached the app: the channel it came by. One type, one spelling, wherever an
/// arrival is named: the decision's input (`LinkContext.arrival`) and output
/// (`RoutedLink.via`, JSON `via`), `linkproof route --via` and a `--jsonl` line's `via`, a
/// manifest's `arrivals`, the adversarial catalogue's arrivals and a golden case's `setup.via`.
///
/// What an arrival is not: the kind of link that arrived (a custom scheme, a universal link,
/// a dynamic link: `LinkKind`), how Android delivered an intent (`LinkContext.androidDelivery`), and
/// the real-world carrier a golden case names (a QR code, an NFC tag, an email:
/// `GoldenCarrier`, each of which hands the app its link by one of these arrivals).
public enum Arrival: String, Hashable, Sendable, Codable, CaseIterable {
    /// Handed to the app by the system as written: `onOpenURL` with a custom scheme the app
    /// registers, a universal link on an associated domain whose AASA file gives the path to
    /// the app. What the link is is read off the link (`LinkKind`).
    case direct = "direct"
    /// Tapped inside the app's own content (a post, a description, a web view) and handed to
    /// the decision by the app, not by the system: any URL, foreign hosts and unregistered
    /// schemes included, and only here may a route on any host (`https://*/…`) open a link.
    case inAppContent = "in-app-content"
    /// As the user's default browser (the `com.apple.developer.web-browser` entitlement): every
    /// `http`/`https` link no other app claims reaches the app, on any host; decided as `direct`.
    case defaultBrowser = "default-browser"
    /// Nested in Firebase's custom-scheme callback (`<scheme>://google/link/?deep_link_id=…`),
    /// which any app can open; the callback itself is decided as `direct`.
    case customSchemeCallback = "custom-scheme-callback"
    /// The long link a short link resolved to.
    case resolvedShortLink = "resolved-short-link"
    /// Recovered on the first launch after install (a deferred deep link), with the match type
    /// the context gives (`LinkContext.matchType`: `weak` for a fingerprint match).
    case firstLaunch = "first-launch"
    /// On Android, as the manifest's `android` section says Android delivers it
    /// (`AndroidLinkDecider.delivery`): the app receives the intent's data URI
    /// (`LinkContext.androidDelivery` says how); decided as `direct`.
    case android = "android"

    /// What to write instead of a spelling that no longer names an arrival (a kind of link the
    /// decision's `via` once held, the catalogue's `weak-match`): a team's old file must fail
    /// with this advice rather than change meaning.
    package static func renamed(_ name: String) -> String? {
        switch name {
        case "weak-match": "'weak-match' is no longer an arrival: write 'first-launch' with the match type 'weak'"
        case "custom-scheme", "universal-link", "dynamic-link":
            "'\(name)' is a kind of link (linkKind), not an arrival: a link opened by the system arrives 'direct'"
        default: nil
        }
    }

    /// The arrival named `name`, or why there is none: the names, or the advice for an old
    /// spelling (`renamed(_:)`).
    package static func named(_ name: String) -> Result<Arrival, ArrivalNameError> {
        if let arrival = Arrival(rawValue: name) { return .success(arrival) }
        return .failure(ArrivalNameError(name: name, advice: renamed(name)))
    }

    /// Whether the link is handed over as written rather than recovered by the app (resolved or
    /// deferred), so that it is decided as what it is (`LinkKind`).
    package var handsOverAsWritten: Bool {
        switch self {
        case .direct, .inAppContent, .defaultBrowser, .customSchemeCallback, .android: true
        case .resolvedShortLink, .firstLaunch: false
        }
    }
}

/// A name that is no arrival (`Arrival.named(_:)`): its message says what the arrivals are,
/// or what an old spelling is now.
package struct ArrivalNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name given.
    package let name: String
    /// What to write instead, for an old spelling.
    package let advice: String?

    package var description: String {
        advice ?? "unknown arrival '\(name)' (\(Arrival.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
}
