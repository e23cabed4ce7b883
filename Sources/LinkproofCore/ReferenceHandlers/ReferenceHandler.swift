/// A faithful port of one document's own link-handling code, run over Foundation's `URL`
/// and `URLComponents` exactly as the document runs it, bugs included. It is the
/// `document` profile: the same inputs through both profiles show, case by case, where the
/// document's code goes wrong and what Linkproof decides instead. Its decision maps what the
/// document's code does onto Linkproof's model: its destinations become routes, a `nil`
/// result becomes `document-no-link`, and a `fatalError` becomes `document-fatal-error`.
public protocol ReferenceHandler: LinkDecider {
    /// Which document's code this is, e.g. "000/001 Raycipe parseComponents".
    var source: String { get }
    /// What the document's code does when `input` arrives `times` times, `interval` seconds
    /// apart, in one run of the app: the state its code keeps carries over from one delivery to
    /// the next (S000-11). By default the code keeps none, and each delivery is decided alone.
    func deliver(_ input: String, context: LinkContext, times: Int, interval: Double) -> [Decision]
}

extension ReferenceHandler {
    public func deliver(_ input: String, context: LinkContext, times: Int, interval: Double) -> [Decision] {
        (0..<times).map { _ in decide(input, context: context) }
    }
}

/// The reference handlers by the name a manifest's `documentHandler` gives.
public enum ReferenceHandlers {
    /// Known handler names: `raycipe` (documents 000/001), `createwithswift` (document 004).
    public static let names = ["raycipe", "createwithswift"]

    /// The handler a manifest names, with the short links the document's Firebase SDK would
    /// resolve (short link → long link), and whether Firebase's server can be reached; nil
    /// when the manifest names none.
    public static func handler(for manifest: LinkManifest, shortLinks: [String: String] = [:], online: Bool = true) -> (any ReferenceHandler)? {
        switch manifest.documentHandler {
        case "raycipe"?: RaycipeReferenceHandler(manifest: manifest, shortLinks: shortLinks, online: online)
        case "createwithswift"?: DeeplinkManagerReferenceHandler()
        default: nil
        }
    }

    /// Known Android handler names (a manifest's `android.documentHandler`):
    /// `firebase-app-invite` (document 002's Kotlin and Java).
    public static let androidNames = ["firebase-app-invite"]

    /// The Android handler a manifest's `android` section names, deciding the intent's data
    /// URI: with the short links Firebase's server would resolve, whether the task
    /// `getDynamicLink` returns fails, and the invitation ID Firebase attaches to an
    /// invitation (nil: the link is no invitation); nil when the section names none.
    public static func androidHandler(for manifest: LinkManifest, shortLinks: [String: String] = [:], taskFails: Bool = false,
                                      invitationID: String? = nil) -> (any ReferenceHandler)? {
        switch manifest.android?.documentHandler {
        case "firebase-app-invite"?:
            FirebaseAppInviteReferenceHandler(prefixes: manifest.dynamicLinkPrefixes, shortLinks: shortLinks, taskFails: taskFails,
                                              invitationID: invitationID)
        default: nil
        }
    }
}
