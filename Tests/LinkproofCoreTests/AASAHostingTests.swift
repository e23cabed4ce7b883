import Foundation
import Testing
@testable import LinkproofCore
import LinkproofHTTP

/// Hosting rules, on constructed responses and against a server on loopback (never anything else).
@Suite struct AASAHostingTests {
    static let path = AASAHosting.wellKnownPath
    static let file = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#

    static func codes(_ response: AASAHostingResponse, loopback: Bool = false) -> [String] {
        AASAHosting.check(response, allowLoopbackHTTP: loopback).map(\.code)
    }

    @Test func cleanResponseDrawsNothing() {
        let response = AASAHostingResponse(url: "https://example.com" + Self.path, status: 200,
                                           headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(Self.file.utf8))
        #expect(Self.codes(response) == [])
    }

    @Test func eachRuleHasItsCode() {
        let body = Array(Self.file.utf8)
        #expect(Self.codes(AASAHostingResponse(url: "http://example.com" + Self.path, status: 200, headers: ["content-type": "application/json"], body: body)) == ["AASA200"])
        #expect(Self.codes(AASAHostingResponse(url: "https://example.com/apple-app-site-association", status: 200, headers: ["content-type": "application/json"], body: body)) == ["AASA201"])
        #expect(Self.codes(AASAHostingResponse(url: "https://example.com" + Self.path, status: 301, headers: ["Location": "https://www.example.com/"], body: [])) == ["AASA202"])
        #expect(Self.codes(AASAHostingResponse(url: "https://example.com" + Self.path, status: 404, headers: [:], body: [])) == ["AASA203"])
        #expect(Self.codes(AASAHostingResponse(url: "https://example.com" + Self.path, status: 200, headers: ["content-type": "text/html"], body: body)) == ["AASA204"])
        let large = AASAHostingResponse(url: "https://example.com" + Self.path, status: 200, headers: ["content-type": "application/json"],
                                        body: [UInt8](repeating: 0x20, count: AASAParser.defaultSizeCap + 1))
        #expect(Self.codes(large) == ["AASA003"])
    }

    @Test func plainHTTPIsAllowedOnlyForLoopbackWhenAsked() throws {
        let body = Array(Self.file.utf8)
        let loopback = AASAHostingResponse(url: "http://127.0.0.1:8080" + Self.path, status: 200, headers: ["content-type": "application/json"], body: body)
        #expect(Self.codes(loopback, loopback: true) == [])
        #expect(Self.codes(loopback) == ["AASA200"])
        let other = AASAHostingResponse(url: "http://10.0.0.1" + Self.path, status: 200, headers: ["content-type": "application/json"], body: body)
        #expect(Self.codes(other, loopback: true) == ["AASA200"])
        #expect(try AASAFetchHost.parse("example.com", allowLoopbackHTTP: true).fileURL == "https://example.com" + Self.path)
    }

    @Test func fetchAgainstLoopbackServer() throws {
        let server = try LoopbackServer(routes: [Self.path: ["headers": ["Content-Type": "application/json"], "body": Self.file]])
        defer { server.stop() }
        let response = try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 10)
        #expect(response.status == 200)
        #expect(AASAHosting.check(response, allowLoopbackHTTP: true) == [])
    }

    @Test func fetchDoesNotFollowRedirects() throws {
        let server = try LoopbackServer(routes: [
            Self.path: ["status": 302, "headers": ["Location": "/elsewhere"]],
            "/elsewhere": ["headers": ["Content-Type": "application/json"], "body": Self.file],
        ])
        defer { server.stop() }
        let response = try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 10)
        #expect(response.status == 302)
        #expect(AASAHosting.check(response, allowLoopbackHTTP: true).map(\.code) == ["AASA202"])
    }

    @Test func fetchWarnsOnContentType() throws {
        let server = try LoopbackServer(routes: [Self.path: ["headers": ["Content-Type": "text/plain"], "body": Self.file]])
        defer { server.stop() }
        let response = try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 10)
        #expect(AASAHosting.check(response, allowLoopbackHTTP: true).map(\.code) == ["AASA204"])
    }

    @Test func fetchRefusesARepliesOverTheCap() throws {
        let big = try LoopbackServer(routes: [Self.path: ["bodyBytes": 1_001]])
        let edge = try LoopbackServer(routes: [Self.path: ["bodyBytes": 1_000]])
        #expect(throws: AASAFetchError(url: big.url(Self.path), reason: "response-too-large: the reply is over the size cap of 1000 bytes"
                                       + " (reading stopped at the cap)", overSizeCap: true)) {
            try AASAFetcher.fetch(domain: big.domain, allowLoopbackHTTP: true, sizeCap: 1000, timeout: 10)
        }
        #expect(try AASAFetcher.fetch(domain: edge.domain, allowLoopbackHTTP: true, sizeCap: 1000, timeout: 10).body.count == 1000)
    }

    @Test func fetchOfAHugeOrEndlessRedirectStopsAtTheCapAtOnce() throws {
        for reply: [String: Any] in [["status": 302, "headers": ["Location": "/x", "Content-Length": "1073741824"], "endless": "raw"],
                                     ["status": 302, "headers": ["Location": "/x"], "endless": "chunked"]] {
            let server = try LoopbackServer(routes: [Self.path: reply])
            let start = ContinuousClock.now
            do {
                _ = try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 3)
                Issue.record("fetched an endless reply")
            } catch {
                #expect(error.overSizeCap)
            }
            #expect(ContinuousClock.now - start < .seconds(2))
        }
    }

    @Test func fetchTimesOutOnASlowServer() throws {
        let server = try LoopbackServer(routes: [Self.path: ["delay": 5, "body": "{}"]])
        defer { server.stop() }
        #expect(throws: AASAFetchError.self) { try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 1) }
    }
}
