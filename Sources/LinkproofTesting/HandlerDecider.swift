import Foundation
import LinkproofCore
import LinkproofGen

/// The code under test as the catalogue's properties see it: each link handed over as
/// `arrival` hands it with `matchType` (the context it is told, the callback it is wrapped in).
struct HandlerDecider: LinkDecider {
    let handler: any LinkDecider
    var arrival = Arrival.direct
    var matchType = MatchType.unique
    var manifest: LinkManifest?
    /// On the `android` arrival, how Android delivers the manifest's links; a context that
    /// already names an Android arrival keeps it (a link compared with a case's, handed over
    /// as the case's arrived).
    let android: AndroidLinkDecider?

    init(handler: any LinkDecider, arrival: Arrival = .direct, matchType: MatchType = .unique, manifest: LinkManifest? = nil) {
        self.handler = handler
        self.arrival = arrival
        self.matchType = matchType
        self.manifest = manifest
        android = arrival == .android ? manifest.flatMap(AndroidLinkDecider.init) : nil
    }

    /// The handler's decision of the link it is handed; a link Android keeps from it gets
    /// Android's answer, which says why (`android-no-filter`, `android-web-link-in-browser`, …).
    func decide(_ input: String, context: LinkContext) -> Decision {
        if let link = handed(input, context: context) { return handler.decide(link.text, context: link.context) }
        return android.map { AndroidPlatformDecider($0).decide(input, context: context) } ?? handler.decide(input, context: context)
    }

    /// The link as the handler receives it, and the context it is told; nil when Android does
    /// not hand it over.
    func handed(_ input: String, context: LinkContext) -> IncomingLink? {
        if let android {
            // Every link a device can hand the handler: an unverified web link too (the user
            // approved the domain, or Android 11's dialog).
            var reaching = context
            reaching.androidUserApprovedDomain = true
            let delivery = android.delivery(input, context: reaching)
            guard delivery.reachesApp, let data = delivery.data else { return nil }
            var context = context
            context.androidDelivery = context.androidDelivery ?? delivery.kind
            return IncomingLink(data, context: context)
        }
        return manifest.map { arrival.link(input, in: $0, matchType: matchType) } ?? IncomingLink(input, context: context)
    }
}
