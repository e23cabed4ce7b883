import LinkproofCore
import LinkproofHTTP
import Testing

/// Issue 40, the address policy: every request (an AASA fetch, a statement list and its
/// includes, a short link followed) connects only to public addresses, checked on the
/// address resolved. The requests here go to loopback only: the other ranges are checked on
/// the classifier, never on the network.
@Suite struct HTTPAddressPolicyTests {
    private func range(_ text: String) -> HTTPAddressRange? {
        if text.contains(":") {
            // Full eight-group IPv6 written out, or a mapped/NAT64 form with a dotted tail.
            var bytes: [UInt8] = []
            var groups = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var tail: [UInt8] = []
            if let last = groups.last, last.contains(".") {
                tail = last.split(separator: ".").map { UInt8($0)! }
                groups.removeLast()
            }
            let missing = 8 - groups.filter { !$0.isEmpty }.count - tail.count / 2
            var expanded = false
            for group in groups {
                if group.isEmpty {
                    if !expanded { bytes += Array(repeating: 0, count: missing * 2); expanded = true }
                } else {
                    let value = Int(group, radix: 16)!
                    bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
                }
            }
            return HTTPAddressRange(bytes + tail)
        }
        return HTTPAddressRange(text.split(separator: ".").map { UInt8($0)! })
    }

    @Test func everyInsideRangeIsRecognisedInEachForm() {
        let expected: [(String, HTTPAddressRange)] = [
            ("127.0.0.1", .loopback), ("127.255.0.9", .loopback), ("::1", .loopback), ("::ffff:127.0.0.1", .loopback),
            ("10.1.2.3", .private), ("172.16.0.1", .private), ("172.31.255.255", .private), ("192.168.0.1", .private),
            ("::ffff:10.0.0.1", .private), ("64:ff9b::192.168.1.1", .private),
            ("169.254.169.254", .linkLocal), ("fe80::1", .linkLocal), ("febf::1", .linkLocal), ("::ffff:169.254.169.254", .linkLocal),
            ("fc00::1", .uniqueLocal), ("fd12:3456::1", .uniqueLocal),
            ("0.0.0.0", .unspecified), ("::", .unspecified), ("::ffff:0.0.0.0", .unspecified),
            ("100.64.0.1", .shared), ("224.0.0.1", .multicast), ("ff02::1", .multicast), ("255.255.255.255", .broadcast),
            ("172.15.0.1", .public), ("172.32.0.1", .public), ("8.8.8.8", .public), ("2001:4860:4860::8888", .public),
            ("fec0::1", .public), ("::ffff:8.8.8.8", .public),
        ]
        for (text, wanted) in expected { #expect(range(text) == wanted, "\(text)") }
        #expect(HTTPAddressRange([1, 2, 3]) == nil)
    }

    @Test func thePolicyRefusesAllButPublicAndLoopbackOnlyForTests() {
        #expect(HTTPAddressPolicy.publicOnly.refusal(of: [8, 8, 8, 8]) == nil)
        #expect(HTTPAddressPolicy.publicOnly.refusal(of: [169, 254, 169, 254]) == "169.254.169.254 is a link-local address")
        #expect(HTTPAddressPolicy.publicOnly.refusal(of: [127, 0, 0, 1])
                == "127.0.0.1 is a loopback address (allowed only with --allow-loopback-http, for tests)")
        #expect(HTTPAddressPolicy.loopbackForTests.refusal(of: [127, 0, 0, 1]) == nil)
        #expect(HTTPAddressPolicy.loopbackForTests.refusal(of: [10, 0, 0, 1]) == "10.0.0.1 is a private address")
        #expect(HTTPAddressPolicy.publicOnly.refusal(of: Array(repeating: 0, count: 15) + [1])
                == "0:0:0:0:0:0:0:1 is a loopback address (allowed only with --allow-loopback-http, for tests)")
    }
}

/// The policy as libcurl applies it: on the address each name resolved to, as the socket is
/// opened. Only loopback is ever contacted.
@Suite(.serialized) struct CurlAddressPolicyTests {
    private func send(_ url: String, _ policy: HTTPAddressPolicy) -> Result<HTTPResponse, HTTPTransportError> {
        Result { () throws(HTTPTransportError) in
            try PlatformHTTPTransport().send(HTTPRequest(url: url, timeout: 5, maximumBodyBytes: 1_000, addressPolicy: policy))
        }
    }

    @Test func aLoopbackServerIsReachedOnlyUnderTheTestingPolicy() throws {
        let server = try LoopbackServer(routes: ["/x": ["body": "ok"]])
        #expect(try send(server.url("/x"), .loopbackForTests).get().status == 200)
        guard case .failure(.refusedAddress(let detail)) = send(server.url("/x"), .publicOnly) else {
            Issue.record("a loopback address was connected to under the public-only policy")
            return
        }
        #expect(detail == "its host resolved only to refused addresses: 127.0.0.1 is a loopback address (allowed only with --allow-loopback-http, for tests)")
    }

    @Test func aNameIsCheckedOnWhatItResolvesTo() {
        // `localhost` passes any check of the URL's text for IP literals; its addresses do not.
        for url in ["https://localhost:1/x", "https://[::ffff:127.0.0.1]:1/x", "https://[::1]:1/x", "https://2130706433:1/x"] {
            guard case .failure(.refusedAddress(let detail)) = send(url, .publicOnly) else {
                Issue.record("\(url) was not refused by address")
                continue
            }
            #expect(detail.contains("is a loopback address"), "\(url): \(detail)")
        }
    }

