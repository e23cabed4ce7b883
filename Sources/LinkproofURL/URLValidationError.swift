/// A validation error of the URL Standard (https://url.spec.whatwg.org/#validation-error):
/// something in the input that the parser repaired, or the reason it gave up.
public struct URLValidationError: Hashable, Sendable, Codable {
    /// The error's name as the URL Standard spells it.
    public var code: Code
    /// Byte offset, in the original UTF-8 input, of the code point that caused the error.
    public var offset: Int

    /// Creates an error record.
    public init(code: Code, offset: Int) {
        self.code = code
        self.offset = offset
    }

    /// Every validation error the basic URL parser and host parser can report; the raw value
    /// is the spec's name.
    public enum Code: String, Sendable, Codable, CaseIterable {
        // Host parsing.
        case domainToASCII = "domain-to-ASCII"
        case domainInvalidCodePoint = "domain-invalid-code-point"
        case hostInvalidCodePoint = "host-invalid-code-point"
        case ipv4EmptyPart = "IPv4-empty-part"
        case ipv4TooManyParts = "IPv4-too-many-parts"
        case ipv4NonNumericPart = "IPv4-non-numeric-part"
        case ipv4NonDecimalPart = "IPv4-non-decimal-part"
        case ipv4OutOfRangePart = "IPv4-out-of-range-part"
        case ipv6Unclosed = "IPv6-unclosed"
        case ipv6InvalidCompression = "IPv6-invalid-compression"
        case ipv6TooManyPieces = "IPv6-too-many-pieces"
        case ipv6MultipleCompression = "IPv6-multiple-compression"
        case ipv6InvalidCodePoint = "IPv6-invalid-code-point"
        case ipv6TooFewPieces = "IPv6-too-few-pieces"
        case ipv4InIPv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces"
        case ipv4InIPv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point"
        case ipv4InIPv6OutOfRangePart = "IPv4-in-IPv6-out-of-range-part"
        case ipv4InIPv6TooFewParts = "IPv4-in-IPv6-too-few-parts"
        // URL parsing.
        case invalidURLUnit = "invalid-URL-unit"
        case specialSchemeMissingFollowingSolidus = "special-scheme-missing-following-solidus"
        case missingSchemeNonRelativeURL = "missing-scheme-non-relative-URL"
        case invalidReverseSolidus = "invalid-reverse-solidus"
        case invalidCredentials = "invalid-credentials"
        case hostMissing = "host-missing"
        case portOutOfRange = "port-out-of-range"
        case portInvalid = "port-invalid"
        case fileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter"
        case fileInvalidWindowsDriveLetterHost = "file-invalid-Windows-drive-letter-host"
    }
}

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
