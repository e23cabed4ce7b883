import Foundation
import LinkproofCore
import LinkproofTesting
import Testing
import LinkproofTestSupport

/// The paths a test names resolve from the folder of the test file, whatever folder the test
/// runs in; what cannot be read is a sentence naming the path it looked at.
@Suite struct CallerPathTests {
    @Test func aManifestIsReadFromTheFolderOfTheCallingFile() throws {
        let catalogue = try LinkCatalogue(manifestAt: "../Golden/apps/createwithswift.json")
        let absolute = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Golden/apps/createwithswift.json").path
        #expect(catalogue.manifest == (try LinkManifest.load(contentsOf: absolute)))
    }

    @Test func aMissingManifestIsASentenceWithTheResolvedPath() throws {
        let error = try #require(throws: LinkproofTestingError.self) { try LinkCatalogue(manifestAt: "shpo.json") }
        let resolved = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("shpo.json").path
        #expect(error.description.hasPrefix("cannot read the manifest \(resolved): "), "\(error)")
    }

    @Test func anInvalidManifestSaysWhereItBreaks() throws {
        let file = TestScratch.url("linkproof-broken").appendingPathExtension("json")
        try Data("{\n  \"name\": }".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = try #require(throws: LinkproofTestingError.self) { try LinkCatalogue(manifestAt: file.path) }
        #expect(error.description.hasPrefix("the manifest \(file.path) is not valid: not JSON: line 2, column "), "\(error)")
    }

    @Test func aGoldenFolderIsReadFromTheFolderOfTheCallingFile() throws {
        let relative = try GoldenCheck(directory: "../Golden")
        let builtIn = try GoldenCheck(directory: GoldenCheck.builtInDirectory)
        #expect(relative.suite.cases.map(\.id) == builtIn.suite.cases.map(\.id))
        #expect(!relative.suite.cases.isEmpty)
    }
}
