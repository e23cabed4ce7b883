import LinkproofGen

/// One class of the catalogue on one arrival, with one match type: what a check runs and
/// reports as one part.
public struct CatalogueUnit: Hashable, Sendable, Codable {
    public let name: AdversarialClassName
    public let arrival: Arrival
    /// `weak` for a first launch's link matched by a fingerprint; else `unique`.
    public let matchType: MatchType

    public init(name: AdversarialClassName, arrival: Arrival = .direct, matchType: MatchType = .unique) {
        self.name = name
        self.arrival = arrival
        self.matchType = matchType
    }

    /// The units of class `name` on `arrivals`, each with the match types the catalogue hands
    /// that arrival's links over with.
    static func units(_ name: AdversarialClassName, on arrivals: [Arrival]) -> [CatalogueUnit] {
        arrivals.flatMap { arrival in arrival.catalogueMatchTypes.map { CatalogueUnit(name: name, arrival: arrival, matchType: $0) } }
    }

    /// How a report names the arrival: nothing for a direct open, else in brackets, with the
    /// match type when it is not unique (` (first-launch, weak match)`).
    var arrivalLabel: String {
        guard arrival != .direct || matchType != .unique else { return "" }
        return matchType == .unique ? " (\(arrival.rawValue))" : " (\(arrival.rawValue), \(matchType.rawValue) match)"
    }
}