    @Test func anIncludeThatResolvesInsideIsRefusedAndNamed() {
        let fetcher = AssetLinksFetcher(transport: PlatformHTTPTransport(), timeout: 5)
        let list = #"[{"include": "https://localhost:1/more.json"}]"#
        let resolution = AssetLinksResolver(fetch: fetcher.fetch)
            .statements(ofApp: "com.example.app", fingerprint: (0..<32).map { _ in "AB" }.joined(separator: ":"), list: Array(list.utf8))
        #expect(resolution.diagnostics.map(\.code) == [.refusedAddress])
        #expect(resolution.diagnostics.first?.document == "https://localhost:1/more.json")
        #expect(resolution.diagnostics.first?.message.hasSuffix("(the include at $include[0] of android_app com.example.app asset_statements)") == true)
        #expect(resolution.diagnostics.first?.message.contains("127.0.0.1 is a loopback address") == true)
    }

    /// The AASA fetch and the resolver ask for the public-only policy unless the testing flag
    /// is given, and report the transport's refusal as such.
    @Test func theFetchersAskForThePolicyAndReportItsRefusal() throws {
        let refused = "its host resolved only to refused addresses: 10.0.0.1 is a private address"
        let transport = ScriptedTransport(["https://example.com/.well-known/apple-app-site-association": .failure(.refusedAddress(refused))])
        do {
            _ = try AASAFetcher.fetch(domain: "example.com", transport: transport)
            Issue.record("fetched")
        } catch {
            #expect(error.reason == "address-refused: " + refused)
        }
        _ = try? AASAFetcher.fetch(domain: "127.0.0.1:1", allowLoopbackHTTP: true, transport: transport)
        let parser = try GoldenApps.parser("firebase-example")
        let link = "https://example.page.link/abcd"
        transport.replies[link] = .failure(.refusedAddress(refused))
        for loopback in [false, true] {
            do {
                _ = try HTTPShortLinkResolver(parser: parser, transport: transport, limits: RedirectLimits(allowLoopbackHTTP: loopback)).resolve(link)
                Issue.record("resolved")
            } catch {
                #expect(error.code == "address-refused")
            }
        }
        #expect(transport.policies == [.publicOnly, .loopbackForTests, .publicOnly, .loopbackForTests])
        #expect(HopFailure.refusedAddress(refused).description == "not requested: " + refused)
    }
}

#if os(Linux) || os(Android)
/// Issue 40, a proxy (`CurlTransport(proxy:)`, the commands' `--proxy`): the request goes
/// through the proxy, tunnelled with CONNECT to the server's address as resolved and checked
/// here; the proxy's own address is the only one the policy lets through unjudged. The proxy
/// is `Scripts/loopback-http-server`'s stand-in, which answers only the CONNECTs it has a
/// route for (any other gets 403): no request leaves loopback.
@Suite(.serialized) struct CurlProxyTests {
    private func send(_ url: String, _ policy: HTTPAddressPolicy, through proxy: LoopbackServer) throws -> Result<HTTPResponse, HTTPTransportError> {
        let transport = CurlTransport(proxy: try HTTPProxy("http://localhost:\(proxy.port)"))
        return Result { () throws(HTTPTransportError) in
            try transport.send(HTTPRequest(url: url, timeout: 5, maximumBodyBytes: 1_000, addressPolicy: policy))
        }
    }

    @Test func aRequestGoesThroughTheProxysTunnelToTheAddressCheckedHere() throws {
        // Nothing listens on 127.0.0.1:9 (checked first): only the proxy's tunnel answers there.
        let direct = Result { () throws(HTTPTransportError) in
            try PlatformHTTPTransport().send(HTTPRequest(url: "http://127.0.0.1:9/x", timeout: 5, maximumBodyBytes: 1_000, addressPolicy: .loopbackForTests))
        }
        #expect((try? direct.get()) == nil, "something answers on 127.0.0.1:9: the test cannot tell the tunnel from it")
        let proxy = try LoopbackServer(routes: ["CONNECT 127.0.0.1:9": ["status": 200], "/x": ["body": "through the tunnel"]])
        let response = try send("http://127.0.0.1:9/x", .loopbackForTests, through: proxy).get()
        #expect(response.status == 200 && response.body == Array("through the tunnel".utf8))
    }

    @Test func theProxysAddressIsExemptAndTheServersIsNot() throws {
        let proxy = try LoopbackServer(routes: ["CONNECT 192.0.2.1:443": ["status": 403, "body": "no"]])
        // The proxy is on loopback, which the public-only policy refuses: it is still reached,
        // and asked for the server's address (its 403 is the route for exactly that CONNECT).
        guard case .failure(.failed(let detail)) = try send("https://192.0.2.1/x", .publicOnly, through: proxy) else {
            Issue.record("the proxy did not answer the CONNECT to the server's address")
            return
        }
        #expect(detail.contains("403"), "\(detail)")
        // A server on loopback, named or written out, is refused before the proxy is asked:
        // a CONNECT would have been a 403, not a refusal.
        for url in ["https://127.0.0.1:9/x", "https://localhost/x", "http://[::1]:9/x"] {
            guard case .failure(.refusedAddress(let reason)) = try send(url, .publicOnly, through: proxy) else {
                Issue.record("\(url) was not refused by address through the proxy")
                continue
            }
            #expect(reason.hasPrefix("its host resolved only to refused addresses: ") && reason.contains("is a loopback address"), "\(url): \(reason)")
        }
    }
}
#endif
