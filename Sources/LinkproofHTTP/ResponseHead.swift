import LinkproofCore

/// The most a response head may hold before the transport refuses it.
public struct HTTPHeadLimits: Hashable, Sendable {
    /// Header fields in the final head.
    public var maximumFields: Int
    /// Bytes of every head line received, interim 1xx heads and trailers included.
    public var maximumBytes: Int

    /// Limits for one response head; the defaults are the ones `linkproof resolve --follow` states.
    public init(maximumFields: Int = 100, maximumBytes: Int = 16_384) {
        self.maximumFields = maximumFields
        self.maximumBytes = maximumBytes
    }
}

/// The head of one response, read a line at a time as it arrives, refused as soon as a line
/// breaks a limit or a rule: so a server cannot make the client keep 100,000 headers, pick
/// one of two `Location`s, or decode a body it did not ask for. `CurlTransport` feeds it the
/// lines as they arrive; `URLSessionTransport` the head URLSession parsed, line by line.
struct ResponseHead {
    /// Fields that must not repeat: two of them would make the client choose.
    static let singletons: Set<String> = ["location", "content-length", "content-type", "content-encoding"]

    let limits: HTTPHeadLimits
    private(set) var status: Int?
    /// Fields as received, a repeated list field joined with ", " (RFC 9110 §5.3).
    private(set) var fields: [String: String] = [:]
    /// True once the final (non-1xx) head has ended; later lines are trailers.
    private(set) var complete = false
    private var names: [String: String] = [:]  // lowercased → as received
    private var bytes = 0

    init(limits: HTTPHeadLimits) { self.limits = limits }

    /// Reads one line (its CR LF included), throwing on the first one that breaks a rule.
    mutating func read(_ line: some Collection<UInt8>) throws(HTTPTransportError) {
        bytes += line.count
        guard bytes <= limits.maximumBytes else { throw .invalidResponse("the response head is over \(limits.maximumBytes) bytes") }
        guard !complete else { return }
        var bytes = Array(line)
        if bytes.last == 0x0A { bytes.removeLast() }
        if bytes.last == 0x0D { bytes.removeLast() }
        let content = Substring(decoding: bytes, as: UTF8.self)
        guard let status else {
            self.status = try Self.statusCode(content)
            return
        }
        if content.isEmpty {
            if (100..<200).contains(status) {  // an interim head: the real one follows
                self.status = nil
                fields = [:]
                names = [:]
            } else {
                complete = true
            }
            return
        }
        try add(content)
    }

    /// Checks the whole head against the request: announced length and encodings.
    func check(maximumBodyBytes: Int) throws(HTTPTransportError) {
        if let length = field("Content-Length") {
            guard let announced = Int(length.trimmed), announced >= 0 else {
                throw .invalidResponse("Content-Length \(length) is not a number of bytes")
            }
            if announced > maximumBodyBytes { throw .responseTooLarge }
        }
        if let encoding = field("Content-Encoding")?.trimmed.lowercased(), !encoding.isEmpty, encoding != "identity" {
            throw .invalidResponse("Content-Encoding \(encoding) was not asked for (the request sent Accept-Encoding: identity)")
        }
        if let coding = field("Transfer-Encoding")?.trimmed.lowercased(), coding != "chunked" {
            throw .invalidResponse("Transfer-Encoding \(coding) is not chunked")
        }
    }

    private func field(_ name: String) -> String? {
        names[name.lowercased()].flatMap { fields[$0] }
    }

    private mutating func add(_ line: Substring) throws(HTTPTransportError) {
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
              !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
            throw .invalidResponse("a header line is not NAME: VALUE (or is folded)")
        }
        let name = String(line[..<colon])
        let value = String(line[line.index(after: colon)...]).trimmed
        let key = name.lowercased()
        if let known = names[key] {
            guard !Self.singletons.contains(key) else { throw .invalidResponse("the response has more than one \(name) header") }
            fields[known, default: ""] += ", " + value
            return
        }
        guard names.count < limits.maximumFields else { throw .invalidResponse("the response has more than \(limits.maximumFields) header fields") }
        names[key] = name
        fields[name] = value
    }

    /// The status of `HTTP/x NNN reason`.
    private static func statusCode(_ line: Substring) throws(HTTPTransportError) -> Int {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3, let code = Int(parts[1]), code >= 100 else {
            throw .invalidResponse("the response does not start with an HTTP status line")
        }
        return code
    }
}

private extension StringProtocol {
    /// Without the spaces and tabs HTTP allows around a field value.
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension ResponseHead {
    /// The head a client library has already parsed (`URLSession`), read as the lines it came
    /// in, so it meets the same limits and rules. Such a library joins a repeated field with
    /// ", ": a field that must not repeat and holds ", " (which no URL, length, media type or
    /// coding does) is taken as repeated.
    init(status: Int, fields: [(name: String, value: String)], limits: HTTPHeadLimits) throws(HTTPTransportError) {
        self.init(limits: limits)
        try read("HTTP/1.1 \(status) \r\n".utf8)
        for (name, value) in fields {
            if Self.singletons.contains(name.lowercased()), value.contains(", ") {
                throw .invalidResponse("the response has more than one \(name) header")
            }
            try read("\(name): \(value)\r\n".utf8)
        }
        try read("\r\n".utf8)
    }
}
