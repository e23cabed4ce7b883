import LinkproofCore

/// The `android` section of a drafted manifest (`linkproof init --info-plist … --entitlements …
/// --android-manifest AndroidManifest.xml DIR`): the section `AndroidManifestDraft` read from
/// the XML, each intent filter bound to the drafted routes it receives — a route whose example
/// link iOS opens in the app and the filter accepts, matched as AOSP matches
/// (`LinkManifest.routes(acceptedBy:)`, every filter at once), unless a value of the filter could not be read — and
/// notes on what was left unbound.
struct AndroidDraftBinding {
    /// The section, its filters' `routes` filled in.
    let section: JSONValue
    /// What the draft could not read, and the filters and routes left unbound, for the user.
    let notes: [String]

    /// Binds `draft`'s filters to the routes of `manifest`, the drafted manifest without an
    /// `android` section.
    init(_ draft: AndroidManifestDraft.Draft, manifest: JSONValue) throws(GoldenError) {
        var notes = draft.notes
        var drafted = draft.section
        if drafted["package"] == nil {
            // A manifest built by Gradle 8 names the package in build.gradle's namespace and
            // applicationId only; the section needs one to load: the bundle ID stands in.
            let bundleID = manifest["app"]?["bundleID"]?.stringValue ?? ""
            let package = AssetLinksAndroidApp.isValidPackageName(bundleID) ? bundleID : "com.example.app"
            drafted = drafted.setting("package", to: .string(package))
            notes.append("'package' is '\(package)', a placeholder: replace it with Gradle's applicationId")
        }
        let loaded: LinkManifest
        do {
            loaded = try LinkManifest.load(json: Array(manifest.setting("android", to: drafted).prettyText().utf8))
        } catch {
            throw GoldenError(.unknownManifest, file: "apps/draft.json", "the draft with its android section does not load (please report it): \(error)")
        }
        let filters = loaded.android?.filters ?? []
        var bound: Set<String> = []
        var filterJSON: [JSONValue] = []
        if case .array(let items)? = drafted["intentFilters"] { filterJSON = items }
        let accepted = loaded.routes(acceptedBy: filters.map(\.data))
        for (index, filter) in filters.enumerated() where index < filterJSON.count {
            // A filter whose host or path was not read accepts more than the app's: not bound.
            guard !draft.unread.contains(filter.name) else {
                notes.append("intent filter '\(filter.name)' has a value that was not read: bound to no route (fill it in, then bind its routes by hand)")
                continue
            }
            let routes = accepted[index]
            bound.formUnion(routes)
            filterJSON[index] = filterJSON[index].setting("routes", to: .array(routes.map(JSONValue.string)))
            if routes.isEmpty {
                notes.append("intent filter '\(filter.name)' accepts no drafted route's link that iOS opens: bind it to its routes by hand")
            }
        }
        for route in loaded.routes where !bound.contains(route.name) {
            notes.append("route '\(route.name)' (\(route.templates.map(\.source).joined(separator: ", "))) is bound to no intent filter: Android does not open it in the app (manifest validate warns route-only-on-ios)")
        }
        section = drafted.setting("intentFilters", to: .array(filterJSON))
        self.notes = notes
    }
}
