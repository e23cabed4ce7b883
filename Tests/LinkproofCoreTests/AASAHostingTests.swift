import Foundation
import Testing
@testable import LinkproofCore

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

    @Test func plainHTTPIsAllowedOnlyForLoopbackWhenAsked() {
        let body = Array(Self.file.utf8)
        let loopback = AASAHostingResponse(url: "http://127.0.0.1:8080" + Self.path, status: 200, headers: ["content-type": "application/json"], body: body)
        #expect(Self.codes(loopback, loopback: true) == [])
        #expect(Self.codes(loopback) == ["AASA200"])
        let other = AASAHostingResponse(url: "http://10.0.0.1" + Self.path, status: 200, headers: ["content-type": "application/json"], body: body)
        #expect(Self.codes(other, loopback: true) == ["AASA200"])
        #expect(AASAHosting.fileURL(domain: "example.com", allowLoopbackHTTP: true) == "https://example.com" + Self.path)
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

    @Test func fetchWarnsOnContentTypeAndCutsOversizedBodies() throws {
        let server = try LoopbackServer(routes: [Self.path: ["headers": ["Content-Type": "text/plain"], "bodyBytes": 1_000_000]])
        defer { server.stop() }
        let response = try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, sizeCap: 1000, timeout: 10)
        #expect(response.body.count == 1001)
        #expect(AASAHosting.check(response, allowLoopbackHTTP: true, sizeCap: 1000).map(\.code) == ["AASA204", "AASA003"])
    }

    @Test func fetchTimesOutOnASlowServer() throws {
        let server = try LoopbackServer(routes: [Self.path: ["delay": 5, "body": "{}"]])
        defer { server.stop() }
        #expect(throws: AASAFetchError.self) { try AASAFetcher.fetch(domain: server.domain, allowLoopbackHTTP: true, timeout: 1) }
    }
}
