/// A validation error found by a host sub-parser, at a byte index of the text it was given.
/// Thrown when fatal; collected in a list when the parser carried on.
struct HostIssue: Error, Hashable {
    var code: URLValidationError.Code
    var index: Int
}
