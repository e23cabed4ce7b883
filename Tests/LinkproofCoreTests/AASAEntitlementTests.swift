import Testing
@testable import LinkproofCore

/// The Associated Domains entitlement side.
@Suite struct AASAEntitlementTests {
    @Test func exactAndWildcardEntries() throws {
        let exact = try AASAEntitlement("applinks:example.com")
        #expect(exact.covers(host: "example.com") && exact.covers(host: "EXAMPLE.com"))
        #expect(!exact.covers(host: "www.example.com"))
        let wildcard = try AASAEntitlement("applinks:*.example.com")
        #expect(wildcard.covers(host: "www.example.com") && wildcard.covers(host: "a.b.example.com"))
        #expect(!wildcard.covers(host: "example.com"))
        #expect(!wildcard.covers(host: "badexample.com"))
    }

    @Test func modesAndNoPort() throws {
        let entry = try AASAEntitlement("applinks:dev.example.com?mode=developer")
        #expect(entry.mode == "developer" && entry.domain == "dev.example.com")
        // Apple's format is <service>:<fully qualified domain>: a port makes the entry no entry, developer mode or not.
        for text in ["applinks:dev.example.com:8443?mode=developer", "applinks:www.example.com:8443"] {
            #expect(throws: AASAEntitlement.FormatError(entry: text,
                                                        reason: "a port where only the domain belongs: Apple's format is <service>:<fully qualified domain>, with no port")) {
                try AASAEntitlement(text)
            }
        }
        #expect(try AASAEntitlement("webcredentials:example.com?mode=developer+managed").mode == "developer+managed")
        #expect(throws: AASAEntitlement.FormatError.self) { try AASAEntitlement("applinks:example.com?mode=debug") }
        #expect(throws: AASAEntitlement.FormatError.self) { try AASAEntitlement("links:example.com") }
        #expect(throws: AASAEntitlement.FormatError.self) { try AASAEntitlement("applinks:*.") }
        #expect(throws: AASAEntitlement.FormatError(entry: "applinks:https://example.com",
                                                    reason: "a URL where the domain belongs: write applinks:<domain>, without a scheme or path")) {
            try AASAEntitlement("applinks:https://example.com")
        }
    }

    @Test func theLongestWildcardDecides() throws {
        let entries = try ["applinks:*.example.com", "applinks:*.users.example.com", "applinks:users.example.com"].map { try AASAEntitlement($0) }
        #expect(AASAEntitlement.deciding(entries, host: "emily.users.example.com")?.domain == "users.example.com")
        #expect(AASAEntitlement.deciding(entries, host: "emily.users.example.com")?.wildcard == true)
        #expect(AASAEntitlement.deciding(entries, host: "users.example.com")?.wildcard == false)
        #expect(AASAEntitlement.deciding(entries, host: "example.com") == nil)
    }
}
