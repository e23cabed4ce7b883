/// The flat, stable JSON form of a decision (see `Decision`).
extension Decision: Codable {
    private enum CodingKeys: String, CodingKey {
        case decision, route, params, linkKind, via, matchType, host, shortLink, reason, offset, detail
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .decision)
        switch self {
        case .route(let link), .confirm(let link):
            try container.encode(link.route, forKey: .route)
            try container.encode(link.params, forKey: .params)
            try container.encode(link.linkKind, forKey: .linkKind)
            try container.encode(link.via, forKey: .via)
            try container.encode(link.matchType, forKey: .matchType)
            try container.encodeIfPresent(link.host, forKey: .host)
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
                linkKind: try container.decode(LinkKind.self, forKey: .linkKind),
                via: try container.decode(Arrival.self, forKey: .via),
                matchType: try container.decode(MatchType.self, forKey: .matchType),
                host: try container.decodeIfPresent(String.self, forKey: .host)
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

extension Decision: JSONWritable {
    /// Writes the decision as a JSON object, keys sorted, as `encode(to:)` with sorted keys does.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writeMembers(to: &writer) { _ in }
        writer.endObject()
    }

    /// Writes the decision's members, keys sorted, into the object `writer` has open, and
    /// calls `input` at the place of a member named `input` or `inputBase64` (after
    /// `decision` and `detail`, before every other key), for a record that adds one.
    package func writeMembers(to writer: inout JSONWriter, input: (inout JSONWriter) -> Void) {
        var pending = true
        writeMembers(to: &writer) { writer, next in Self.writeInput(input, to: &writer, pending: &pending, before: next) }
    }

    /// Calls `input`, which writes a record's `input` (or `inputBase64`) member, when it is
    /// still `pending` and sorts before `next`, the record's next key (nil after the last):
    /// the input's place among a record's sorted keys (`AndroidDecision` adds it as well).
    static func writeInput(_ input: (inout JSONWriter) -> Void, to writer: inout JSONWriter, pending: inout Bool, before next: StaticString?) {
        guard pending, next.map({ key("input" as StaticString, sortsBefore: $0) }) ?? true else { return }
        pending = false
        input(&writer)
    }

    /// Writes the decision's members, keys sorted, into the object `writer` has open, calling
    /// `interleave` before each member with its key and once after the last with nil: there
    /// the caller writes its own members that sort before that key (a record's `input`,
    /// Android's `arrival` and `filter`), so that the object's keys are sorted as a whole.
    package func writeMembers(to writer: inout JSONWriter, interleaving interleave: (inout JSONWriter, _ next: StaticString?) -> Void) {
        func key(_ name: StaticString) {
            interleave(&writer, name)
            writer.key(name)
        }
        key("decision")
        writer.string(kind)
        switch self {
        case .route(let link), .confirm(let link):
            if let host = link.host {
                key("host")
                writer.string(host)
            }
            key("linkKind")
            writer.string(link.linkKind.rawValue)
            key("matchType")
            writer.string(link.matchType.rawValue)
            key("params")
            link.params.write(to: &writer)
            key("route")
            writer.string(link.route)
            key("via")
            writer.string(link.via.rawValue)
        case .shortLink(let reference):
            key("shortLink")
            writer.beginObject()
            writer.key("prefix")
            writer.string(reference.prefix)
            writer.key("suffix")
            writer.string(reference.suffix)
            writer.endObject()
        case .reject(let rejection):
            key("detail")
            writer.string(rejection.detail)
            if let offset = rejection.offset {
                key("offset")
                writer.int(offset)
            }
            key("reason")
            writer.string(rejection.reason.rawValue)
        }
        interleave(&writer, nil)
    }

    /// Whether the key `name` sorts before `other` (by UTF-8 bytes, as sorted JSON keys do).
    public static func key(_ name: String, sortsBefore other: StaticString) -> Bool {
        name.utf8.lexicographicallyPrecedes(bytes(of: other))
    }

    /// Whether the key `name` sorts before `other`, both literals (no string made).
    static func key(_ name: StaticString, sortsBefore other: StaticString) -> Bool {
        bytes(of: name).lexicographicallyPrecedes(bytes(of: other))
    }

    /// A key literal's UTF-8 (keys are ASCII literals: `JSONWriter.key(_:)` checks it).
    private static func bytes(of key: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
    }
}
