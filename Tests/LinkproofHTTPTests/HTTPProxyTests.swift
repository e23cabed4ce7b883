import LinkproofHTTP
import Testing

/// Issue 40, `--proxy URL`: an HTTP proxy is written `http://HOST:PORT` and nothing else, and a
/// URL that is not one is named with the reason.
@Suite struct HTTPProxyTests {
    @Test func aProxyIsAnHTTPHostAndPort() throws {
        #expect(try HTTPProxy("http://proxy.example:3128").description == "http://proxy.example:3128")
        #expect(try HTTPProxy("HTTP://10.0.0.8:8080/").description == "http://10.0.0.8:8080")
        let ipv6 = try HTTPProxy("http://[fd00::8]:3128")
        #expect(ipv6.host == "[fd00::8]" && ipv6.port == 3128)
    }

    @Test(arguments: [
        ("https://proxy.example:3128", "give an http:// URL, http://HOST:PORT"),
        ("proxy.example:3128", "give an http:// URL, http://HOST:PORT"),
        ("http://user:secret@proxy.example:3128", "a proxy with credentials is not taken (they would show in errors and process lists)"),
        ("http://proxy.example", "give the port: http://HOST:PORT"),
        ("http://[fd00::8]", "give the port: http://HOST:PORT"),
        ("http://proxy.example:0", "the port is not a number from 1 to 65535"),
        ("http://proxy.example:65536", "the port is not a number from 1 to 65535"),
        ("http://:3128", "the host is not a host name or an IP address"),
        ("http://proxy example:3128", "the host is not a host name or an IP address"),
        ("http://proxy.example:3128/path", "give only http://HOST:PORT (no path, query or fragment)"),
    ])
    func anythingElseIsRefusedWithTheReason(_ url: String, _ reason: String) {
        #expect(throws: HTTPProxyError.self) { try HTTPProxy(url) }
        do {
            _ = try HTTPProxy(url)
        } catch {
            #expect(error.description == "'\(url)' is not a proxy URL: \(reason)")
        }
    }
}
