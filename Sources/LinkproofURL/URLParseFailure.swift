/// Why the basic URL parser returned failure.
public struct URLParseFailure: Error, Hashable, Sendable {
    /// The validation error that made the parser give up.
    public var error: URLValidationError
    /// Every validation error recorded, ending with `error`.
    public var validationErrors: URLValidationErrors

    /// Creates a failure.
    public init(error: URLValidationError, validationErrors: URLValidationErrors) {
        self.error = error
        self.validationErrors = validationErrors
    }
}

extension URLParseFailure: CustomStringConvertible {
    /// The validation error that stopped the parser and its byte offset
    /// (`missing-scheme-non-relative-URL at byte 0`).
    public var description: String { "\(error.code.rawValue) at byte \(error.offset)" }
}
