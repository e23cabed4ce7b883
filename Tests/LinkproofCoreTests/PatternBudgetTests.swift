import LinkproofCore
import Testing

/// A manifest of many patterns, each under the cap of one, is bounded in all: compiling them
/// stops at `LinkManifest.maximumPatternWork`, each pattern past it named by its JSON path.
@Suite struct PatternBudgetTests {
    /// The issues of a manifest of `count` routes, each with one `pattern` parameter of
    /// `source`; nil (recorded) when it loads or fails otherwise.
    private func issues(loading source: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [ManifestIssue]? {
        let routes = (0..<count).map { #"{"name": "r\#($0)", "templates": ["p://x/\#($0)/{v}"], "parameters": {"v": {"type": "pattern", "pattern": "\#(source)"}}}"# }
        let json = #"{"name": "p", "app": {"bundleID": "b"}, "schemes": ["p"], "routes": [\#(routes.joined(separator: ", "))]}"#
        do {
            _ = try LinkManifest.load(json: Array(json.utf8))
            Issue.record("\(count) patterns '\(source)' loaded", sourceLocation: sourceLocation)
        } catch {
            guard case .invalid(let issues) = error else { Issue.record("\(error)", sourceLocation: sourceLocation); return nil }
            return issues
        }
        return nil
    }

    @Test func manyCostlyPatternsArePastTheManifestsBudget() throws {
        let source = "[ab]*a[ab]{11}"
        let work = try ValuePattern(source).compilationWork
        let count = LinkManifest.maximumPatternWork / work + 2
        guard let issues = issues(loading: source, count: count) else { return }
        #expect(!issues.isEmpty && issues.allSatisfy { $0.message.contains("steps to compile in all") }, "\(issues.prefix(2))")
        #expect(issues.first?.path == "$.routes[\(count - issues.count)].parameters.v.pattern")
        print("pattern budget: \(source) takes \(work) steps; \(count) of them pass the budget of \(LinkManifest.maximumPatternWork)")
    }

    /// Issue 40: a pattern refused for its cost was not charged to the budget, so each of
    /// 4,096 such routes cost a full compile (~0.12 s) on every load. Now a refused compile is
    /// charged as an accepted one is: after the budget, no pattern is compiled at all.
    @Test func refusedPatternsAreChargedToTheBudgetToo() throws {
        let source = "(a?){600}a{600}"
        #expect(throws: PatternError.self) { try ValuePattern(source) }
        do {
            _ = try ValuePattern(source)
        } catch {
            #expect(error.message.contains("steps to compile: simplify it"))
            #expect(error.work > ValuePattern.maximumWork)
        }
        let count = 40
        guard let issues = issues(loading: source, count: count) else { return }
        let compiled = issues.filter { $0.message.contains("steps to compile: simplify it") }
        let budget = issues.filter { $0.message.contains("steps to compile in all") }
        #expect(compiled.count + budget.count == count)
        #expect(compiled.count == LinkManifest.maximumPatternWork / ValuePattern.maximumWork, "compiled until the budget was spent, then none")
    }
}
