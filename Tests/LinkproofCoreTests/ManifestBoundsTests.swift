import Foundation
@testable import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 21, items 5 and 9: a manifest's associated domains are lower-case DNS host names,
/// and the AASA file it names stays beside it and within the AASA size cap.
@Suite struct ManifestBoundsTests {
    private func manifest(domain: String, aasa: String? = nil) -> String {
        let file = aasa.map { #", "aasa": "\#($0)""# } ?? ""
        return #"{"name": "m", "app": {"bundleID": "com.example.app"}, "associatedDomains": [{"domain": "\#(domain)"\#(file)}], "routes": [{"name": "r", "templates": ["https://example.com/x"]}]}"#
    }

    private func issues(_ text: String, directory: String = ".") -> [String] {
        do {
            _ = try LinkManifest.load(json: Array(text.utf8), directory: directory)
            return []
        } catch {
            guard case .invalid(let issues) = error else { return ["\(error)"] }
            return issues.map { "\($0.path): \($0.message)" }
        }
    }

    @Test func domainsThatAreNotLowerCaseHostNamesAreRefused() {
        let refused = ["", "*.evil.com", "127.0.0.1", "2130706433", "0x7f.1", "[::1]", "::1", "Example.com",
                       "example..com", ".example.com", "example.com.", "-a.example.com", "a-.example.com",
                       "exa mple.com", "bücher.example", String(repeating: "a", count: 64) + ".com"]
        for domain in refused {
            #expect(issues(manifest(domain: domain)).contains { $0.hasPrefix("$.associatedDomains[0].domain: ") }, "\(domain)")
        }
        #expect(issues(manifest(domain: "127.0.0.1")).first == "$.associatedDomains[0].domain: '127.0.0.1' is an IP address, not a host name")
        for domain in ["example.com", "xn--bcher-kva.example", "a-b.c0.example", "localhost", "1password.com"] {
            #expect(!issues(manifest(domain: domain)).contains { $0.hasPrefix("$.associatedDomains[0].domain") }, "\(domain)")
        }
    }

    /// `DIR/apps/m.json` beside `DIR/aasa/`, with a file outside `DIR`.
    private func layout() throws -> (apps: String, outside: String) {
        let root = TestScratch.url("manifest")
        let golden = root.appendingPathComponent("golden")
        for folder in ["apps", "aasa"] {
            try FileManager.default.createDirectory(at: golden.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let aasa = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/x"}]}]}}"#
        try aasa.write(to: golden.appendingPathComponent("aasa/ok.json"), atomically: true, encoding: .utf8)
        try aasa.write(to: root.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
        let big = Data(repeating: 0x20, count: AASAParser.defaultSizeCap + 1)
        try big.write(to: golden.appendingPathComponent("aasa/big.json"))
        try FileManager.default.createSymbolicLink(atPath: golden.appendingPathComponent("aasa/link.json").path,
                                                   withDestinationPath: root.appendingPathComponent("outside.json").path)
        return (golden.appendingPathComponent("apps").path, root.appendingPathComponent("outside.json").path)
    }

    @Test func theAASAFileStaysBesideTheManifest() throws {
        let (apps, outside) = try layout()
        #expect(issues(manifest(domain: "example.com", aasa: "../aasa/ok.json"), directory: apps) == [])
        let escapes = ["../../outside.json", "../aasa/link.json", outside]
        for file in escapes {
            let found = issues(manifest(domain: "example.com", aasa: file), directory: apps)
            #expect(found.count == 1 && found[0].hasPrefix("$.associatedDomains[0].aasa: "), "\(file): \(found)")
        }
        #expect(issues(manifest(domain: "example.com", aasa: outside), directory: apps)
            == ["$.associatedDomains[0].aasa: '\(outside)' is an absolute path; name the AASA file relative to the manifest's folder"])
    }

    @Test func anAASAFileOverTheCapIsRefusedUnread() throws {
        let (apps, _) = try layout()
        let found = issues(manifest(domain: "example.com", aasa: "../aasa/big.json"), directory: apps)
        #expect(found == ["$.associatedDomains[0].aasa: AASA file \(apps)/../aasa/big.json: input-too-large: \(AASAParser.defaultSizeCap + 1) bytes, over the limit of \(AASAParser.defaultSizeCap) bytes"])
    }
}
