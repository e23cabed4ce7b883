/// How a short link was made, kept with it as JSON.
public struct ShortLinkOptions: Sendable, Hashable, Codable {
    /// The suffix option asked for: `SHORT`, `UNGUESSABLE` or `CUSTOM` (`SuffixPolicy.option`).
    public var suffixOption: String
    /// What made the link.
    public var origin: Origin

    /// What made a short link.
    public enum Origin: String, Sendable, Hashable, Codable {
        /// The shortener (`linkproof shorten`, the REST-style call).
        case shorten
        /// An administrator's bulk import (`linkproof store import`).
        case `import`
    }

    /// Options recording `suffix` and `origin`.
    public init(suffix: SuffixPolicy, origin: Origin) {
        self.suffixOption = suffix.option
        self.origin = origin
    }
}
