import Foundation
import Testing
import LinkproofConformance

/// The fixture folder with the recorded outcome of one case edited away, and one changed.
private func folderWithChanges() throws -> GoldenFolder {
    let folder = try GoldenFolder()
    guard var text = folder.read("cases/000-raycipe.json") else { throw GoldenError(.unreadable, file: "fixture", "missing") }
    // fixture-recipe-002 loses its recorded outcomes; fixture-comma-split records a wrong recipe ID.
    text = text.replacingOccurrences(of: ",\n      \"expect\": {\"decision\": \"route\", \"linkKind\": \"dynamic-link\", \"matchType\": \"unique\", \"params\": {\"recipeID\": \"002\"}, \"route\": \"recipe\", \"via\": \"direct\"},\n      \"document\": {\"decision\": \"route\", \"linkKind\": \"dynamic-link\", \"matchType\": \"unique\", \"params\": {\"recipeID\": \"002\"}, \"route\": \"recipe\", \"via\": \"direct\"}\n    },\n    {\n      \"id\": \"fixture-unchecked-host\"",
                                      with: "\n    },\n    {\n      \"id\": \"fixture-unchecked-host\"")
    text = text.replacingOccurrences(of: "\"params\": {\"recipeID\": \"002&utm_source\"}", with: "\"params\": {\"recipeID\": \"002\"}")
    try folder.write("cases/000-raycipe.json", text)
    return folder
}

@Test func recordingWritesPendingFilesAndNeverTouchesTheGolden() throws {
    let folder = try folderWithChanges()
    defer { folder.remove() }
    let golden = folder.read("cases/000-raycipe.json")
    let suite = try folder.load()
    let runner = ConformanceRunner(suite: suite)
    let report = runner.report(try runner.check())
    #expect(report.failing.map(\.id) == ["fixture-recipe-002", "fixture-comma-split"])
    #expect(report.failing.map(\.status) == [.unrecorded, .differing])

    let summary = try GoldenRecorder.record(try runner.check(), in: suite, environment: [:])
    #expect(summary.cases == 2)
    #expect(summary.files == ["cases/000-raycipe.pending.json"])
    #expect(folder.read("cases/000-raycipe.json") == golden)
    let pending = try folder.load().pending
    #expect(pending.map(\.path) == ["cases/000-raycipe.pending.json"])
    #expect(pending.first?.entries.map(\.id) == ["fixture-recipe-002", "fixture-comma-split"])
    // The document's `,` split, as parseComponents gives it.
    #expect(pending.first?.entries.last?.document?["params"]?["recipeID"] == .string("002&utm_source"))
}

@Test func recordingRefusesInCI() throws {
    let folder = try folderWithChanges()
    defer { folder.remove() }
    let suite = try folder.load()
    #expect(throws: GoldenError(.recordingInCI, file: "cases", "CI is set: CI checks goldens and never records them (record locally, review, commit)")) {
        try GoldenRecorder.record(try ConformanceRunner(suite: suite).check(), in: suite, environment: ["CI": "true"])
    }
    #expect(try folder.snapshot().keys.sorted() == ["000-raycipe.json", "003-aasa.json"])
}

@Test func unwritableFolderFailsWithThePlaceAndWritesNothing() throws {
    let folder = try folderWithChanges()
    defer { folder.remove() }
    // Both golden files get a pending file; the second cannot be written.
    var aasa = folder.read("cases/003-aasa.json") ?? ""
    aasa = aasa.replacingOccurrences(of: "{\"entitlement\": null}", with: "{\"entitlement\": \"applinks:stock-analyzer.app\"}")
    try folder.write("cases/003-aasa.json", aasa)
    let before = try folder.snapshot()
    let cases = folder.path + "/cases"
    // Root ignores permissions, so a directory also stands where the temporary file would go.
    let blocker = cases + "/.003-aasa.pending.json.\(ProcessInfo.processInfo.processIdentifier).tmp"
    try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
    chmod(cases, 0o555)
    defer {
        chmod(cases, 0o755)
        try? FileManager.default.removeItem(atPath: blocker)
    }
    let suite = try folder.load()
    do {
        _ = try GoldenRecorder.record(try ConformanceRunner(suite: suite).check(), in: suite, environment: [:])
        Issue.record("recording into a read-only folder succeeded")
    } catch {
        #expect(error.code == .unwritable)
        #expect(error.file.hasSuffix(".pending.json"))
    }
    chmod(cases, 0o755)
    try FileManager.default.removeItem(atPath: blocker)
    #expect(try folder.snapshot() == before)
}
