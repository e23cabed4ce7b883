import Foundation
import LinkproofConformance
import LinkproofCore

/// Whether the platform hands a link to the app at all: the rule the golden check and the
/// catalogue (`LinkCatalogue.generator(_:arrival:)`) both apply before handing a link over.
/// A universal link (`https`, opened directly) on one of the app's associated domains reaches
/// the app only when the domain's AASA file gives its URL to the app: an excluded or unmatched
/// path opens in Safari, and the app's handler never sees it on that arrival. Links on other
/// hosts, custom schemes, links handed over on another arrival and domains without an AASA
/// file in the manifest are delivered. On Android, what Android's decision of the link says
/// (for a golden case, its recorded outcome).
enum GoldenDelivery: Equatable {
    case delivered
    /// Not handed to the app; the reason in words.
    case notDelivered(String)

    /// A golden case, on its platform.
    init(_ handlerCase: HandlerCase, manifest: LinkManifest?) {
        if handlerCase.golden.platform == .android {
            self = GoldenDelivery(android: handlerCase.recorded?["reason"]?.stringValue.flatMap(RejectReason.init(rawValue:)))
        } else {
            self = UniversalLinkDelivery(manifest: manifest).delivery(of: handlerCase.link, context: handlerCase.context)
        }
    }

    /// A link on Android, from the reason Android's rules refuse it with (nil: none): handed
    /// over unless Android did not start the app with it.
    init(android reason: RejectReason?) {
        switch reason {
        case .androidNoFilter?: self = .notDelivered("no intent filter of the app accepts it: Android does not start the app")
        case .androidIntentOtherPackage?: self = .notDelivered("the intent: URI names another package")
        case .androidIntentMalformed?: self = .notDelivered("the intent: URI is malformed: no app is started")
        case .androidWebLinkInBrowser?: self = .notDelivered("Android 12+ opens the unverified web link in the browser: the app is not started")
        default: self = .delivered
        }
    }
}

/// The iOS half of `GoldenDelivery`'s rule for one app, each associated domain's AASA file
/// parsed and compiled once: the catalogue's generator and the fuzz entry ask it of every
/// case they draw.
struct UniversalLinkDelivery: Sendable {
    private let appID: String?
    /// The matcher of each associated domain's AASA file, by host (the manifest's first entry
    /// for a host decides, as `associatedDomains.first(where:)` would).
    private let matchers: [String: AASAMatcher]

    init(manifest: LinkManifest?) {
        appID = manifest?.app.appID
        var matchers: [String: AASAMatcher] = [:]
        var seen: Set<String> = []
        for domain in manifest?.associatedDomains ?? [] where seen.insert(domain.domain).inserted {
            if let aasa = domain.aasa, let parsed = try? AASAParser.parse(aasa) { matchers[domain.domain] = AASAMatcher(parsed.document) }
        }
        self.matchers = matchers
    }

    /// Whether iOS hands `link`, arriving with `context`, to the app.
    func delivery(of link: String, context: LinkContext) -> GoldenDelivery {
        guard context.arrival.handsOverAsWritten, let appID,
              let components = URLComponents(string: link), components.scheme?.lowercased() == "https",
              let host = components.host?.lowercased(), let matcher = matchers[host],
              let decision = try? matcher.decide(appID: appID, domain: host, url: link) else { return .delivered }
        switch decision {
        case .match: return .delivered
        case .exclude: return .notDelivered("the AASA file of \(host) excludes the path: iOS opens it in Safari")
        case .noMatch: return .notDelivered("the AASA file of \(host) does not give the path to \(appID): iOS opens it in Safari")
        }
    }
}
