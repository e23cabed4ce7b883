import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LinkproofConformance

/// The built-in suite's JUnit report names each case where a CI system looks for it: `file`
/// relative to the repository root, `line` the line of the case's `"id"`.
@Test func junitFileAndLinePointAtEachCaseFromTheRepositoryRoot() throws {
    let repository = GoldenFolder.tests.deletingLastPathComponent()
    // Run from elsewhere, with the folder given as it is: the root is the repository's, not the current directory.
    let suite = try GoldenSuite.load(GoldenFolder.builtIn)
    let runner = ConformanceRunner(suite: suite)
    let document = try XMLDocument(data: Data(ReportFormat.junit.render(runner.report(try runner.check())).utf8))
    let testcases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(testcases.count == suite.cases.count && !testcases.isEmpty)
    var lines: [String: [Substring]] = [:]
    for testcase in testcases {
        let name = testcase.attribute(forName: "name")?.stringValue ?? ""
        let file = try #require(testcase.attribute(forName: "file")?.stringValue, "\(name) has no file")
        let line = try #require(testcase.attribute(forName: "line")?.stringValue.flatMap { Int($0) }, "\(name) has no line")
        #expect(file.hasPrefix("Tests/Golden/cases/") && file.hasSuffix(".json"), "\(name): \(file)")
        if lines[file] == nil {
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let written = lines[file].flatMap { $0.indices.contains(line - 1) ? String($0[line - 1]) : nil } ?? ""
        #expect(written.contains("\"id\": \"\(name)\""), "\(file):\(line) is not the line of \(name): \(written)")
    }
}

/// A suite is named by its folder, whatever spelling of the path it was given.
@Test func theSuiteIsNamedByItsFolder() throws {
    let spelled = try GoldenSuite.load(GoldenFolder.builtIn + "/cases/..")
    #expect(spelled.name == "Golden")
    #expect(ConformanceRunner(suite: spelled).report([]).title == "Golden conformance: Golden")
    #expect(spelled.repositoryPath("cases/000-raycipe.json") == "Tests/Golden/cases/000-raycipe.json")
}
