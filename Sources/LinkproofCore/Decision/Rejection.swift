/// Why a link is not acted upon, and where in the input the problem starts.
public struct Rejection: Hashable, Sendable, Error {
    public var reason: RejectReason
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

    public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
        lhs.reason == rhs.reason && lhs.offset == rhs.offset && lhs.detail == rhs.detail
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(offset)
        hasher.combine(detail)
    }
}
