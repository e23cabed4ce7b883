import LinkproofURL

/// What `aasa fetch DOMAIN` takes: a host name and an optional port, nothing else — no
/// userinfo, path, query, `\` or `@`, no credentials ever. An IP literal or a loopback name is
/// refused unless `allowLoopbackHTTP`, and then only `127.0.0.1` is allowed, over plain http.
/// The request URL is made from the checked parts, and parsed back to confirm that it names
/// exactly that host and port: what is checked is where the request goes.
package struct AASAFetchHost: Sendable, Equatable {
    /// The host, lowercased: a DNS name, or `127.0.0.1` when allowed.
    public let host: String
    /// The port, when one was given.
    public let port: UInt16?
    /// True for `127.0.0.1` under `allowLoopbackHTTP`: fetched over plain http.
    public let isLoopback: Bool

    /// The association file's URL on this host.
    public var fileURL: String {
        (isLoopback ? "http://" : "https://") + host + (port.map { ":\($0)" } ?? "") + AASAHosting.wellKnownPath
    }

    /// Reads `text` as `host[:port]`; every other form is an error saying why.
    public static func parse(_ text: String, allowLoopbackHTTP: Bool) throws(AASAFetchHostError) -> AASAFetchHost {
        func refuse(_ reason: String) -> AASAFetchHostError { AASAFetchHostError(text: text, reason: reason) }
        let bytes = Array(text.utf8)
        for (character, name) in [("@", "userinfo ('@')"), ("/", "a path ('/')"), ("\\", "a '\\'"), ("?", "a query ('?')"), ("#", "a fragment ('#')")]
        where bytes.contains(character.utf8.first!) {
            throw refuse("DOMAIN is a host and an optional port, not a URL: it has \(name)")
        }
        if bytes.first == UInt8(ascii: "[") { throw refuse("IPv6 literals are not fetched") }
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count <= 2 else { throw refuse("DOMAIN is host[:port]; it has more than one ':'") }
        var port: UInt16?
        if pieces.count == 2 {
            let digits = pieces[1].utf8
            guard (1...5).contains(digits.count), digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let number = UInt16(pieces[1]), number > 0
            else { throw refuse("the port '\(pieces[1])' is not a number from 1 to 65535") }
            port = number
        }
        let host = String(pieces[0]).lowercased()
        let isLoopback = host == AASAHosting.loopbackHost
        if isLoopback {
            guard allowLoopbackHTTP else { throw refuse("\(host) is a loopback address: fetched only with --allow-loopback-http") }
        } else if host == "localhost" || host.hasSuffix(".localhost") {
            throw refuse("'\(host)' names loopback; with --allow-loopback-http, give 127.0.0.1")
        } else if let problem = DomainName.problem(host) {
            throw refuse(problem + (allowLoopbackHTTP ? " (the only IP address fetched is 127.0.0.1)" : ""))
        }
        let checked = AASAFetchHost(host: host, port: port, isLoopback: isLoopback)
        guard let url = try? URLParser.parse(checked.fileURL).url, url.hostname == host, url.port == (port.map { String($0) } ?? ""),
              url.username.isEmpty, url.password.isEmpty, url.pathname == AASAHosting.wellKnownPath
        else { throw refuse("'\(text)' does not make a URL for exactly that host") }
        return checked
    }
}

/// A DOMAIN that is not a host and an optional port.
package struct AASAFetchHostError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text given.
    public let text: String
    /// Why it was refused.
    public let reason: String

    public var description: String { "'\(TerminalText.escaped(text))': \(reason)" }
}
