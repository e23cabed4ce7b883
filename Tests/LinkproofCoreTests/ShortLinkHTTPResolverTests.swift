import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LinkproofCore
import LinkproofHTTP
import Testing

/// The HTTP resolver against a real server on loopback (`Scripts/loopback-http-server`),
/// and, for what a real server cannot send, against scripted replies.
@Suite("Short links over HTTP")
struct ShortLinkHTTPResolverTests {
    let parser: DeepLinkParser

    init() throws { parser = try GoldenApps.parser("firebase-example") }

    private func resolver(_ transport: any HTTPTransport = PlatformHTTPTransport(), hopTimeout: Double = 5,
                          totalTimeout: Double = 15, loopback: Bool = true) -> HTTPShortLinkResolver {
        HTTPShortLinkResolver(parser: parser, transport: transport,
                              limits: RedirectLimits(hopTimeout: hopTimeout, totalTimeout: totalTimeout, maximumBodyBytes: 4_096,
                                                     allowLoopbackHTTP: loopback))
    }

    /// `code@hop` for a hop failure, the code alone for another failure, `resolved` when it resolved.
    private func failure(_ resolver: HTTPShortLinkResolver, _ link: String) -> String {
        do {
            _ = try resolver.resolve(link)
            return "resolved"
        } catch {
            if case .hop(_, let index, _, _) = error { return "\(error.code)@\(index)" }
            return error.code
        }
    }

    private func redirect(_ location: String, _ status: Int = 302) -> [String: Any] {
        ["status": status, "headers": ["Location": location]]
    }

    @Test("301, 302, 303, 307 and 308 with relative Locations lead to the long link, decided (S002-03, S000-06)")
    func chain() throws {
        let server = try LoopbackServer(routes: [
            "/s0": redirect("/s1", 301),  // path-absolute
            "/s1": redirect("s2", 302),   // path-relative
            "/s2": redirect("./s3", 303),
            "/s3": redirect("s4?from=s3", 307),
            "/s4": redirect(SampleLinks.content, 308),
        ])
        let resolution = try resolver().resolve(server.url("/s0"))
        #expect(resolution.hops.map(\.status) == [301, 302, 303, 307, 308])
        #expect(resolution.hops.map(\.url) == ["/s0", "/s1", "/s2", "/s3", "/s4?from=s3"].map(server.url))
        #expect(resolution.hops[1].location == "s2")
        #expect(resolution.longLink == SampleLinks.content)
        #expect(resolution.decision == .route(RoutedLink(route: "content", params: ["item": "1234"], linkKind: .dynamicLink, via: .resolvedShortLink, matchType: .unique)))
    }

    @Test("A personal route reached through a short link is still decided by its own match type")
    func personalRoute() throws {
        let server = try LoopbackServer(routes: ["/inv": redirect(SampleLinks.invitation)])
        let resolution = try resolver().resolve(server.url("/inv"))
        #expect(resolution.decision.routedLink?.route == "invitation")
    }

    @Test("A cookie set on one hop is not sent on the next, and no Authorization is sent")
    func noCookies() throws {
        let server = try LoopbackServer(routes: [
            "/c1": ["status": 302, "headers": ["Location": "/c2", "Set-Cookie": "session=abc; Path=/"]],
            "/c2": ["status": 302, "headers": ["Location": SampleLinks.content], "rejectHeaders": ["Cookie", "Authorization"]],
        ])
        // The server's check works: a request carrying a cookie is refused with 400.
        var control = URLRequest(url: try #require(URL(string: server.url("/c2"))))
        control.setValue("session=abc", forHTTPHeaderField: "Cookie")
        #expect(try Self.status(of: control) == 400)
        #expect(try resolver().resolve(server.url("/c1")).hops.map(\.status) == [302, 302])
    }

    /// The status of one plain `URLSession` request.
    private static func status(of request: URLRequest) throws -> Int {
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var status = 0 }
        let box = Box()
        URLSession(configuration: .ephemeral).dataTask(with: request) { _, response, _ in
            box.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 5)
        return box.status
    }

    @Test("A loop is refused at the hop whose Location repeats an earlier URL")
    func loop() throws {
        let server = try LoopbackServer(routes: ["/l1": redirect("/l2"), "/l2": redirect("/l3"), "/l3": redirect("/l1")])
        #expect(failure(resolver(), server.url("/l1")) == "redirect-loop@2")
    }

