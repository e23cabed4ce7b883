/// The reference handlers by the name a manifest's `documentHandler` gives.
package enum ReferenceHandlers {
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
