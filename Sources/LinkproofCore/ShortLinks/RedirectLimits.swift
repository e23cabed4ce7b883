/// The bounds of one HTTP resolution.
public struct RedirectLimits: Hashable, Sendable {
    /// The only host plain `http` may reach, and only with `allowLoopbackHTTP`.
    public static let loopbackHost = "127.0.0.1"

    /// The most requests one resolution makes.
    public var maximumHops: Int
    /// Seconds one request may take.
    public var hopTimeout: Double
    /// Seconds the whole resolution may take.
    public var totalTimeout: Double
    /// The longest reply body read, in bytes.
    public var maximumBodyBytes: Int
    /// Treat `127.0.0.1` as an own short-link host, over `http` too. For tests only.
    public var allowLoopbackHTTP: Bool

    /// Limits for one resolution. The defaults are the ones `linkproof resolve --follow` and the
    /// fuzz target run under, and the ones the documentation states (a test compares them); no
    /// loopback.
    public init(maximumHops: Int = 5, hopTimeout: Double = 5, totalTimeout: Double = 15,
                maximumBodyBytes: Int = 65_536, allowLoopbackHTTP: Bool = false) {
        self.maximumHops = maximumHops
        self.hopTimeout = hopTimeout
        self.totalTimeout = totalTimeout
        self.maximumBodyBytes = maximumBodyBytes
        self.allowLoopbackHTTP = allowLoopbackHTTP
    }
}
