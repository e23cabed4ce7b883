import LinkproofURL

/// Why a link is not acted upon, and where in the input the problem starts.
public struct Rejection: Hashable, Sendable, Error {
    /// Why Linkproof refuses the link. A handler's refusal (`handlerRefusal`) has no reason of
    /// Linkproof's: its `reason` is `noRoute` (the handler opened none of the routes), which
    /// its JSON does not write.
    public var reason: RejectReason
    /// Set when code under test refused the link, not Linkproof's rules (a document's handler,
    /// a team's): how. Package: no app decision is one.
    package private(set) var handlerRefusal: HandlerRefusal?
    /// Byte offset in the judged input (nil when the problem is the input as a whole, such as a weak match).
    public var offset: Int?
    /// The detail, or how to write it from what the rule saw.
    private var explanation: Explanation

    fileprivate enum Explanation: Sendable {
        case written(String)
        case deferred(@Sendable () -> String)
        /// `'`, the host, then `tail`: a sentence about the input's host (`host-not-declared`, the
        /// answer for nearly every line of a batch of other sites' links), kept in its parts
        /// and written from them into a record (`DetailText`), made only when read (issue 43).
        case aboutHost(String, tail: StaticString)
        /// `aboutHost` with the host where it lies in the bytes decided (ASCII-lowercased when it
        /// is written): no string is made for it. Held only while those bytes are lent to the
        /// decision (`LentDecision`, whose record writes the host from them); a decision that
        /// leaves a `DeepLinkParser` otherwise has it made into `aboutHost` first
        /// (`resolvingHost(in:)`).
        case aboutInputHost(Range<Int>, tail: StaticString)

        /// The detail's text.
        var text: String {
            switch self {
            case .written(let text): text
            case .deferred(let write): write()
            case .aboutHost(let host, let tail): "'\(host)\(tail)"
            case .aboutInputHost(let range, let tail):
                // Never read: every reading of a rejection sees it resolved (see the case).
                "'(the input's bytes \(range))\(tail)"
            }
        }
    }

    /// A sentence for people; not stable, not for scripts. It is written when read, not when
    /// the link is rejected: most rejections are acted on by their reason alone.
    public var detail: String { explanation.text }

    public init(_ reason: RejectReason, at offset: Int?, _ detail: @autoclosure @escaping @Sendable () -> String) {
        self.reason = reason
        self.offset = offset
        self.explanation = .deferred(detail)
    }

    /// A rejection whose detail is already written (no closure kept to write it later: an
    /// Android rule's, whose detail its record prints).
    public init(_ reason: RejectReason, at offset: Int?, written detail: String) {
        self.reason = reason
        self.offset = offset
        self.explanation = .written(detail)
    }

    /// A handler's refusal of the link (`handlerRefusal`), `detail` saying what its code did.
    package init(handler refusal: HandlerRefusal, _ detail: @autoclosure @escaping @Sendable () -> String) {
        self.init(.noRoute, at: nil, detail())
        handlerRefusal = refusal
    }

    /// A rejection whose detail is `'`, `host` then `tail` (`host` as it is to be read: the
    /// input's host, ASCII-lowercased), made from these parts only when it is read.
    package init(_ reason: RejectReason, at offset: Int?, host: String, then tail: StaticString) {
        self.reason = reason
        self.offset = offset
        self.explanation = .aboutHost(host, tail: tail)
    }

    /// A rejection whose detail is `'`, the host at `range` of the bytes decided
    /// (ASCII-lowercased), then `tail`, kept as that range until `resolvingHost(in:)` makes the
    /// host's string or a record writes it from the bytes (`LentDecision`).
    init(_ reason: RejectReason, at offset: Int?, hostAt range: Range<Int>, then tail: StaticString) {
        self.reason = reason
        self.offset = offset
        self.explanation = .aboutInputHost(range, tail: tail)
    }

    /// This rejection with a host kept as a range of `bytes`, the bytes decided, made into its
    /// string (`init(_:at:host:then:)`); any other rejection as it is.
    func resolvingHost(in bytes: UnsafeBufferPointer<UInt8>) -> Rejection {
        guard case .aboutInputHost(let range, let tail) = explanation else { return self }
        var resolved = self
        resolved.explanation = .aboutHost(ASCII.lowercasedString(UnsafeBufferPointer(rebasing: bytes[range])), tail: tail)
        return resolved
    }

    /// The detail as a record writes it (`Decision`'s `detail` member): the same text as
    /// `detail`, written from its parts when it has them, without the sentence made.
    package var detailText: DetailText { DetailText(explanation: explanation) }

    /// `detail` as a JSON string value (`Rejection.detailText`).
    package struct DetailText: JSONWritable, Encodable {
        fileprivate let explanation: Explanation

        /// Writes the detail as `JSONWriter.string(_:)` writes it.
        package func write(to writer: inout JSONWriter) {
            // (A record's members are walked from a decision whose host is made into its string:
            // nothing to lowercase.)
            withParts(over: UnsafeBufferPointer(start: nil, count: 0), plain: false) { writer.string($0.head, $0.middle, $0.tail) }
        }

        /// `body` on the detail's parts (`Parts`), which make it up without the detail made (one
        /// record writes them). `input` is the bytes decided, from which a
        /// host kept as their range is read (`Explanation.aboutInputHost`; no other detail reads
        /// them): ASCII-lowercased as it is written, when it has nothing to escape — known when
        /// `plain` (the caller found all of `input` so), else looked at — or made into its string.
        func withParts<Result>(over input: UnsafeBufferPointer<UInt8>, plain: Bool, _ body: (Parts) -> Result) -> Result {
            var middle: String
            var head: StaticString = ""
            var tail: StaticString = ""
            switch explanation {
            case .written(let text): middle = text
            case .deferred(let write): middle = write()
            case .aboutHost(let host, let hostTail): (head, middle, tail) = ("'", host, hostTail)
            case .aboutInputHost(let range, let hostTail):
                let host = UnsafeBufferPointer(rebasing: input[range])
                if plain || JSONEscaping.isPlain(host) { return body(Parts(head: "'", middle: host, tail: hostTail, lowercasing: true)) }
                (head, middle, tail) = ("'", ASCII.lowercasedString(host), hostTail)
            }
            return middle.withUTF8 { body(Parts(head: head, middle: $0, tail: tail, lowercasing: false)) }
        }

        /// A detail as a literal, UTF-8 and a literal, which make it up in this order, the
        /// middle ASCII-lowercased as it is written when `lowercasing` (then it is plain:
        /// nothing to escape).
        struct Parts {
            let head: StaticString
            let middle: UnsafeBufferPointer<UInt8>
            let tail: StaticString
            let lowercasing: Bool

            /// The most bytes `put(to:)` writes.
            var room: Int { JSONWriter.room(forQuoting: head, middle, tail) }

            /// Writes the detail as a JSON string (`JSONWriter.putQuoted(_:_:_:to:)`).
            func put(to cursor: inout JSONOutputCursor) {
                guard lowercasing else { return JSONWriter.putQuoted(head, middle, tail, to: &cursor) }
                cursor.put(UInt8(ascii: "\""))
                cursor.put(head)
                cursor.put(asciiLowercased: middle)
                cursor.put(tail)
                cursor.put(UInt8(ascii: "\""))
            }
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(explanation.text)
        }
    }

    public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
        lhs.reason == rhs.reason && lhs.handlerRefusal == rhs.handlerRefusal && lhs.offset == rhs.offset && lhs.detail == rhs.detail
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(handlerRefusal)
        hasher.combine(offset)
        hasher.combine(detail)
    }
}
