import Foundation
import Testing
@testable import LinkproofCore

/// The semantic diff compares behaviour, not bytes.
@Suite struct AASADiffTests {
    static func document(_ json: String) throws -> AASADocument {
        try AASAParser.parse(Array(json.utf8)).document
    }

    static let base = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
          {"/": "/a/private/*", "exclude": true, "caseSensitive": false}, {"/": "/a/*", "caseSensitive": false}, {"/": "/b"}]}]}}
        """

    @Test func hoistingAFlagIntoDefaultsIsNoChange() throws {
        let hoisted = """
            {"applinks": {"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
              {"/": "a/private/*", "exclude": true}, {"/": "/a/*/"}, {"/": "/b", "caseSensitive": true, "comment": "new"}]}]}}
            """
        #expect(AASASemanticDiff.diff(try Self.document(Self.base), try Self.document(hoisted)) == [])
    }

    @Test func reorderingIsAMove() throws {
        let reordered = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
              {"/": "/a/*", "caseSensitive": false}, {"/": "/a/private/*", "exclude": true, "caseSensitive": false}, {"/": "/b"}]}]}}
            """
        let changes = AASASemanticDiff.diff(try Self.document(Self.base), try Self.document(reordered))
        #expect(changes.map(\.kind) == [.moved])
        #expect(changes.first?.oldIndex == 0 && changes.first?.newIndex == 1)
    }

    @Test func addedRemovedAndChanged() throws {
        let edited = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
              {"/": "/a/private/*", "caseSensitive": false}, {"/": "/a/*", "caseSensitive": false}, {"/": "/c"}]}]},
             "webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}
            """
        let changes = AASASemanticDiff.diff(try Self.document(Self.base), try Self.document(edited))
        #expect(changes.map(\.kind) == [.changed, .removed, .added, .added])
        #expect(changes.map(\.service) == ["applinks", "applinks", "applinks", "webcredentials"])
        #expect(changes[1].rule == "/ \"/b\"" && changes[2].rule == "/ \"/c\"")
    }

    @Test func changingAVariableChangesTheRulesThatUseIt() throws {
        let before = """
            {"applinks": {"substitutionVariables": {"food": ["pizza"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(food)"}]}]}}
            """
        let after = before.replacingOccurrences(of: "[\"pizza\"]", with: "[\"pizza\", \"sushi\"]")
        #expect(AASASemanticDiff.diff(try Self.document(before), try Self.document(after)).map(\.kind) == [.removed, .added])
    }
}
