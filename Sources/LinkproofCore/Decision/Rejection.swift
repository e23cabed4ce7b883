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
    private let explanation: Explanation

    fileprivate enum Explanation: Sendable {
        case written(String)
        case deferred(@Sendable () -> String)
        /// `'`, the host, then `tail`: a sentence about the input's host (`host-not-declared`, the
        /// answer for nearly every line of a batch of other sites' links), kept in its parts
        /// and written from them into a record (`DetailText`), made only when read (issue 43).
        case aboutHost(String, tail: StaticString)

        /// The detail's text.
        var text: String {
            switch self {
            case .written(let text): text
            case .deferred(let write): write()
            case .aboutHost(let host, let tail): "'\(host)\(tail)"
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

    /// The detail as a record writes it (`Decision`'s `detail` member): the same text as
    /// `detail`, written from its parts when it has them, without the sentence made.
    package var detailText: DetailText { DetailText(explanation: explanation) }

    /// `detail` as a JSON string value (`Rejection.detailText`).
    package struct DetailText: JSONWritable, Encodable {
        fileprivate let explanation: Explanation

        /// Writes the detail as `JSONWriter.string(_:)` writes it.
        package func write(to writer: inout JSONWriter) {
            withParts { writer.string($0, $1, $2) }
        }

        /// `body` on the detail in three parts, a literal, well-formed UTF-8 and a literal,
        /// that make it up in this order (one record writes them without making the detail).
        func withParts<Result>(_ body: (StaticString, UnsafeBufferPointer<UInt8>, StaticString) -> Result) -> Result {
            var middle: String
            var head: StaticString = ""
            var tail: StaticString = ""
            switch explanation {
            case .written(let text): middle = text
            case .deferred(let write): middle = write()
            case .aboutHost(let host, let hostTail): (head, middle, tail) = ("'", host, hostTail)
            }
            return middle.withUTF8 { body(head, $0, tail) }
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
