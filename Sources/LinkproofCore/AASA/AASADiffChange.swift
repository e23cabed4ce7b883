import Foundation

/// One behavioural difference between two association files.
package struct AASADiffChange: Sendable, Codable, Equatable, JSONWritable {
    /// What kind of difference.
    public enum Kind: String, Sendable, Codable {
        /// A rule (or a service's app) only the new file has.
        case added
        /// A rule (or a service's app) only the old file has.
        case removed
        /// The same rule in another position relative to the others: first match wins, so order is behaviour.
        case moved
        /// The same patterns with another `exclude`, `caseSensitive` or `percentEncoded`.
        case changed
    }

    /// What kind of difference.
    public let kind: Kind
    /// `applinks`, `webcredentials`, `appclips` or `activitycontinuation`.
    public let service: String
    /// The app whose behaviour differs.
    public let appID: String
    /// The rule as the engine evaluates it (nil for a service's app list).
    public let rule: String?
    /// Positions in the app's rule list, old and new.
    public let oldIndex: Int?
    /// The rule's position in the new file's list for the app.
    public let newIndex: Int?
    /// For `.changed`: what changed.
    public let detail: String?
}
