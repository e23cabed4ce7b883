/// The flat, stable JSON form of a decision (see `Decision`).
extension Decision: Codable {
    private enum CodingKeys: String, CodingKey {
        case decision, route, params, via, matchType, shortLink, reason, offset, detail
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .decision)
        switch self {
        case .route(let link), .confirm(let link):
            try container.encode(link.route, forKey: .route)
            try container.encode(link.params, forKey: .params)
            try container.encode(link.via, forKey: .via)
            try container.encode(link.matchType, forKey: .matchType)
        case .shortLink(let reference):
            try container.encode(reference, forKey: .shortLink)
        case .reject(let rejection):
            try container.encode(rejection.reason, forKey: .reason)
            try container.encodeIfPresent(rejection.offset, forKey: .offset)
            try container.encode(rejection.detail, forKey: .detail)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .decision)
        switch kind {
        case "route", "confirm":
            let link = RoutedLink(
                route: try container.decode(String.self, forKey: .route),
                params: try container.decode(RouteParameters.self, forKey: .params),
                via: try container.decode(Arrival.self, forKey: .via),
                matchType: try container.decode(MatchType.self, forKey: .matchType)
            )
            self = kind == "route" ? .route(link) : .confirm(link)
        case "short-link":
            self = .shortLink(try container.decode(ShortLinkReference.self, forKey: .shortLink))
        case "reject":
            let detail = try container.decodeIfPresent(String.self, forKey: .detail) ?? ""
            self = .reject(Rejection(
                try container.decode(RejectReason.self, forKey: .reason),
                at: try container.decodeIfPresent(Int.self, forKey: .offset),
                detail
            ))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .decision, in: container,
                debugDescription: "unknown decision '\(kind)' (route, confirm, short-link, reject)")
        }
    }
}
