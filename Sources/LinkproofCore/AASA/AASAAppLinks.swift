/// The `applinks` dictionary.
package struct AASAAppLinks: Sendable, Codable, Equatable {
    /// Domain-level `defaults`; every rule of `details` already carries what it took from them.
    public var defaults: AASADefaults
    /// Custom `substitutionVariables`, in source order.
    public var variables: [AASAVariable]
    /// Details entries in evaluation order (the legacy dictionary is sorted by app ID).
    public var details: [AASADetail]

    /// An `applinks` dictionary.
    public init(defaults: AASADefaults = AASADefaults(), variables: [AASAVariable] = [], details: [AASADetail] = []) {
        self.defaults = defaults
        self.variables = variables
        self.details = details
    }
}
