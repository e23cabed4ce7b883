/// What came back: the status, the headers as received, and the body (at most the cap).
public struct HTTPResponse: Hashable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields by name, as received (a repeated list field joined with ", ").
    public var headers: [String: String]
    /// The body bytes read.
    public var body: [UInt8]

    /// A response from its fields.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared case-insensitively as HTTP requires.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }
}
