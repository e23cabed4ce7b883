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

    private enum Explanation: Sendable {
        case written(String)
        case deferred(@Sendable () -> String)
    }

    /// A sentence for people; not stable, not for scripts. It is written when read, not when
    /// the link is rejected: most rejections are acted on by their reason alone.
    public var detail: String {
        switch explanation {
        case .written(let text): text
        case .deferred(let write): write()
        }
    }

    public init(_ reason: RejectReason, at offset: Int?, _ detail: @autoclosure @escaping @Sendable () -> String) {
        self.reason = reason
        self.offset = offset
        self.explanation = .deferred(detail)
    }

    /// A rejection whose detail is already written (no closure kept to write it later: the
    /// commonest rejection of a batch, whose detail every line's record prints).
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
