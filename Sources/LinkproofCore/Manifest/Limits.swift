/// Size limits of the strict policy.
public struct Limits: Hashable, Sendable {
    /// The longest input, in bytes.
    public var maxLength: Int
    /// The most query parameters (pairs split on `&`).
    public var maxQueryParameters: Int

    public init(maxLength: Int = 4096, maxQueryParameters: Int = 32) {
        self.maxLength = maxLength
        self.maxQueryParameters = maxQueryParameters
    }
}
