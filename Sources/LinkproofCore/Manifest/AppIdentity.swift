/// The app's identity on each platform.
public struct AppIdentity: Hashable, Sendable {
    /// The Apple Developer Team ID (the "Application Identifier Prefix"), e.g. `4QMDKC8VLJ`.
    public var teamID: String?
    public var bundleID: String
    public var appStoreID: String?
    public var androidPackage: String?

    public init(teamID: String? = nil, bundleID: String, appStoreID: String? = nil, androidPackage: String? = nil) {
        self.teamID = teamID
        self.bundleID = bundleID
        self.appStoreID = appStoreID
        self.androidPackage = androidPackage
    }

    /// `<Team ID>.<bundle ID>`, the app ID an AASA file names.
    public var appID: String? { teamID.map { "\($0).\(bundleID)" } }
}
