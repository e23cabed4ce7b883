/// An apple-app-site-association file as the engine reads it: every shape in the wild
/// (modern `components`, legacy `paths`, the legacy `details` dictionary) brought to one form.
package struct AASADocument: Sendable, Codable, Equatable {
    /// The `applinks` service, when present and an object.
    public var appLinks: AASAAppLinks?
    /// App IDs of the `webcredentials`, `appclips` and `activitycontinuation` services.
    public var webCredentials: [String]?
    /// App IDs of the `appclips` service.
    public var appClips: [String]?
    /// App IDs of the `activitycontinuation` (Handoff) service.
    public var activityContinuation: [String]?

    /// A document with the given services.
    public init(appLinks: AASAAppLinks? = nil, webCredentials: [String]? = nil,
                appClips: [String]? = nil, activityContinuation: [String]? = nil) {
        self.appLinks = appLinks
        self.webCredentials = webCredentials
        self.appClips = appClips
        self.activityContinuation = activityContinuation
    }
}
