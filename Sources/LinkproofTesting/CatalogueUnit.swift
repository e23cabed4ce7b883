import LinkproofGen

/// One class of the catalogue on one arrival: what a check runs and reports as one part.
public struct CatalogueUnit: Hashable, Sendable, Codable {
    public let name: AdversarialClassName
    public let arrival: CatalogueArrival

    public init(name: AdversarialClassName, arrival: CatalogueArrival = .direct) {
        self.name = name
        self.arrival = arrival
    }
}