    @Test("10,000 hops offered: the resolver stops at its last allowed request (RedirectLimits.maximumHops)")
    func tooManyHops() throws {
        var routes: [String: Any] = [:]
        for index in 0..<10_000 { routes["/h\(index)"] = redirect("/h\(index + 1)") }
        let server = try LoopbackServer(routes: routes)
        #expect(failure(resolver(), server.url("/h0")) == "too-many-hops@\(RedirectLimits().maximumHops - 1)")
    }

    @Test("A Location off the app's hosts ends the chain unrequested, and its decision rejects it")
    func offDomain() throws {
        let server = try LoopbackServer(routes: ["/o1": redirect("https://evil.example/r?link=x"),
                                                 "/o2": redirect("//evil.example/r")])
        let resolution = try resolver().resolve(server.url("/o1"))
        #expect(resolution.hops.count == 1)
        #expect(resolution.longLink == "https://evil.example/r?link=x")
        #expect(resolution.decision.rejection?.reason == .hostNotDeclared)
        // Protocol-relative: the scheme of the current URL (http) is kept, and http is never accepted.
        let relative = try resolver().resolve(server.url("/o2"))
        #expect(relative.longLink == "http://evil.example/r")
        #expect(relative.decision.rejection?.reason == .insecureScheme)
    }

    @Test("Plain http to an own short-link host is refused; loopback http only with the test flag")
    func insecureHops() throws {
        let server = try LoopbackServer(routes: ["/p1": redirect("http://example.page.link/WXYZ")])
        #expect(failure(resolver(), server.url("/p1")) == "insecure-hop@0")
        #expect(failure(resolver(loopback: false), server.url("/p1")) == "not-a-short-link")
    }

    @Test("A slow reply times out on its hop; a slow chain runs out of total time")
    func timeouts() throws {
        let server = try LoopbackServer(routes: [
            "/slow": ["status": 302, "headers": ["Location": "/s"], "delay": 5],
            // A byte every 0.1 s: never idle, so only a deadline on the whole exchange stops it.
            "/dribble": ["status": 302, "headers": ["Location": "/s"], "bodyBytes": 1_000, "dribble": 0.1],
            // Hops of 1 s against a total of 2.5 s: hop 2 runs out, with half a second of
            // margin either way, so a busy machine does not move the hop that fails.
            "/t0": ["status": 302, "headers": ["Location": "/t1"], "delay": 1],
            "/t1": ["status": 302, "headers": ["Location": "/t2"], "delay": 1],
            "/t2": ["status": 302, "headers": ["Location": "/t3"], "delay": 1],
        ])
        let start = ContinuousClock.now
        #expect(failure(resolver(hopTimeout: 0.5), server.url("/slow")) == "timeout@0")
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(failure(resolver(hopTimeout: 1), server.url("/dribble")) == "timeout@0")
        #expect(ContinuousClock.now - start < .seconds(4))  // it did not wait for the reply
        do {
            _ = try resolver(hopTimeout: 3, totalTimeout: 2.5).resolve(server.url("/t0"))
            Issue.record("resolved a chain slower than the total timeout")
        } catch {
            #expect(error == .hop(link: server.url("/t0"), index: 2, url: server.url("/t2"), .timedOut(total: true)))
        }
    }

    @Test("A reply over the size cap is refused, announced or not")
    func oversized() throws {
        let server = try LoopbackServer(routes: [
            "/big": ["status": 302, "headers": ["Location": "/next"], "bodyBytes": 200_000],
            "/edge": ["status": 302, "headers": ["Location": SampleLinks.content], "bodyBytes": 4_096],
        ])
        #expect(failure(resolver(), server.url("/big")) == "response-too-large@0")
        #expect(try resolver().resolve(server.url("/edge")).longLink == SampleLinks.content)
    }

