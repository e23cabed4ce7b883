import Foundation
import LinkproofConformance
import LinkproofCore

/// Whether the platform hands a link to the app at all: the rule the golden check and the
/// catalogue (`LinkCatalogue.generator(_:arrival:)`) both apply before handing a link over.
/// A universal link (`https`, opened directly) on one of the app's associated domains reaches
/// the app only when the domain's AASA file gives its URL to the app: an excluded or unmatched
/// path opens in Safari, and the app's handler never sees it on that channel. Links on other
/// hosts, custom schemes, links handed over on another channel and domains without an AASA
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
            self = GoldenDelivery(link: handlerCase.link, context: handlerCase.context, manifest: manifest)
        }
    }

    /// `link` handed over on iOS with `context`, for the app `manifest` describes.
    init(link: String, context: LinkContext, manifest: LinkManifest?) {
        guard context.channel == .direct, let manifest, let appID = manifest.app.appID,
              let components = URLComponents(string: link), components.scheme?.lowercased() == "https",
              let host = components.host?.lowercased(),
              let domain = manifest.associatedDomains.first(where: { $0.domain == host }), let aasa = domain.aasa,
              let parsed = try? AASAParser.parse(aasa),
              let decision = try? AASAMatcher(parsed.document).decide(appID: appID, domain: host, url: link) else {
            self = .delivered
            return
        }
        switch decision {
        case .match: self = .delivered
        case .exclude: self = .notDelivered("the AASA file of \(host) excludes the path: iOS opens it in Safari")
        case .noMatch: self = .notDelivered("the AASA file of \(host) does not give the path to \(appID): iOS opens it in Safari")
        }
    }

    /// A link on Android, from the reason Android's rules refuse it with (nil: none): handed
    /// over unless Android did not start the app with it, or started an activity the page
    /// named (which the handler cannot see).
    init(android reason: RejectReason?) {
        switch reason {
        case .androidNoFilter?: self = .notDelivered("no intent filter of the app accepts it: Android does not start the app")
        case .androidIntentOtherPackage?: self = .notDelivered("the intent: URI names another package")
        case .androidIntentMalformed?: self = .notDelivered("the intent: URI is malformed: no app is started")
        case .androidIntentComponent?: self = .notDelivered("the intent: URI names the activity (component=), which the handler cannot see")
        default: self = .delivered
        }
    }
}
