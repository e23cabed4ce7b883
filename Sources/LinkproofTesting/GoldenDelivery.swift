import Foundation
import LinkproofConformance
import LinkproofCore

/// Whether the platform hands a golden case's link to the app at all. A universal link
/// (`https`, opened directly) on one of the app's associated domains reaches the app only
/// when the domain's AASA file gives its URL to the app: an excluded or unmatched path opens
/// in Safari, and the app's handler never sees it on that channel. Links on other hosts,
/// custom schemes, links handed over on another channel and domains without an AASA file in
/// the manifest are delivered as the case says. On Android, what the recorded outcome says
/// Android does with the link.
enum GoldenDelivery: Equatable {
    case delivered
    /// Not handed to the app; the reason in words.
    case notDelivered(String)

    init(_ handlerCase: HandlerCase, manifest: LinkManifest?) {
        if handlerCase.golden.platform == .android {
            self = GoldenDelivery(android: handlerCase)
            return
        }
        guard handlerCase.context.channel == .direct, let manifest, let appID = manifest.app.appID,
              let components = URLComponents(string: handlerCase.link), components.scheme?.lowercased() == "https",
              let host = components.host?.lowercased(),
              let domain = manifest.associatedDomains.first(where: { $0.domain == host }), let aasa = domain.aasa,
              let parsed = try? AASAParser.parse(aasa),
              let decision = try? AASAMatcher(parsed.document).decide(appID: appID, domain: host, url: handlerCase.link) else {
            self = .delivered
            return
        }
        switch decision {
        case .match: self = .delivered
        case .exclude: self = .notDelivered("the AASA file of \(host) excludes the path: iOS opens it in Safari")
        case .noMatch: self = .notDelivered("the AASA file of \(host) does not give the path to \(appID): iOS opens it in Safari")
        }
    }

    /// An Android case is handed over unless its recorded outcome says Android did not start
    /// the app with it, or started an activity the page named (which the handler cannot see).
    private init(android handlerCase: HandlerCase) {
        switch handlerCase.recorded?["reason"]?.stringValue.flatMap(RejectReason.init(rawValue:)) {
        case .androidNoFilter?: self = .notDelivered("no intent filter of the app accepts it: Android does not start the app")
        case .androidIntentOtherPackage?: self = .notDelivered("the intent: URI names another package")
        case .androidIntentMalformed?: self = .notDelivered("the intent: URI is malformed: no app is started")
        case .androidIntentComponent?: self = .notDelivered("the intent: URI names the activity (component=), which the handler cannot see")
        default: self = .delivered
        }
    }
}