    @Test("A malicious server: a huge, endless or compressed redirect body, 100,000 headers, two Locations — each refused in a second")
    func maliciousReplies() throws {
        let server = try LoopbackServer(routes: [
            "/huge": ["status": 302, "headers": ["Location": "/next", "Content-Length": "1073741824"], "endless": "raw"],
            "/endless": ["status": 302, "headers": ["Location": "/next"], "endless": "chunked"],
            "/bomb": ["status": 302, "headers": ["Location": "/next"], "gzipBombBytes": 16 << 20],  // ~16 KiB on the wire
            "/gzip": ["status": 302, "headers": ["Location": SampleLinks.content, "Content-Encoding": "gzip"], "body": "tiny"],
            "/headers": ["status": 302, "headers": ["Location": SampleLinks.content], "fillerHeaders": 100_000],
            "/locations": ["status": 302, "headerList": [["Location", "/a"], ["Location", "/b"]]],
        ])
        let expected = ["/huge": "response-too-large@0", "/endless": "response-too-large@0", "/bomb": "response-too-large@0",
                        "/gzip": "invalid-response@0", "/headers": "invalid-response@0", "/locations": "invalid-response@0"]
        for (path, outcome) in expected.sorted(by: { $0.key < $1.key }) {
            let start = ContinuousClock.now
            #expect(failure(resolver(hopTimeout: 3, totalTimeout: 3), server.url(path)) == outcome, "\(path)")
            #expect(ContinuousClock.now - start < .seconds(2), "\(path) took \(ContinuousClock.now - start)")
        }
    }

    @Test("Loopback hops stay on the first request's origin, compared after host parsing (0x7f.1 and 2130706433 are 127.0.0.1)")
    func loopbackOrigin() throws {
        let server = try LoopbackServer(routes: [
            "/port": redirect("http://127.0.0.1:1/x"),
            "/decimal": redirect("http://2130706433:1/x"),
            "/hex": redirect("http://0x7f.1:1/x"),
            "/scheme": redirect("https://127.0.0.1:{PORT}/x"),
            "/same": redirect("http://0x7f.1:{PORT}/missing"),
        ])
        for path in ["/port", "/decimal", "/hex", "/scheme"] {
            #expect(failure(resolver(), server.url(path)) == "hop-not-allowed@0", "\(path)")
        }
        // The same origin spelled another way is the same server: followed, and its 404 is hop 1.
        #expect(failure(resolver(), server.url("/same")) == "not-found@1")
    }

    @Test("404, 410 and 5xx are typed errors naming the hop; 200 is not a redirect")
    func statuses() throws {
        let server = try LoopbackServer(routes: [
            "/a": redirect("/missing"),
            "/gone": ["status": 410],
            "/boom": ["status": 500],
            "/busy": ["status": 503],
            "/page": ["status": 200, "body": "a preview page"],
        ])
        #expect(failure(resolver(), server.url("/a")) == "not-found@1")
        #expect(failure(resolver(), server.url("/gone")) == "not-found@0")
        #expect(failure(resolver(), server.url("/boom")) == "server-error@0")
        #expect(failure(resolver(), server.url("/busy")) == "server-error@0")
        #expect(failure(resolver(), server.url("/page")) == "unexpected-status@0")
    }

    @Test("A Location that is missing, empty, has a CR, or does not parse is an error naming the hop")
    func badLocations() throws {
        let server = try LoopbackServer(routes: [
            "/none": ["status": 302],
            "/empty": redirect(""),
            "/cr": redirect("/x\r/y"),
            "/bad": redirect("https://[oops/x"),
            "/ok": redirect("/none"),
        ])
        #expect(failure(resolver(), server.url("/none")) == "location-missing@0")
        #expect(failure(resolver(), server.url("/empty")) == "location-missing@0")
        #expect(failure(resolver(), server.url("/cr")) == "location-line-break@0")
        #expect(failure(resolver(), server.url("/bad")) == "location-invalid@0")
        #expect(failure(resolver(), server.url("/ok")) == "location-missing@1")
    }

    @Test("A refused connection is a transport error at hop 0")
    func refused() throws {
        var server: LoopbackServer? = try LoopbackServer(routes: [:])
        let url = server?.url("/x") ?? ""
        server = nil  // stops it
        #expect(failure(resolver(), url) == "transport-error@0")
    }

    @Test("https goes through TLS: against a plain-http server the handshake fails, a transport error")
    func tlsIsSpoken() throws {
        let server = try LoopbackServer(routes: ["/x": redirect(SampleLinks.content)])
        let https = server.url("/x").replacingOccurrences(of: "http://", with: "https://")
        #expect(failure(resolver(), https) == "transport-error@0")
        #expect(failure(resolver(), server.url("/x")) == "resolved")
    }

    // MARK: Scripted replies

