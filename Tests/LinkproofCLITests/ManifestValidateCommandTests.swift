import Foundation
import Testing
import LinkproofTestSupport

/// `linkproof manifest validate` as a user runs it on a manifest that loads but cannot work.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct ManifestValidateCommandTests {
    static func validate(_ manifest: String) throws -> (status: Int32, output: String, errors: String) {
        let file = TestScratch.url("linkproof-validate").appendingPathExtension("json")
        try manifest.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try LinkproofProcess.run(["manifest", "validate", file.path])
        return (outcome.status, outcome.text, outcome.errorText)
    }

    @Test func anAASAFileForAnotherAppIsAnErrorWithItsCode() throws {
        let other = GenCommandTests.shop.replacingOccurrences(of: #""appIDs": ["SHOP123456.com.example.shop"]"#, with: #""appIDs": ["OTHER12345.com.example.other"]"#)
        let (status, output, _) = try Self.validate(other)
        #expect(status == 1)
        #expect(output.contains("$.associatedDomains[0].aasa: error aasa-names-no-component-for-app:"), "\(output)")
        #expect(!output.contains("template-not-matched-by-aasa"), "one mistake, one report")
    }

    @Test func warningsAreReportedWithTheirCodesAndTheManifestStaysValid() throws {
        let narrowed = GenCommandTests.shop.replacingOccurrences(of: #"[{"/": "/p/*"}, {"/": "/account/*"}]"#, with: #"[{"/": "/p/*"}]"#)
            .replacingOccurrences(of: #"{"name": "pay""#, with: #"{"name": "sale", "templates": ["shopapp://product/{code}"], "parameters": {"code": {"type": "characters", "class": "A-Z", "minLength": 4, "maxLength": 8}}}, {"name": "pay""#)
        let (status, output, _) = try Self.validate(narrowed)
        #expect(status == 0, "\(output)")
        #expect(output.contains("$.routes[1].templates[0]: warning template-not-matched-by-aasa:"), "\(output)")
        #expect(output.contains("$.routes[2].templates[0]: warning templates-overlap:") && output.contains("both accept shopapp://product/AAAA"), "\(output)")
        #expect(output.contains("valid") && output.contains("2 warning(s)"), "\(output)")
    }

    /// Issue 29, item 5: a manifest that does not load is invalid input (exit 2), whatever the problem.
    @Test func aManifestThatDoesNotLoadExitsTwoWithItsJSONPath() throws {
        let misspelled = GenCommandTests.shop.replacingOccurrences(of: #"{"name": "pay""#, with: #"{"nmae": "x", "name": "pay""#)
        let (status, output, _) = try Self.validate(misspelled)
        #expect(status == 2, "\(output)")
        #expect(output.contains("$.routes[2].nmae: unknown key 'nmae'"), "\(output)")
        let (typed, typedOutput, _) = try Self.validate(#"{"name": "p", "app": {"bundleID": "b"}, "schemes": ["p"], "routes": [{"name": "r", "templates": ["p://x?m={m}"], "parameters": {"m": {"type": "integer", "minimum": 1}}}]}"#)
        #expect(typed == 2 && typedOutput.contains("$.routes[0].parameters.m.maximum: 'maximum' is required"), "\(typedOutput)")
    }
}
