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
