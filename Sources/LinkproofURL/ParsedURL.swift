/// The outcome of a successful parse: the URL and every validation error repaired on the way.
public struct ParsedURL: Hashable, Sendable {
    /// The parsed URL.
    public var url: URLRecord
    /// Every validation error the parser recorded, in the order it met them.
    public var validationErrors: URLValidationErrors
    /// Whether `url.href` is the input, byte for byte: nothing was lowercased, inserted or
    /// repaired, so `url.spans` are also where the components lie in the input.
    public var isInputItself: Bool

    /// Creates a result.
    public init(url: URLRecord, validationErrors: URLValidationErrors, isInputItself: Bool = false) {
        self.url = url
        self.validationErrors = validationErrors
        self.isInputItself = isInputItself
    }
}
