/// Collects every statement an asset makes, following `include`s as the Digital Asset Links
/// API does: a secure asset (an `https` site or an app) and a secure include file may only
/// include `https` files; a URL already fetched, or more than `fetchBudget` fetches, ends the
/// walk (`AL102`); an include that cannot be fetched or parsed loses only its own statements.
package struct AssetLinksResolver {
    /// What a fetch of one URL gives: the body, or the diagnostics that stopped it.
    public typealias Fetch = (String) -> Result<[UInt8], AssetLinksFetchFailure>

    /// The most statement lists one resolution fetches, the source's own included.
    public static let defaultFetchBudget = 10

    public let fetch: Fetch
    public let fetchBudget: Int

    public init(fetchBudget: Int = defaultFetchBudget, fetch: @escaping Fetch) {
        self.fetch = fetch
        self.fetchBudget = fetchBudget
    }

    /// Every statement of a web site: its `/.well-known/assetlinks.json`, then the includes.
    public func statements(of site: AssetLinksSite) -> AssetLinksResolution {
        var walk = Walk(source: .web(site), sourceIsSecure: site.isSecure, resolver: self)
        let url = site.statementListURL
        walk.visited.insert(url)
        switch fetch(url) {
        case .success(let body): walk.list(body, document: url, secure: site.isSecure, root: true)
        case .failure(let failure): walk.diagnostics += failure.diagnostics
        }
        return walk.finish()
    }

    /// Every statement of an app whose own statement list (`asset_statements`) is `list`.
    public func statements(ofApp packageName: String, fingerprint: String, list: [UInt8]) -> AssetLinksResolution {
        var walk = Walk(source: .androidApp(packageName: packageName, fingerprint: fingerprint), sourceIsSecure: true, resolver: self)
        walk.list(list, document: "android_app \(packageName) asset_statements", secure: true, root: true)
        return walk.finish()
    }

    private struct Walk {
        let source: AssetLinksAsset
        let sourceIsSecure: Bool
        let resolver: AssetLinksResolver
        var statements: [AssetLinksStatement] = []
        /// The statements already in `statements`, so that each is kept once in O(1).
        var seen: Set<AssetLinksStatement> = []
        var diagnostics: [AssetLinksDiagnostic] = []
        var visited: Set<String> = []

        init(source: AssetLinksAsset, sourceIsSecure: Bool, resolver: AssetLinksResolver) {
            self.source = source
            self.sourceIsSecure = sourceIsSecure
            self.resolver = resolver
        }

        /// Reads one list (`secure`: served over https, or an app's; `root`: the source's own).
        mutating func list(_ bytes: [UInt8], document: String, secure: Bool, root: Bool) {
            let parsed = AssetLinksParser.parse(bytes, source: source, document: document)
            diagnostics += parsed.diagnostics
            for statement in parsed.statements where seen.insert(statement).inserted { statements.append(statement) }
            for (index, include) in parsed.includes.enumerated() {
                let path = "$include[\(index)]"
                let includeSecure = include.lowercased().hasPrefix("https:")
                if !includeSecure && (sourceIsSecure || secure) {
                    let message = root
                        ? "Insecure URL in fetch stack of secure asset: \(include)"
                        : "Insecure include file included by secure include file: \(include)"
                    diagnostics.append(AssetLinksDiagnostic(.insecureInclude, document: document, path: path, message: message))
                    continue
                }
                guard !visited.contains(include), visited.count < resolver.fetchBudget else {
                    diagnostics.append(AssetLinksDiagnostic(.fetchBudgetExhausted, document: document, path: path,
                        message: "Fetch budget exhausted: \(include) " + (visited.contains(include) ? "was already fetched (an include loop)" : "is past \(resolver.fetchBudget) fetches")))
                    continue
                }
                visited.insert(include)
                switch resolver.fetch(include) {
                case .success(let body): list(body, document: include, secure: includeSecure, root: false)
                case .failure(let failure): diagnostics += failure.diagnostics.map { led($0, from: document, path: path) }
                }
            }
        }

        /// A refused address names the include that led to it: the list and its entry.
        private func led(_ diagnostic: AssetLinksDiagnostic, from document: String, path: String) -> AssetLinksDiagnostic {
            guard diagnostic.code == .refusedAddress else { return diagnostic }
            return AssetLinksDiagnostic(diagnostic.code, document: diagnostic.document, path: diagnostic.path,
                                        message: diagnostic.message + " (the include at \(path) of \(document))")
        }

        func finish() -> AssetLinksResolution {
            AssetLinksResolution(statements: statements, diagnostics: diagnostics)
        }
    }
}

/// The statements an asset makes and what went wrong on the way.
package struct AssetLinksResolution: Sendable, Equatable {
    public let statements: [AssetLinksStatement]
    public let diagnostics: [AssetLinksDiagnostic]

    /// `CheckRequest`: whether the source grants `relation` to `target`.
    public func check(relation: String, target: AssetLinksAsset) -> Bool {
        statements.contains { $0.relation == relation && $0.target == target }
    }

    /// `ListRequest`: the statements with `relation` (all for nil).
    public func list(relation: String?) -> [AssetLinksStatement] {
        statements.filter { relation == nil || $0.relation == relation }
    }

    /// The API's answer to a request for every statement of a source that makes none: an
    /// error (`AL015`), where a request for one relation that matches nothing is not.
    public func noStatementsDiagnostic(document: String) -> AssetLinksDiagnostic? {
        statements.isEmpty && diagnostics.isEmpty
            ? AssetLinksDiagnostic(.noStatements, document: document, path: "$", message: "No statements were found")
            : nil
    }
}

/// Why a statement list could not be had: the diagnostics of the fetch.
package struct AssetLinksFetchFailure: Error, Sendable, Equatable {
    public let diagnostics: [AssetLinksDiagnostic]
    public init(_ diagnostics: [AssetLinksDiagnostic]) { self.diagnostics = diagnostics }
}
