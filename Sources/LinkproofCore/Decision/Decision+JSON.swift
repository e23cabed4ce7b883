/// The flat, stable JSON form of a decision (see `Decision`): `decision` (its kind) and the
/// members of that kind, described once by `members(to:)`, which the CLI's writer and
/// `encode(to:)` both walk; `init(from:)` reads the same keys. A handler's refusal
/// (`Rejection.handlerRefusal`) writes `handler` in place of `offset` and `reason`.
extension Decision: Codable, JSONMembers, JSONLineRecord {
    /// The members' keys, sorted.
    private enum Key {
        static let decision: JSONKey = "decision"
        static let detail: JSONKey = "detail"
        static let handler: JSONKey = "handler"
        static let host: JSONKey = "host"
        static let linkKind: JSONKey = "linkKind"
        static let matchType: JSONKey = "matchType"
        static let offset: JSONKey = "offset"
        static let params: JSONKey = "params"
        static let reason: JSONKey = "reason"
        static let route: JSONKey = "route"
        static let shortLink: JSONKey = "shortLink"
        static let via: JSONKey = "via"
    }

    /// Hands the decision's members to `sink`, keys sorted: `decision`, then those of its kind.
    package func members<Sink: JSONMemberSink & ~Copyable>(to sink: inout Sink) {
        sink.member(Key.decision, kind)
        switch self {
        case .route(let link), .confirm(let link):
            sink.member(Key.host, link.host)
            sink.member(Key.linkKind, link.linkKind)
            sink.member(Key.matchType, link.matchType)
            sink.member(Key.params, link.params)
            sink.member(Key.route, link.route)
            sink.member(Key.via, link.via)
        case .shortLink(let reference):
            sink.member(Key.shortLink, reference)
        case .reject(let rejection):
            sink.member(Key.detail, rejection.detailText)
            if let refusal = rejection.handlerRefusal {
                // A handler's refusal: how, in place of a reason of Linkproof's.
                sink.member(Key.handler, refusal)
            } else {
                sink.member(Key.offset, rejection.offset)
                sink.member(Key.reason, rejection.reason)
            }
        }
    }

    public func encode(to encoder: any Encoder) throws { try encodeMembers(to: encoder) }

    /// Writes the decision with a line's own member among its members (`route --jsonl`).
    package func write(to writer: inout JSONWriter, with member: JSONLineMember) {
        write(to: &writer, with: member, over: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// `write(to:with:)` of a decision on `input`, the bytes decided, from which a rejection's
    /// host kept as their range is read (`LentDecision`).
    func write(to writer: inout JSONWriter, with member: JSONLineMember, over input: UnsafeBufferPointer<UInt8>) {
        if case .reject(let rejection) = self, rejection.handlerRefusal == nil, writer.writesWholeValues,
            member.sorts(after: Key.detail, before: Key.offset)
        {
            Self.write(rejection, with: member, over: input, to: &writer)
            return
        }
        writer.beginObject()
        resolvingHost(in: input).members(interleaving: member, to: &writer)
        writer.endObject()
    }

    /// The most bytes of a rejection's record that are not its detail (quotes and all), line
    /// member or reason: `{"decision":"reject","detail":` (30), `,"offset":` and its digits
    /// (30), `,"reason":""}` (13).
    private static let rejectionFrame = 80

    /// Writes `rejection`'s record with `member` (a key between `detail` and `offset`) in one
    /// go (`JSONWriter.write(room:_:)`: one check for room, the keys copied as literals): the
    /// record of nearly every line of a batch of other sites' links (`host-not-declared`).
    /// The same text as `members(interleaving:to:)` writes. Not for a handler's refusal, whose
    /// record has `handler` in place of `offset` and `reason`.
    private static func write(_ rejection: Rejection, with member: JSONLineMember, over input: UnsafeBufferPointer<UInt8>,
                              to writer: inout JSONWriter) {
        var reason = rejection.reason.rawValue
        reason.withUTF8 { reason in
            // (A line whose input the scan found plain has a plain host: no second look at it.)
            rejection.detailText.withParts(over: input, plain: member.isPlain(spanning: input)) { detail in
                let room = rejectionFrame + detail.room + member.room + reason.count
                writer.write(room: room) { cursor in
                    cursor.put("{\"decision\":\"reject\",\"detail\":")
                    detail.put(to: &cursor)
                    member.put(to: &cursor)
                    if let offset = rejection.offset {
                        cursor.put(",\"offset\":")
                        cursor.putDecimal(offset)
                    }
                    cursor.put(",\"reason\":")
                    // A reason's raw value is kebab-case ASCII: nothing to escape.
                    cursor.putQuoted(plain: reason)
                    cursor.put(UInt8(ascii: "}"))
                }
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try container.decode(String.self, forKey: Key.decision)
        switch kind {
        case "route", "confirm":
            let link = RoutedLink(
                route: try container.decode(String.self, forKey: Key.route),
                params: try container.decode(RouteParameters.self, forKey: Key.params),
                linkKind: try container.decode(LinkKind.self, forKey: Key.linkKind),
                via: try container.decode(Arrival.self, forKey: Key.via),
                matchType: try container.decode(MatchType.self, forKey: Key.matchType),
                host: try container.decodeIfPresent(String.self, forKey: Key.host)
            )
            self = kind == "route" ? .route(link) : .confirm(link)
        case "short-link":
            self = .shortLink(try container.decode(ShortLinkReference.self, forKey: Key.shortLink))
        case "reject":
            let detail = try container.decodeIfPresent(String.self, forKey: Key.detail) ?? ""
            if let refusal = try container.decodeIfPresent(HandlerRefusal.self, forKey: Key.handler) {
                self = .reject(Rejection(handler: refusal, detail))
                return
            }
            if let advice = HandlerRefusal.renamed(reason: try container.decode(String.self, forKey: Key.reason)) {
                throw DecodingError.dataCorruptedError(forKey: Key.reason, in: container, debugDescription: advice)
            }
            self = .reject(Rejection(
                try container.decode(RejectReason.self, forKey: Key.reason),
                at: try container.decodeIfPresent(Int.self, forKey: Key.offset),
                detail
            ))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: Key.decision, in: container,
                debugDescription: "unknown decision '\(kind)' (route, confirm, short-link, reject)")
        }
    }
}

extension LinkKind: JSONRawString {}
extension Arrival: JSONRawString {}
extension MatchType: JSONRawString {}
extension RejectReason: JSONRawString {}
