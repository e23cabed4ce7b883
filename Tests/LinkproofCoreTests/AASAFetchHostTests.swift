@testable import LinkproofCore
import Testing

/// Issue 28, item 3: `aasa fetch DOMAIN` takes a host and an optional port, and the request
/// goes to exactly the host that was checked.
@Suite struct AASAFetchHostTests {
    @Test func aHostAndAPortAreTakenAndTheRequestGoesToExactlyThem() throws {
        for (text, url) in [("example.com", "https://example.com/.well-known/apple-app-site-association"),
                            ("Example.COM:8443", "https://example.com:8443/.well-known/apple-app-site-association")] {
            let transport = ScriptedTransport([:])
            _ = try AASAFetcher.fetch(domain: text, transport: transport)
            #expect(transport.requested == [url], "\(text)")
        }
        let loopback = try AASAFetchHost.parse("127.0.0.1:8080", allowLoopbackHTTP: true)
        #expect(loopback.fileURL == "http://127.0.0.1:8080/.well-known/apple-app-site-association")
    }

    /// The review's injections, and the other forms a URL fragment can take: none is requested.
    @Test func userinfoPathsBackslashesIPLiteralsAndLoopbackAreRefusedBeforeAnyRequest() {
        let hostile = [
            "127.0.0.1:8080@127.0.0.2:8080", "127.0.0.1:8080\\@[::1]:8080", "user:pass@example.com", "example.com/evil",
            "example.com?x", "example.com#x", "example.com:0", "example.com:65536", "example.com:+80", "example.com:80:80",
            "[::1]", "[::1]:8080", "10.0.0.1", "0x7f.1", "127.1", "localhost", "a.localhost", "", "exa mple.com", "example.com.",
        ]
        for text in hostile {
            for allow in [false, true] {
                let transport = ScriptedTransport([:])
                #expect(throws: AASAFetchError.self, "\(text)") {
                    try AASAFetcher.fetch(domain: text, allowLoopbackHTTP: allow, transport: transport)
                }
                #expect(transport.requested.isEmpty, "\(text): \(transport.requested)")
            }
        }
        #expect(throws: AASAFetchHostError.self) { try AASAFetchHost.parse("127.0.0.1:8080", allowLoopbackHTTP: false) }
    }

    /// Against a real server on loopback: the injection sends nothing, the plain host is served.
    @Test func theInjectionAgainstALoopbackServerSendsNoRequest() throws {
        let server = try LoopbackServer(routes: [
            "/.well-known/apple-app-site-association": ["headers": ["Content-Type": "application/json"], "body": "{\"applinks\": {\"details\": []}}",
                                                        "rejectHeaders": ["Authorization"]],
        ])
        defer { server.stop() }
        #expect(throws: AASAFetchError.self) {
            try AASAFetcher.fetch(domain: "\(server.domain)@127.0.0.2:\(server.port)", allowLoopbackHTTP: true, timeout: 5)
        }
        let response = try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 5)
        #expect(response.status == 200)
    }
}