    @Test("A line feed in a Location (which no real server delivers intact) is refused")
    func lineFeed() {
        let transport = ScriptedTransport(["https://example.page.link/abcd": ScriptedTransport.redirect("/x\ny")])
        #expect(failure(resolver(transport), "https://example.page.link/abcd") == "location-line-break@0")
    }

    @Test("Own-host hops: https, default port, no credentials; an own long link ends the chain unrequested")
    func ownHostRules() {
        let start = "https://example.page.link/abcd"
        let transport = ScriptedTransport([
            start: ScriptedTransport.redirect("https://example.page.link/efgh"),
            "https://example.page.link/efgh": ScriptedTransport.redirect(SampleLinks.content, status: 301),
        ])
        let resolution = try? resolver(transport, loopback: false).resolve(start)
        #expect(resolution?.longLink == SampleLinks.content)
        #expect(transport.requested == [start, "https://example.page.link/efgh"])
        for location in ["https://user:pw@example.page.link/efgh", "https://example.page.link:8443/efgh"] {
            transport.replies[start] = ScriptedTransport.redirect(location)
            #expect(failure(resolver(transport, loopback: false), start) == "hop-not-allowed@0")
        }
        #expect(failure(resolver(transport, loopback: false), "https://evil.example/abcd") == "not-a-short-link")
    }

    @Test("Random redirect scripts: at most RedirectLimits.maximumHops requests, only to own hosts over https, and every outcome typed")
    func randomScripts() {
        let own = ["abcd", "efgh", "ijkl", "mnop", "qrst", "uvwx", "yz01", "2345"].map { "https://example.page.link/" + $0 }
        let locations = own + own + ["/efgh", "ijkl", "../abcd", "//example.page.link/abcd", "https://evil.example/x", "http://example.page.link/abcd",
                               "https://example.page.link:1/abcd", "", " ", "\r\n", "https://[x", SampleLinks.content, SampleLinks.invitation,
                               "https://EXAMPLE.page.link/efgh", "https://example.page.link/?link=javascript:x", "javascript:alert(1)"]
        let statuses = [200, 301, 302, 303, 307, 308, 404, 410, 500, 503, 304]
        var random = SeededGenerator(seed: 2026)
        var outcomes = Set<String>()
        for _ in 0..<500 {
            var replies: [String: Result<HTTPResponse, HTTPTransportError>] = [:]
            for url in own {
                replies[url] = .success(HTTPResponse(status: statuses.randomElement(using: &random) ?? 302,
                                                     headers: ["Location": locations.randomElement(using: &random) ?? ""]))
            }
            let transport = ScriptedTransport(replies)
            let outcome = Result { () throws(ShortLinkResolveError) in try resolver(transport, loopback: false).resolve(own[0]) }
            #expect(transport.requested.count <= RedirectLimits().maximumHops)
            #expect(transport.requested.allSatisfy { $0.hasPrefix("https://example.page.link/") })
            switch outcome {
            case .success(let resolution):
                outcomes.insert("resolved")
                #expect(resolution.hops.count == transport.requested.count)
                #expect(resolution.hops.last?.next == resolution.longLink)
            case .failure(let error):
                outcomes.insert(error.code)
            }
        }
        // The scripts reach every kind of outcome (a chain past the limit is rare with one
        // fixed reply per URL: `tooManyHops` covers it), so the bounds above were really tested.
        #expect(outcomes.isSuperset(of: ["resolved", "redirect-loop", "insecure-hop", "hop-not-allowed",
                                         "location-missing", "location-line-break", "location-invalid", "not-found",
                                         "server-error", "unexpected-status"]))
    }

    @Test("Transport failures map to their hop failures")
    func transportFailures() {
        let start = "https://example.page.link/abcd"
        let cases: [(HTTPTransportError, HopFailure)] = [
            (.timedOut, .timedOut(total: false)), (.responseTooLarge, .responseTooLarge(limit: 4_096)), (.failed("refused"), .transport("refused")),
            (.invalidResponse("two Location headers"), .invalidResponse("two Location headers")),
        ]
        for (thrown, expected) in cases {
            let transport = ScriptedTransport([start: .failure(thrown)])
            #expect(throws: ShortLinkResolveError.hop(link: start, index: 0, url: start, expected)) {
                try resolver(transport, loopback: false).resolve(start)
            }
        }
    }
}
