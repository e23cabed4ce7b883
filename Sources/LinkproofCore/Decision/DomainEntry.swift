/// What the rules need of an associated domain, worked out once. A class: the decision holds
/// it by one reference.
final class DomainEntry: Sendable {
    let ports: [UInt16]
    /// The app's rules in the domain's AASA file (none when the file names other apps only);
    /// nil when there is no usable file or the manifest has no Team ID.
    let rules: AASARuleList?
    /// The app ID the rules are for.
    let appID: String

    init(_ domain: AssociatedDomain, appID: String?) {
        ports = domain.ports
        self.appID = appID ?? ""
        if let appID, let json = domain.aasa, let parsed = try? AASAParser.parse(json) {
            rules = AASAMatcher(parsed.document).rules(for: appID) ?? AASARuleList([])
        } else {
            rules = nil
        }
    }
}
