import Foundation
import LinkproofConformance
import LinkproofTesting
import Testing
import LinkproofTestSupport

/// Goldens delivered as the platform delivers them: a universal link whose path the app's AASA
/// file excludes, or gives to no app, opens in Safari, so the golden check never hands it to the
/// handler on that channel (no false "security regression"), and says how many it held back.
@Suite struct GoldenDeliveryTests {
    static let manifest = #"""
        {"name": "shop", "app": {"teamID": "SHOP123456", "bundleID": "com.example.shop"}, "schemes": ["shop"],
         "associatedDomains": [{"domain": "shop.example.com", "aasa": {"applinks": {"details": [{"appIDs": ["SHOP123456.com.example.shop"],
           "components": [{"/": "/p/admin", "exclude": true}, {"/": "/p/*"}]}]}}}],
         "routes": [{"name": "product", "templates": ["https://shop.example.com/p/{id}", "shop://p/{id}"],
                     "parameters": {"id": {"type": "characters", "class": "a-z0-9", "minLength": 1, "maxLength": 12}}}]}
        """#

    static func caseJSON(_ id: String, _ arrival: String, _ input: String) -> String {
        #"{"id": "\#(id)", "scenarios": ["S-1"], "kind": "route", "manifest": "shop", "carrier": "\#(arrival)", "input": "\#(input)", "note": "\#(id)"}"#
    }

    /// A golden folder of the shop, recorded and accepted as `conform --record` and `review --accept-all` do.
    static func recordedFolder() throws -> String {
        let folder = TestScratch.url("linkproof-delivery").path
        try FileManager.default.createDirectory(atPath: folder + "/apps", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/cases", withIntermediateDirectories: true)
        try manifest.write(toFile: folder + "/apps/shop.json", atomically: true, encoding: .utf8)
        try #"{"scenarios": {"S-1": {"document": "shop", "title": "Products open; the admin page stays on the web."}}}"#
            .write(toFile: folder + "/scenarios.json", atomically: true, encoding: .utf8)
        let cases = [
            caseJSON("product", "tapped-universal-link", "https://shop.example.com/p/abc"),
            caseJSON("admin-excluded", "tapped-universal-link", "https://shop.example.com/p/admin"),
            caseJSON("help-unmatched", "tapped-universal-link", "https://shop.example.com/help"),
            caseJSON("admin-by-scheme", "custom-scheme", "shop://p/admin"),
        ]
        try #"{"document": "shop", "title": "shop", "cases": [\#(cases.joined(separator: ", "))]}"#
            .write(toFile: folder + "/cases/001-shop.json", atomically: true, encoding: .utf8)
        let suite = try GoldenSuite.load(folder)
        _ = try GoldenRecorder.record(try ConformanceRunner(suite: suite).check(), in: suite, environment: [:])
        _ = try ReviewSession(suite: try GoldenSuite.load(folder)).run { _ in .accept }
        return folder
    }

    @Test func aUniversalLinkTheAASADoesNotGiveTheAppIsNotHandedOver() throws {
        let folder = try GoldenDeliveryTests.recordedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Opens whatever path it is given on its host: it would open /p/admin and /help.
        let handler = URLComponentsHandler { components in
            guard components.host == "shop.example.com", components.path.hasPrefix("/p/") else { return .ignore }
            return .open("product", ["id": String(components.path.dropFirst(3))])
        }
        let check = try GoldenCheck(directory: folder)
        #expect(check.suite.cases.first { $0.id == "admin-excluded" }?.expect?["reason"] == .string("aasa-excluded"), "recorded as Linkproof decides it")
        let result = try check.run(handler)
        #expect(result.notDelivered == 2)
        #expect(result.report.entries.map(\.id).sorted() == ["admin-by-scheme", "product"])
        #expect(result.text.contains("1 universal-link case(s) not handed to the handler, the AASA file of shop.example.com excludes the path: iOS opens it in Safari: admin-excluded"), "\(result.text)")
        #expect(result.text.contains("does not give the path to SHOP123456.com.example.shop: iOS opens it in Safari: help-unmatched"))
        // The custom scheme does reach the handler (which handles only https links, so it misses this one).
        #expect(result.failing.map(\.id) == ["admin-by-scheme"])
        #expect(result.failing.first?.comparisons.first?.diff.headline == .acceptToReject)
    }
}
