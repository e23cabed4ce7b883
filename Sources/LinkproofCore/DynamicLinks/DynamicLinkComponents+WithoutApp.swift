/// Where Firebase sends an iPhone or iPad that does not have the app, as Firebase documents
/// the iOS parameters ("Manually constructing a Dynamic Link URL"): `ifl` is "The link to open
/// when the app isn't installed", instead of installing the app from the App Store (`isi`);
/// `ipfl` is "The link to open on iPads when the app isn't installed". The app never acts on
/// any of these (S000-02): they are for the device before the install.
public enum DestinationWithoutApp: Hashable, Sendable {
    /// The fallback link (`ifl`, or `ipfl` on an iPad).
    case fallback(String)
    /// The App Store page of the app with this App Store ID (`isi`), to install it.
    case appStore(id: String)
    /// Neither given: the deep link itself, the content's web URL (S002-09).
    case deepLink(String)
}

extension DynamicLinkComponents {
    /// Where an iPhone (or, with `iPad`, an iPad) without the app is sent.
    public func destinationWithoutApp(iPad: Bool) -> DestinationWithoutApp {
        if iPad, let link = nonEmpty(.ipfl) { return .fallback(link) }
        if let link = nonEmpty(.ifl) { return .fallback(link) }
        if let id = nonEmpty(.isi) { return .appStore(id: id) }
        return .deepLink(link)
    }

    /// Whether Firebase shows its app preview page first: yes unless `efr` is `1`.
    public var showsPreviewPage: Bool { parameters[.efr] != "1" }

    private func nonEmpty(_ parameter: DynamicLinkParameter) -> String? {
        parameters[parameter].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Where an Android device goes when it opens a long dynamic link. First Android: when the
/// installed app's verified App Link covers the link's host (an `autoVerify` filter for the
/// Dynamic Links domain, Firebase's "Receive Dynamic Links on Android"; Android: verified App
/// Links "immediately open corresponding content in your Android app", "About App Links"),
/// Android starts the app with the link as tapped and Firebase's service never sees it,
/// so no parameter sends the device elsewhere: the app reads `amv` itself
/// (`PendingDynamicLinkData.getMinimumAppVersion()`, and `getUpdateAppIntent` if it calls it).
/// Otherwise Firebase's service applies the Android parameters as Firebase documents them
/// ("Manually constructing a Dynamic Link URL"): `apn` "The package name of the Android app to
/// use to open the link", `afl` "The link to open when the app isn't installed" instead of the
/// Play Store, `amv` "The versionCode of the minimum version of your app that can open the
/// link. If the installed app is an older version, the user is taken to the Play Store to
/// upgrade the app."
public enum AndroidDestination: Hashable, Sendable {
    /// Not installed: the fallback link (`afl`).
    case fallback(String)
    /// Not installed: the Play Store page of `apn`, to install it.
    case playStore(package: String)
    /// No `apn`: no app opens it; the deep link itself, the content's web URL.
    case deepLink(String)
    /// Through Firebase's service, installed with a version code of at least `amv` (or no
    /// `amv`): the app opens with the link.
    case app(package: String, link: String)
    /// Through Firebase's service, installed but older than `amv`: the Play Store page of the
    /// app, to upgrade it.
    case upgrade(package: String, minimumVersion: Int)
    /// The installed app's verified App Link covers the link: Android starts that app with the
    /// link as tapped, whatever `apn`, `afl` and `amv` say; `minimumVersion` is `amv` when the
    /// installed version is older (the SDK hands it to the app, which decides).
    case appLink(package: String, minimumVersion: Int?)
}

extension DynamicLinkComponents {
    /// Where an Android device goes: `installed` is the package installed on it and its
    /// version code, nil when none is (a link whose `apn` names another package is opened as
    /// if that app were not installed); `opensAsAppLink` is true when that installed app's
    /// verified App Link covers the link (`AndroidDelivery.kind` `verified-app-link`, reaching
    /// the app), so Android opens it before Firebase's service sees the link.
    public func destinationOnAndroid(installed: (package: String, versionCode: Int)?, opensAsAppLink: Bool = false) -> AndroidDestination {
        // getMinimumAppVersion(): 0 when amv is absent, and 0 accepts any version.
        let minimum = parameters[.amv].flatMap { Int($0) } ?? 0
        if let installed, opensAsAppLink {
            return .appLink(package: installed.package, minimumVersion: minimum > installed.versionCode ? minimum : nil)
        }
        let package = nonEmpty(.apn)
        if let package, let installed, installed.package == package {
            return minimum > installed.versionCode ? .upgrade(package: package, minimumVersion: minimum) : .app(package: package, link: link)
        }
        if let fallback = nonEmpty(.afl) { return .fallback(fallback) }
        if let package { return .playStore(package: package) }
        return .deepLink(link)
    }
}
