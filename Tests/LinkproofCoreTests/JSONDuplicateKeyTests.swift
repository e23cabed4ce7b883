import Foundation
@testable import LinkproofCore
import Testing

/// Issue 21, item 9: a key repeated in one object is an error naming both places, in every
/// reader built on `JSONReader` (AASA files, manifests, goldens, JSON lines).
@Suite struct JSONDuplicateKeyTests {
    private func error(_ text: String) -> JSONReadError? {
        do {
            _ = try JSONReader.read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aRepeatedKeyNamesBothPlaces() throws {
        let found = try #require(error("{\"a\": 1,\n  \"a\": 2}"))
        #expect(found.reason == .duplicateKey)
        #expect((found.line, found.column) == (2, 3))
        #expect(found.earlierKey == JSONTextPosition(offset: 1, line: 1, column: 2))
        #expect(found.detail == "duplicate key \"a\" (first at line 1, column 2)")
    }

    @Test func nestedAndLargeObjectsAreCheckedToo() throws {
        let nested = try #require(error("[{\"x\": {\"k\": 1, \"k\": 1}}]"))
        #expect(nested.reason == .duplicateKey && nested.earlierKey?.column == 9 && nested.column == 17)
        // Past eight members the reader switches from a scan to a table: both must find it.
        let members = (0..<40).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
        let large = try #require(error("{\(members), \"m7\": 0}"))
        #expect(large.reason == .duplicateKey && large.earlierKey?.offset == 1 + (0..<7).map { "\"m\($0)\": \($0), ".utf8.count }.reduce(0, +))
        #expect(error("{\(members)}") == nil)
    }

    @Test func sameKeysInDifferentObjectsAreFine() {
        #expect(error("{\"a\": {\"a\": 1}, \"b\": [{\"a\": 1}, {\"a\": 2}]}") == nil)
    }

    @Test func anAASAFileWithTwoAppLinksIsAnError() throws {
        let text = "{\"applinks\": {\"details\": []},\n \"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"*\"]}]}}"
        let found = try #require(aasaParseError(Array(text.utf8)))
        #expect(found.diagnostic.code == "AASA006")
        #expect(found.diagnostic.message == "line 2, column 2: duplicate key \"applinks\" (first at line 1, column 2)")
    }

    @Test func aManifestWithARepeatedKeyDoesNotLoad() {
        let text = #"{"name": "a", "app": {"bundleID": "a"}, "schemes": ["a"], "routes": [{"name": "r", "templates": ["a://h/x"], "name": "s"}]}"#
        #expect(throws: ManifestLoadError.self) { try LinkManifest.load(json: Array(text.utf8)) }
        do {
            _ = try LinkManifest.load(json: Array(text.utf8))
        } catch {
            guard case .notJSON(let reading) = error else { Issue.record("\(error)"); return }
            #expect(reading.reason == .duplicateKey && reading.earlierKey?.column == 71)
        }
    }
}
