/// Document 002's Android receiving code (Kotlin and Java, "Open the linked content in your
/// app"), with the Firebase Android SDK's part it calls:
///
/// ```
/// Firebase.dynamicLinks.getDynamicLink(intent).addOnCompleteListener { task ->
///     if (!task.isSuccessful) { /* Handle error */ }
///     val invite = FirebaseAppInvite.getInvitation(task.result)
///     if (invite != null) { /* Handle invite */ }
/// }
/// ```
///
/// - `FirebaseDynamicLinksImpl.getDynamicLink(Intent)` (firebase-android-sdk,
///   `firebase-dynamic-links`) hands `intent.getDataString()` to Google Play services, whose
///   answer completes the task: a long dynamic link on one of the app's prefixes gives its
///   `link` (`PendingDynamicLinkData.getLink()`) and `amv` (`getMinimumAppVersion()`); a short
///   link is resolved by Firebase's server (`shortLinks`; an unknown one fails the task, as
///   the iOS SDK's resolution fails); any other link gives a null result. Play services
///   unavailable, or the call refused, fails the task (`taskFails`).
/// - `Task.getResult()` on a failed task throws `RuntimeExecutionException`. The document's
///   error branch is a comment, so the code goes on to `task.result`, and the exception leaves
///   the completion listener uncaught: the app crashes (a `crashed` refusal).
/// - `FirebaseAppInvite.getInvitation(data)` returns an invitation only for a link Firebase
///   created as an invitation (the service attaches the invitation ID: `invitationID`); for any
///   other link, and for a null result, it returns null and the code does nothing
///   (an `ignored` refusal). With an invitation the code goes to "Handle invite" without
///   checking how the link arrived: recorded as the route `invitation` with the invitation ID.
struct FirebaseAppInviteReferenceHandler: ReferenceHandler {
    let prefixes: [DynamicLinkPrefix]
    /// Short link → long link, what Firebase's server would answer.
    let shortLinks: [String: String]
    /// Whether the task `getDynamicLink` returns fails (Play services missing, out of date, or
    /// unreachable).
    let taskFails: Bool
    /// The invitation ID Firebase's service attaches to an invitation's data; nil: the link was
    /// not created as an invitation.
    let invitationID: String?

    /// The route the document's "Handle invite" stands for, in the manifest of document 002.
    static let invitationRoute = "invitation"

    var source: String { "002 Kotlin getDynamicLink(intent) + FirebaseAppInvite.getInvitation(task.result)" }

    /// The `PendingDynamicLinkData` Play services completes the task with: its deep link, or
    /// nil for a null result; `.failure` when the task fails.
    enum TaskResult: Equatable {
        case success(deepLink: String?)
        case failure(String)
    }

    func getDynamicLink(_ data: String) -> TaskResult {
        if taskFails { return .failure("getDynamicLink's task failed (Google Play services unavailable)") }
        if let longLink = shortLinks[data] { return getDynamicLink(longLink) }
        do {
            return .success(deepLink: try DynamicLinkComponents.parse(data, prefixes: prefixes).link)
        } catch {
            let onPrefix = prefixes.contains { data.lowercased().hasPrefix($0.string.lowercased() + "/") }
            return onPrefix ? .failure("Firebase's server does not resolve \(data)") : .success(deepLink: nil)
        }
    }

    func decide(_ input: String, context: LinkContext) -> Decision {
        switch getDynamicLink(input) {
        case .failure(let why):
            return .reject(Rejection(handler: .crashed,
                                     "\(why); the error branch is a comment, so task.result runs and throws RuntimeExecutionException, uncaught in the listener: the app crashes"))
        case .success(let deepLink):
            guard deepLink != nil, let invitationID else {
                return .reject(Rejection(handler: .ignored,
                                         "FirebaseAppInvite.getInvitation returns null (\(deepLink == nil ? "no dynamic link" : "the link is no invitation")): the code does nothing"))
            }
            return .route(RoutedLink(route: Self.invitationRoute, params: ["invitationId": invitationID], linkKind: .dynamicLink, via: context.arrival, matchType: context.matchType))
        }
    }
}
