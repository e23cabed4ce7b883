/// An AASA file `linkproof init` drafts routes from: for one associated domain
/// (`--aasa DOMAIN=FILE`, the file that domain serves), or for every associated domain not
/// given a file of its own (`--aasa FILE`).
public struct DraftAASAFile: Sendable, Equatable {
    /// The file, as given.
    public let path: String
    /// The domain it is for; nil for every domain without a file of its own.
    public let domain: String?

    /// A file for `domain`, or with none for every domain without a file of its own.
    public init(path: String, domain: String? = nil) {
        self.path = path
        self.domain = domain?.lowercased()
    }
}
