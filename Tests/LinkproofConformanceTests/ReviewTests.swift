import Foundation
import Testing
import LinkproofConformance

/// A fixture folder with two pending changes recorded (a new case outcome, a changed one).
private func folderWithPending() throws -> GoldenFolder {
    let folder = try GoldenFolder()
    var text = folder.read("cases/000-raycipe.json") ?? ""
    text = text.replacingOccurrences(of: "\"params\": {\"recipeID\": \"002&utm_source\"}", with: "\"params\": {\"recipeID\": \"002\"}")
    text = text.replacingOccurrences(of: "\"offset\": 34, \"reason\": \"host-not-declared\"", with: "\"offset\": 35, \"reason\": \"host-not-declared\"")
    try folder.write("cases/000-raycipe.json", text)
    let suite = try folder.load()
    _ = try GoldenRecorder.record(try ConformanceRunner(suite: suite).check(), in: suite, environment: [:])
    return folder
}

/// Answers given as typed lines, the way `linkproof review` reads stdin.
private func review(_ folder: GoldenFolder, typing lines: [String]) throws -> (ReviewSession.Summary, String) {
    var input = lines[...]
    var output = ""
    let prompt = ReviewPrompt(readLine: { input.popFirst() }, write: { output += $0 })
    let session = ReviewSession(suite: try folder.load())
    let count = session.changes.count
    var position = 0
    let summary = try session.run { change in
        position += 1
        return prompt.ask(change, position: position, of: count)
    }
    return (summary, output)
}

@Test func acceptingWritesTheGoldenAndEmptiesThePendingFile() throws {
    let folder = try folderWithPending()
    defer { folder.remove() }
    let (summary, output) = try review(folder, typing: ["a", "accept"])
    #expect(summary.accepted == 2)
    #expect(output.contains("[1/2] ✗ fixture-unchecked-host  offset changed"))
    #expect(output.contains("fixture-comma-split  parameter value changed"))
    #expect(folder.read("cases/000-raycipe.pending.json") == nil)
    let runner = ConformanceRunner(suite: try folder.load())
    #expect(runner.report(try runner.check()).failing.isEmpty)
}

@Test func rejectSkipAndQuit() throws {
    let folder = try folderWithPending()
    defer { folder.remove() }
    let golden = folder.read("cases/000-raycipe.json")
    let (summary, output) = try review(folder, typing: ["what", "r", "q"])
    #expect(output.contains("answer a, r, s or q"))
    let counts: [Int] = [summary.accepted, summary.rejected, summary.skipped, summary.orphansRemoved]
    #expect(counts == [0, 1, 1, 0])
    #expect(summary.written == ["cases/000-raycipe.pending.json"])
    #expect(folder.read("cases/000-raycipe.json") == golden)
    #expect(try folder.load().pending.first?.entries.map(\.id) == ["fixture-comma-split"])
    // The end of input quits, keeping the rest pending.
    let (ended, _) = try review(folder, typing: [])
    #expect(ended.skipped == 1)
    #expect(try folder.load().pending.count == 1)
}
