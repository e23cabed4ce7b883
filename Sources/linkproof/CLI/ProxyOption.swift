import LinkproofHTTP

/// `--proxy URL`, which the commands that fetch take (`aasa fetch`, `assetlinks fetch` and
/// `check --manifest`, `resolve --follow`): every request goes through that HTTP proxy
/// (`HTTPProxy`), the server's address still resolved and checked here.
enum ProxyOption {
    /// What `--help` says of it: the option at column `indent` (the help text already puts it
    /// there), its description from column `column`.
    static func help(indent: Int, column: Int) -> String {
        let lines = [
            "every request through the HTTP proxy at URL (http://HOST:PORT, no",
            "credentials), tunnelled with CONNECT to the server's address as resolved",
            "here, which the address policy still checks: only the proxy's own address",
            "is exempt. Without it no proxy is used (http_proxy and https_proxy are ignored)",
        ]
        let option = "--proxy URL"
        let first = option + String(repeating: " ", count: max(1, column - indent - option.count)) + lines[0]
        return ([first] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
    }

    /// This platform's transport, through the proxy `url` names when given; a usage error
    /// naming the URL when it is not one.
    static func transport(_ url: String?) throws(UsageError) -> PlatformHTTPTransport {
        guard let url else { return PlatformHTTPTransport() }
        #if os(Linux) || os(Android) || os(macOS)
        do {
            return PlatformHTTPTransport(proxy: try HTTPProxy(url))
        } catch {
            throw UsageError("--proxy \(error.description)")
        }
        #else
        throw UsageError("--proxy is for Linux and macOS, where libcurl fetches")
        #endif
    }
}
