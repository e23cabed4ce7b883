/// A manifest's Android side (manifest key `android`): the package, its signing-certificate
/// fingerprints, and the intent filters that receive its links, each naming the routes it
/// delivers (README: "The Android side").
public struct AndroidAppSection: Equatable, Sendable {
    /// One `<intent-filter>` of the app's AndroidManifest.xml, as data matching sees it.
    public struct Filter: Equatable, Sendable {
        /// A name for reports and for the bindings (`applinks`, `scheme`).
        public var name: String
        /// `android:autoVerify="true"`: Android verifies its https hosts through assetlinks.json.
        public var autoVerify: Bool
        /// The routes whose links arrive through this filter.
        public var routes: [String]
        package var data: AndroidIntentFilter

        package init(name: String, autoVerify: Bool, routes: [String], data: AndroidIntentFilter) {
            self.name = name
            self.autoVerify = autoVerify
            self.routes = routes
            self.data = data
        }
    }

    /// The application ID (`package`), e.g. `com.example.android`.
    public var package: String
    /// SHA-256 fingerprints of the signing certificates, `AB:CD:…` upper case.
    public var fingerprints: [String]
    public var filters: [Filter]
    /// The document's own Android code to compare with (`ReferenceHandlers.androidNames`), as
    /// the manifest's `documentHandler` names its iOS code; nil for none.
    public var documentHandler: String?
    /// The statement list bound to each `autoVerify` host (`assetLinks`), in the order the
    /// manifest names them; empty when the manifest binds none, and then verification is not
    /// checked (an `autoVerify` filter's `https` link is taken as verified).
    package var assetLinks: [AndroidStatementList]

    package init(package: String, fingerprints: [String], filters: [Filter], documentHandler: String? = nil,
                assetLinks: [AndroidStatementList] = []) {
        self.package = package
        self.fingerprints = fingerprints
        self.filters = filters
        self.documentHandler = documentHandler
        self.assetLinks = assetLinks
    }

    /// The sites Android's verifier asks for `/.well-known/assetlinks.json`: the host of every
    /// `http`/`https` authority of every `autoVerify` filter, a `*.` wildcard as the domain
    /// after it (the verifier checks the root), each once, in filter order, with the port the
    /// filter names (which the verifier ignores; a loopback test server needs it).
    public var verifiedSites: [(host: String, port: String?)] {
        var seen: Set<String> = []
        return filters.filter { $0.autoVerify && $0.data.schemes.contains { $0 == "https" || $0 == "http" } }
            .flatMap(\.data.authorities).compactMap { authority in
                let host = String(authority.host.drop { $0 == "*" || $0 == "." }).lowercased()
                return !host.isEmpty && seen.insert(host).inserted ? (host, authority.port) : nil
            }
    }

    /// The filters bound to `route` that accept `link`, with their match.
    package func filters(for route: String, accepting link: String) -> [(filter: Filter, match: AndroidFilterMatch)] {
        filters.filter { $0.routes.contains(route) }.compactMap { filter in
            let match = filter.data.match(link)
            return match.matches ? (filter, match) : nil
        }
    }

    /// The keys the section takes.
    public static let keys = ["package", "sha256CertFingerprints", "intentFilters", "assetLinks", "documentHandler", "comment"]

