/// Android's App Links verification, offline: the statement list a manifest binds to each
/// `autoVerify` host (`android.assetLinks`: `{"example.com": "assetlinks.json"}`, paths
/// relative to the manifest's folder), read as Android's verifier reads that host's
/// `/.well-known/assetlinks.json`, and the verifier's answer for each host.
///
/// A host verifies the app when its list grants `delegate_permission/common.handle_all_urls`
/// to the package signed with one of `sha256CertFingerprints` (Android's "Verify Android App
/// Links"). Which hosts must verify for a link depends on the Android version
/// (`hostsToVerify`). Includes in a bound list are not followed offline: only the list's own
/// statements count.
package struct AndroidStatementList: Sendable, Equatable {
    /// The host whose `/.well-known/assetlinks.json` this is (lower case; a filter's `*.`
    /// host is verified at the domain after it).
    public let host: String
    /// The file as the manifest names it (for an inline list, a name for it). Where the list
    /// was written is not what the manifest declares: equality ignores it (an inlined copy,
    /// `Scripts/inline-manifest`, equals its file), as `AssociatedDomain` ignores `aasaFile`.
    public let file: String
    /// The list's statements, includes and diagnostics.
    public let parsed: AssetLinksParser.Parsed

    public static func == (lhs: AndroidStatementList, rhs: AndroidStatementList) -> Bool {
        lhs.host == rhs.host && lhs.parsed.statements == rhs.parsed.statements && lhs.parsed.includes == rhs.parsed.includes
            && lhs.parsed.diagnostics.map(\.code) == rhs.parsed.diagnostics.map(\.code)
    }

    public init(host: String, file: String, bytes: [UInt8]) {
        self.host = host
        self.file = file
        let site = (try? AssetLinksSite("https://\(host)")) ?? AndroidStatementList.unknownSite
        self.parsed = AssetLinksParser.parse(bytes, source: .web(site), document: file)
    }

    private static let unknownSite = try! AssetLinksSite("https://local.invalid")

    /// The verifier's answer for this host and the app `package` signed with `fingerprints`.
    public func verdict(package: String, fingerprints: [String]) -> AndroidHostVerdict {
        let wanted = Set(fingerprints.map { $0.uppercased() })
        let grant = parsed.statements.first { statement in
            guard statement.relation == AssetLinksRelation.handleAllURLs,
                  case .androidApp(package, let fingerprint) = statement.target else { return false }
            return wanted.contains(fingerprint.uppercased())
        }
        if let grant, case .androidApp(_, let fingerprint) = grant.target {
            return AndroidHostVerdict(host: host, grantedFingerprint: fingerprint,
                detail: "\(host): \(file) grants \(AssetLinksRelation.handleAllURLs) to \(package) signed with \(fingerprint)")
        }
        let findings = AssetLinksChecks.verifies(parsed.statements, packageName: package, fingerprints: fingerprints, document: file)
        return AndroidHostVerdict(host: host, grantedFingerprint: nil,
            detail: "\(host): \(file): " + (findings.first?.message ?? "no grant of \(AssetLinksRelation.handleAllURLs) to \(package)"))
    }
}

/// Whether one host verifies the app (`AndroidStatementList.verdict`), and why, in words.
package struct AndroidHostVerdict: Sendable, Equatable {
    public let host: String
    /// The certificate the granting statement names; nil when no statement grants the app.
    public let grantedFingerprint: String?
    /// Which statement verified the host, or why none did.
    public let detail: String

    public var verified: Bool { grantedFingerprint != nil }
}

/// The verifier's answer for one link: verified or not, and the trace that says why.
package struct AndroidVerification: Sendable, Equatable {
    /// The hosts checked, each with its verdict, in order.
    public let verdicts: [AndroidHostVerdict]

    /// Every host checked verifies the app.
    public var verified: Bool { verdicts.allSatisfy(\.verified) }

    /// The statements that verified the link, or the hosts that did not verify, in one line.
    public var detail: String {
        let failing = verdicts.filter { !$0.verified }
        return (failing.isEmpty ? verdicts : failing).map(\.detail).joined(separator: "; ")
    }
}

extension AndroidAppSection {
    /// The Android versions this model tells apart: 12 (API 31) changed both verification
    /// (per host) and unverified web links (the browser, not the disambiguation dialog).
    public static let firstPerHostVerificationVersion = 12

    /// The hosts whose statement lists decide whether `uri` (an `http(s)` link accepted by
    /// one of `filters`) arrives as a verified App Link on `androidVersion`: from Android 12,
    /// the verified sites of the `autoVerify` authorities that accept the link's host ("the
    /// system verifies each host separately"); up to Android 11, every verified site of the
    /// app ("the system verifies the app as a handler only if it finds a matching Digital
    /// Asset Links file for all hosts that you define in the manifest"; Android Developers,
    /// "Verify Android App Links").
    func hostsToVerify(_ uri: AndroidURI, through filters: [Filter], androidVersion: Int) -> [String] {
        guard androidVersion >= Self.firstPerHostVerificationVersion else { return verifiedSites.map(\.host) }
        var hosts: [String] = []
        for filter in filters where filter.autoVerify {
            for authority in filter.data.authorities where authority.match(uri) != nil {
                let host = String(authority.host.drop { $0 == "*" || $0 == "." }).lowercased()
                if !host.isEmpty, !hosts.contains(host) { hosts.append(host) }
            }
        }
        return hosts
    }

    /// Each bound host's verdict for this app (`AndroidStatementList.verdict`), by host: what
    /// `verification(of:through:androidVersion:verdicts:)` reads, worked out once per app
    /// rather than for every link (a verdict that fails runs the statement checks to say why).
    func verdictsByHost() -> [String: AndroidHostVerdict] {
        var verdicts: [String: AndroidHostVerdict] = [:]
        for list in assetLinks where verdicts[list.host] == nil { verdicts[list.host] = list.verdict(package: package, fingerprints: fingerprints) }
        return verdicts
    }

    /// The verifier's answer for `uri` through `filters` on `androidVersion`, from the bound
    /// statement lists' `verdicts` (`verdictsByHost()`); nil when the manifest binds none
    /// (verification is then not checked).
    func verification(of uri: AndroidURI, through filters: [Filter], androidVersion: Int,
                      verdicts: [String: AndroidHostVerdict]) -> AndroidVerification? {
        guard !assetLinks.isEmpty else { return nil }
        return AndroidVerification(verdicts: hostsToVerify(uri, through: filters, androidVersion: androidVersion).map { host in
            verdicts[host] ?? AndroidHostVerdict(host: host, grantedFingerprint: nil, detail: "\(host): no statement list is bound to it (android.assetLinks)")
        })
    }
}
