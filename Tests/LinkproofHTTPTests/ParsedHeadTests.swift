import LinkproofCore
import Testing
@testable import LinkproofHTTP

/// The head a client library parsed (URLSessionTransport's path) meets the rules and limits of
/// the head read line by line (CurlTransport's), checked here where both compile.
@Suite struct ParsedHeadTests {
    private func head(_ fields: [(name: String, value: String)], status: Int = 302,
                      limits: HTTPHeadLimits = HTTPHeadLimits()) throws(HTTPTransportError) -> ResponseHead {
        try ResponseHead(status: status, fields: fields, limits: limits)
    }

    @Test func aCleanHeadKeepsItsStatusAndFields() throws {
        let parsed = try head([("Location", "/next"), ("Content-Length", "0")])
        #expect(parsed.status == 302 && parsed.complete)
        #expect(parsed.fields == ["Location": "/next", "Content-Length": "0"])
        try parsed.check(maximumBodyBytes: 10)
    }

    @Test func aJoinedSingletonIsARepeatedField() {
        #expect(throws: HTTPTransportError.invalidResponse("the response has more than one Location header")) {
            try head([("Location", "/a, /b")])
        }
        // A list field may hold ", ": it is one field as received.
        #expect((try? head([("Cache-Control", "no-store, no-cache")]))?.fields["Cache-Control"] == "no-store, no-cache")
    }

    @Test func theLimitsHoldAsForLinesOnTheWire() {
        let many = (0..<101).map { (name: "X-Filler-\($0)", value: "1") }
        #expect(throws: HTTPTransportError.invalidResponse("the response has more than 100 header fields")) { try head(many) }
        let long = [(name: "X-Long", value: String(repeating: "a", count: 20_000))]
        #expect(throws: HTTPTransportError.invalidResponse("the response head is over 16384 bytes")) { try head(long) }
    }

    @Test func theBodyRulesAreCheckedBeforeAnyByte() throws {
        #expect(throws: HTTPTransportError.responseTooLarge) { try head([("Content-Length", "4097")]).check(maximumBodyBytes: 4_096) }
        #expect(throws: HTTPTransportError.invalidResponse(
            "Content-Encoding gzip was not asked for (the request sent Accept-Encoding: identity)")) {
            try head([("Content-Encoding", "gzip")]).check(maximumBodyBytes: 4_096)
        }
    }
}