    /// Reads the section; each problem is returned with its JSON path (`$.android.intentFilters[0].host`).
    /// `routes` are the manifest's route names, which the bindings must name; `appPackage` is
    /// `app.androidPackage`, which `package` must equal when both are given; `assetLinks`
    /// paths are read relative to `directory`, the manifest's folder.
    package static func read(_ value: JSONValue, path: String, routes: [String], appPackage: String?,
                            directory: String = ".") -> (AndroidAppSection?, [ManifestIssue]) {
        var issues: [ManifestIssue] = []
        func fail(_ path: String, _ message: String) { issues.append(ManifestIssue(path: path, message: message)) }
        guard case .object(let members) = value else { return (nil, [ManifestIssue(path: path, message: "'android' is an object, found \(value.kind)")]) }
        for member in members where !keys.contains(member.key) {
            fail(JSONPath.member(path, member.key), "unknown key (android has \(keys.joined(separator: ", ")))")
        }
        var documentHandler: String?
        switch value["documentHandler"] {
        case .string(let name)? where ReferenceHandlers.androidNames.contains(name): documentHandler = name
        case .string(let name)?:
            fail(JSONPath.member(path, "documentHandler"),
                 "unknown Android reference handler '\(name)' (\(ReferenceHandlers.androidNames.joined(separator: ", ")))")
        case nil: break
        case let other?: fail(JSONPath.member(path, "documentHandler"), "expected a string, found \(other.kind)")
        }
        var package = appPackage ?? ""
        switch value["package"] {
        case .string(let text)?:
            if let appPackage, appPackage != text { fail(JSONPath.member(path, "package"), "'\(text)' differs from app.androidPackage '\(appPackage)'") }
            package = text
        case nil:
            if appPackage == nil { fail(path, "'package' is required (or app.androidPackage)") }
        case let other?:
            fail(JSONPath.member(path, "package"), "expected a string, found \(other.kind)")
        }
        if !package.isEmpty, !AssetLinksAndroidApp.isValidPackageName(package) {
            fail(JSONPath.member(path, "package"), "'\(package)' is not a package name (dot-separated Java identifiers)")
        }
        var fingerprints: [String] = []
        let fingerprintsPath = JSONPath.member(path, "sha256CertFingerprints")
        if case .array(let items)? = value["sha256CertFingerprints"] {
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item, AssetLinksAndroidApp.isValidFingerprint(text) else {
                    fail(JSONPath.index(fingerprintsPath, index), "a SHA-256 fingerprint is 32 upper-case hex pairs separated by ':'")
                    continue
                }
                fingerprints.append(text)
            }
        } else if let other = value["sha256CertFingerprints"] {
            fail(fingerprintsPath, "expected a list of fingerprints, found \(other.kind)")
        }
        var filters: [Filter] = []
        let filtersPath = JSONPath.member(path, "intentFilters")
        if case .array(let items)? = value["intentFilters"] {
            for (index, item) in items.enumerated() {
                let filterPath = JSONPath.index(filtersPath, index)
                if let filter = readFilter(item, path: filterPath, index: index, routes: routes, fail: fail) { filters.append(filter) }
            }
        } else if let other = value["intentFilters"] {
            fail(filtersPath, "expected a list of intent filters, found \(other.kind)")
        }
        var seen: Set<String> = []
        for (index, filter) in filters.enumerated() where !seen.insert(filter.name).inserted {
            fail(JSONPath.member(JSONPath.index(filtersPath, index), "name"), "filter name '\(filter.name)' is used twice")
        }
        var section = AndroidAppSection(package: package, fingerprints: fingerprints, filters: filters, documentHandler: documentHandler)
        if let bindings = value["assetLinks"] {
            section.assetLinks = readAssetLinks(bindings, path: JSONPath.member(path, "assetLinks"), section: section,
                                                directory: directory, fail: fail)
        }
        return (issues.isEmpty ? section : nil, issues)
    }

    /// `assetLinks`: `{host: FILE}` for every verified site of the section (`verifiedSites`),
    /// each file read as the manifest's AASA files are (`ManifestNamedFile`), or the list inline.
    private static func readAssetLinks(_ value: JSONValue, path: String, section: AndroidAppSection, directory: String,
                                       fail: (String, String) -> Void) -> [AndroidStatementList] {
        guard case .object(let members) = value else {
            fail(path, "expected an object binding each autoVerify host to its assetlinks.json, found \(value.kind)")
            return []
        }
        let sites = section.verifiedSites.map(\.host)
        var lists: [AndroidStatementList] = []
        for (host, fileValue) in members where host != "comment" {
            let hostPath = JSONPath.member(path, host)
            guard sites.contains(host) else {
                fail(hostPath, "'\(host)' is not a host an autoVerify filter asks to verify (\(sites.isEmpty ? "none" : sites.joined(separator: ", ")))")
                continue
            }
            switch fileValue {
            case .string(let file):
                do {
                    let bytes = try ManifestNamedFile.read(file, manifestDirectory: directory, kind: "statement list", limit: AssetLinksParser.defaultSizeCap)
                    lists.append(AndroidStatementList(host: host, file: file, bytes: bytes))
                } catch {
                    fail(hostPath, error.message)
                }
            case .array:
                // Inlined (Scripts/inline-manifest), as an associated domain's aasa may be.
                lists.append(AndroidStatementList(host: host, file: "\(host)'s assetlinks.json", bytes: Array(fileValue.compactText.utf8)))
            default:
                fail(hostPath, "expected the path of an assetlinks.json (or its statement list inline), found \(fileValue.kind)")
            }
        }
        for site in sites where !members.contains(where: { $0.key == site }) {
            fail(path, "no statement list for '\(site)', a host an autoVerify filter asks to verify: bind every such host, or none")
        }
        if section.fingerprints.isEmpty {
            fail(path, "sha256CertFingerprints is empty: the statement lists have no certificate to be checked against")
        }
        return lists
    }

    /// The binding keys a filter has beside its `<data>` attributes.
    private static let bindingKeys: Set<String> = ["name", "autoVerify", "routes", "comment"]

    private static func readFilter(_ value: JSONValue, path: String, index: Int, routes: [String],
                                   fail: (String, String) -> Void) -> Filter? {
        guard case .object(let members) = value else { fail(path, "an intent filter is an object, found \(value.kind)"); return nil }
        var name = "filter\(index)"
        if let nameValue = value["name"] {
            guard case .string(let text) = nameValue, !text.isEmpty else { fail(JSONPath.member(path, "name"), "expected a non-empty string"); return nil }
            name = text
        }
        var autoVerify = false
        if let flag = value["autoVerify"] {
            guard case .bool(let bool) = flag else { fail(JSONPath.member(path, "autoVerify"), "expected true or false, found \(flag.kind)"); return nil }
            autoVerify = bool
        }
        var bound: [String] = []
        if case .array(let items)? = value["routes"] {
            for (routeIndex, item) in items.enumerated() {
                guard case .string(let route) = item, routes.contains(route) else {
                    fail(JSONPath.index(JSONPath.member(path, "routes"), routeIndex), "not the name of a route of this manifest")
                    continue
                }
                bound.append(route)
            }
        } else if value["routes"] != nil {
            fail(JSONPath.member(path, "routes"), "expected a list of route names")
        }
        do {
            let data = try AndroidIntentFilter(json: .object(members.filter { !bindingKeys.contains($0.key) }), path: path)
            return Filter(name: name, autoVerify: autoVerify, routes: bound, data: data)
        } catch {
            fail(error.path, error.message)
            return nil
        }
    }
}
