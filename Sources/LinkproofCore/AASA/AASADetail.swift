/// One entry of `applinks.details`.
package struct AASADetail: Sendable, Codable, Equatable {
    /// Where the entry is in the file, e.g. `$.applinks.details[0]`.
    public var jsonPath: String
    /// `appIDs`, plus `appID` (or the legacy dictionary key).
    public var appIDs: [String]
    /// App-level `defaults`; every rule already carries what it took from them.
    public var defaults: AASADefaults
    /// `components`, then legacy `paths`, in order, each with the keys it leaves out taken
    /// from the two levels of `defaults`.
    public var rules: [AASARule]

    /// A details entry.
    public init(jsonPath: String, appIDs: [String], defaults: AASADefaults = AASADefaults(), rules: [AASARule]) {
        self.jsonPath = jsonPath
        self.appIDs = appIDs
        self.defaults = defaults
        self.rules = rules
    }
}
