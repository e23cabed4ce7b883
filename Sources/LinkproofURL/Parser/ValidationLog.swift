/// Maps a byte index of the parser's working input back to the offset in the caller's input
/// (the working input has leading/trailing C0 controls and spaces trimmed, ASCII tabs and
/// newlines removed, and ill-formed UTF-8 replaced).
enum OffsetMap {
    /// Working index + shift = original offset (only trimming happened).
    case shifted(by: Int)
    /// The original offset of each working byte, plus one entry for the end.
    case table([Int])

    func original(_ index: Int) -> Int {
        switch self {
        case .shifted(let shift):
            return index + shift
        case .table(let offsets):
            guard let last = offsets.last else { return index }
            return index < offsets.count ? offsets[index] : last
        }
    }
}

/// The validation errors recorded so far, with their offsets in the original input.
struct ValidationLog {
    private(set) var errors: URLValidationErrors
    var offsets: OffsetMap = .shifted(by: 0)

    /// A log that holds `errors` already (what input preparation recorded).
    init(_ errors: URLValidationErrors = URLValidationErrors()) {
        self.errors = errors
    }

    /// Records a repaired error at a working-input index.
    mutating func record(_ code: URLValidationError.Code, at index: Int) {
        errors.append(URLValidationError(code: code, offset: offsets.original(index)))
    }

    /// Records an error whose offset is already relative to the original input.
    mutating func record(_ code: URLValidationError.Code, atOriginalOffset offset: Int) {
        errors.append(URLValidationError(code: code, offset: offset))
    }

    /// The failure for a fatal error at a working-input index, carrying everything recorded.
    func failure(_ code: URLValidationError.Code, at index: Int) -> URLParseFailure {
        let error = URLValidationError(code: code, offset: offsets.original(index))
        var all = errors
        all.append(error)
        return URLParseFailure(error: error, validationErrors: all)
    }
}
