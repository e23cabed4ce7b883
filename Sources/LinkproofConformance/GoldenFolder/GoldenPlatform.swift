/// The platform a case's link is decided on (README, "`platform`"): iOS by the strict parser
/// and the AASA files, Android by `AndroidLinkDecider` (the manifest's intent filters, read as
/// AOSP reads them) and, for `not-installed`, by the dynamic link's Android parameters.
public enum GoldenPlatform: String, Sendable, CaseIterable {
    case ios
    case android

    /// The kinds a case may decide on Android: a link arriving, and a dynamic link opened
    /// on a device with or without the app.
    public static let androidKinds: [GoldenKind] = [.route, .notInstalled]
}
