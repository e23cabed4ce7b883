/// What changes between two versions of a statement list, and whether a site's statements
/// verify an app's App Links.
package enum AssetLinksChecks {
    /// One statement gained or lost between two versions.
    public struct Change: Sendable, Equatable, Codable, JSONWritable {
        public enum Kind: String, Sendable, Codable { case added, removed }
        public let kind: Kind
        public let relation: String
        public let target: AssetLinksAsset
    }

    /// The statements `new` grants and `old` did not (`added`), and the reverse (`removed`),
    /// whatever their order or the way they are grouped in the files.
    public static func diff(old: [AssetLinksStatement], new: [AssetLinksStatement]) -> [Change] {
        func key(_ statement: AssetLinksStatement) -> String { "\(statement.relation) \(statement.target)" }
        let oldKeys = Set(old.map(key)), newKeys = Set(new.map(key))
        var changes: [Change] = []
        var seen: Set<String> = []
        for statement in old where !newKeys.contains(key(statement)) && seen.insert(key(statement)).inserted {
            changes.append(Change(kind: .removed, relation: statement.relation, target: statement.target))
        }
        for statement in new where !oldKeys.contains(key(statement)) && seen.insert(key(statement)).inserted {
            changes.append(Change(kind: .added, relation: statement.relation, target: statement.target))
        }
        return changes
    }

    /// Whether `statements` (a site's) let Android verify `packageName` signed with one of
    /// `fingerprints`: a `handle_all_urls` statement naming the package and that certificate.
    /// `AL301` when no such statement names the package, `AL302` when it names only other
    /// certificates.
    public static func verifies(_ statements: [AssetLinksStatement], packageName: String, fingerprints: [String],
                                document: String) -> [AssetLinksDiagnostic] {
        let granted = statements.compactMap { statement -> String? in
            guard statement.relation == AssetLinksRelation.handleAllURLs,
                  case .androidApp(packageName, let fingerprint) = statement.target else { return nil }
            return fingerprint
        }
        if granted.isEmpty {
            return [AssetLinksDiagnostic(.noHandleAllURLs, document: document, path: "$",
                message: "no \(AssetLinksRelation.handleAllURLs) statement names \(packageName): Android will not verify its App Links here")]
        }
        let wanted = Set(fingerprints.map { $0.uppercased() })
        if wanted.isDisjoint(with: granted) {
            return [AssetLinksDiagnostic(.fingerprintNotListed, document: document, path: "$",
                message: "\(packageName) is listed with \(granted.joined(separator: ", ")), none of the app's certificates (\(fingerprints.joined(separator: ", ")))")]
        }
        return []
    }
}
