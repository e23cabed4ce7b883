/// A problem with the command line or with an input file: printed to stderr, exit code 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
