import LinkproofCore

/// The outcomes a run recorded for one case, waiting to be accepted or rejected.
public struct PendingEntry: Sendable {
    public var id: String
    /// The `linkproof` profile's outcome, when it changed.
    package var expect: JSONValue?
    /// The `document` profile's outcome, when it changed.
    package var document: JSONValue?
    /// The `compatible` profile's outcome, when it changed.
    package var compatible: JSONValue?

    package init(id: String, expect: JSONValue?, document: JSONValue?, compatible: JSONValue? = nil) {
        self.id = id
        self.expect = expect
        self.document = document
        self.compatible = compatible
    }

    /// The pending outcome of a profile.
    package func outcome(_ profile: Profile) -> JSONValue? {
        switch profile {
        case .linkproof: expect
        case .document: document
        case .compatible: compatible
        }
    }

    /// Sets the pending outcome of a profile.
    mutating func set(_ profile: Profile, _ outcome: JSONValue?) {
        switch profile {
        case .linkproof: expect = outcome
        case .document: document = outcome
        case .compatible: compatible = outcome
        }
    }

    var json: JSONValue {
        .object(Profile.allCases.compactMap { profile in outcome(profile).map { (profile.field, $0) } })
    }
}
