extension LinkManifest {
    /// The arrivals of a manifest that lists none: links opened by the system and links
    /// tapped in the app's own content (every app the catalogue was tried on shows links).
    public static let unlistedArrivals: [Arrival] = [.direct, .inAppContent]
}

extension ManifestReader {
    /// The manifest's `arrivals`: nil when absent; each entry an `Arrival`'s name (an old
    /// spelling is refused with what to write instead).
    mutating func arrivals(_ root: JSONValue, _ parent: String) -> [Arrival]? {
        guard root["arrivals"] != nil else { return nil }
        let path = JSONPath.member(parent, "arrivals")
        return strings(root, "arrivals", parent).enumerated().compactMap { index, name in
            switch Arrival.named(name) {
            case .success(let arrival): return arrival
            case .failure(let error):
                fail(JSONPath.index(path, index), error.description)
                return nil
            }
        }
    }
}
