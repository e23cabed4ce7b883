/// The validation errors of one parse, in the order the parser recorded them: a collection like
/// an array, except that the first error is stored inline. Most parses record none or one
/// (a trimmed space, a `\\`, a space in the path), so a parse that repairs one thing allocates
/// nothing for its error (DESIGN.md, "Performance").
public struct URLValidationErrors: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
                                   CustomStringConvertible {
    /// The first error, when there is one.
    private var head: URLValidationError?
    /// The errors after the first: nil while there are none, so that a parse with at most one
    /// error holds no array (not even the empty one, which every copy would retain). Equal
    /// collections have equal members, as `append` is the only change.
    private var tail: [URLValidationError]?

    /// No errors.
    public init() {}

    /// The errors of `array`, in order.
    public init(_ array: some Sequence<URLValidationError>) {
        for error in array { append(error) }
    }

    public init(arrayLiteral elements: URLValidationError...) {
        self.init(elements)
    }

    /// Adds an error after the others.
    public mutating func append(_ error: URLValidationError) {
        if head == nil {
            head = error
        } else if tail == nil {
            tail = [error]
        } else {
            tail!.append(error)
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { head == nil ? 0 : 1 + (tail?.count ?? 0) }

    public subscript(position: Int) -> URLValidationError {
        precondition(position >= 0 && position < endIndex, "URLValidationErrors index out of range")
        return position == 0 ? head! : tail![position - 1]
    }

    /// The errors, as an array literal would print them.
    public var description: String { Array(self).description }
}

extension URLValidationErrors: Codable {
    /// Encodes the errors as an array.
    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }

    /// Decodes the errors from an array.
    public init(from decoder: any Decoder) throws {
        self.init(try [URLValidationError](from: decoder))
    }
}
