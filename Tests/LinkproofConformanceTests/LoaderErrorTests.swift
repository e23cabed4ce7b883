import Foundation
import Testing
import LinkproofConformance

private func loadError(_ text: String, file: String = "cases/000-test.json") throws -> GoldenError? {
    try GoldenFolder.loadError(text, file: file)
}

@Test func notJSONGivesLineAndColumn() throws {
    let error = try loadError("{\"document\": \"000\",\n  \"title\": \"x\"\n  \"cases\": []}")
    #expect(error?.code == .malformedJSON)
    #expect(error?.file == "cases/000-test.json")
    #expect(error?.line == 3)
    #expect(error?.column == 3)
}

@Test func aRepeatedKeyGivesBothPlaces() throws {
    let error = try loadError("{\"document\": \"000\", \"title\": \"x\",\n  \"cases\": [],\n  \"cases\": []}")
    #expect(error?.code == .malformedJSON)
    #expect(error?.line == 3 && error?.column == 3)
    #expect(error?.message.contains("duplicate key \"cases\" (first at line 2, column 3)") == true)
}

@Test func missingFieldNamesTheCaseAndItsLine() throws {
    let text = GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a"), GoldenFolder.routeCase(id: "b", dropping: "manifest")])
    let error = try loadError(text)
    #expect(error?.code == .missingField)
    #expect(error?.path == "$.cases[1]")
    #expect(error?.line == 3)
    #expect(error?.message.contains("'manifest'") == true)
}

@Test func duplicateIDInOneFileAndAcrossFiles() throws {
    let same = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a"), GoldenFolder.routeCase(id: "a")]))
    #expect(same?.code == .duplicateID)
    #expect(same?.line == 3)
    #expect(same?.message.contains("first at cases/000-test.json:2:") == true)

    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    try folder.write("cases/000-a.json", GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "shared")]))
    try folder.write("cases/000-b.json", GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "shared")]))
    #expect(throws: GoldenError.self) { try folder.load() }
    do {
        _ = try folder.load()
    } catch {
        #expect(error.code == .duplicateID)
        #expect(error.file == "cases/000-b.json")
    }
}

@Test func unknownManifestAndScenario() throws {
    let manifest = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", manifest: "nope")]))
    #expect(manifest?.code == .unknownManifest)
    #expect(manifest?.path == "$.cases[0].manifest")
    #expect(manifest?.line == 2)

    let scenario = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", dropping: "scenarios", extra: "\"scenarios\": [\"S999-01\"]")]))
    #expect(scenario?.code == .unknownScenario)
}

@Test func badIDKindAndInput() throws {
    #expect(try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "Not An ID")]))?.code == .invalidField)
    #expect(try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", dropping: "input")]))?.code == .missingField)
    #expect(try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", dropping: "input", extra: "\"inputBase64\": \"***\"")]))?.code == .invalidField)
}

@Test func pendingEntryForADeletedCaseIsAWarningWithItsPlace() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("cases/000-raycipe.pending.json", "{\"file\": \"000-raycipe.json\", \"cases\": {\"gone\": {\"expect\": {\"codes\": []}}}}")
    try folder.write("cases/009-gone.pending.json", "{\"file\": \"009-gone.json\", \"cases\": {}}")
    let suite = try folder.load()
    #expect(suite.warnings.map(\.code) == [.orphanedPending, .orphanedPending])
    #expect(suite.warnings.map(\.file) == ["cases/000-raycipe.pending.json", "cases/009-gone.pending.json"])
    #expect(suite.warnings.first?.path == "$.cases[\"gone\"]")
    // The review removes the orphans.
    let summary = try ReviewSession(suite: suite).run { _ in .skip }
    #expect(summary.orphansRemoved == 1)
    #expect(folder.read("cases/000-raycipe.pending.json") == nil)
}

@Test func pendingFileOfADeletedGoldenFileIsRemovedByReview() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("cases/009-gone.pending.json", "{\"file\": \"009-gone.json\", \"cases\": {\"x\": {\"expect\": null}}}")
    let summary = try ReviewSession(suite: try folder.load()).run { _ in .skip }
    #expect(summary.orphansRemoved == 1)
    #expect(summary.removed == ["cases/009-gone.pending.json"])
}

@Test func evidenceIsReadByKindAndItsMembersChecked() throws {
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    let quote = "you'll need to provide an HTTP or HTTPS URL as the link parameter"
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: [
        GoldenFolder.routeCase(id: "a", extra: "\"evidence\": {\"kind\": \"document\", \"document\": \"002\", \"quote\": \"\(quote)\"}"),
        GoldenFolder.routeCase(id: "b", input: "https://www.raywenderlich.com/about?recipeID=003", extra: "\"evidence\": {\"kind\": \"sdk\", \"file\": \"FDLUtilities.m\", \"function\": \"FIRDLCanParseUniversalLinkURL\"}"),
        GoldenFolder.routeCase(id: "c", input: "https://www.raywenderlich.com/about?recipeID=004", extra: "\"evidence\": {\"kind\": \"decided\", \"reason\": \"hardening\"}"),
        GoldenFolder.routeCase(id: "d", input: "https://www.raywenderlich.com/about?recipeID=005"),
    ]))
    let evidence = try folder.load().cases.map(\.evidence)
    #expect(evidence == [.document(id: "002", quote: quote), .sdk(file: "FDLUtilities.m", function: "FIRDLCanParseUniversalLinkURL", quote: nil), .decided(reason: "hardening"), nil])

    let unknownKind = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", extra: "\"evidence\": {\"kind\": \"hearsay\"}")]))
    #expect(unknownKind?.code == .invalidField && unknownKind?.path == "$.cases[0].evidence.kind")
    let noQuote = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", extra: "\"evidence\": {\"kind\": \"document\", \"document\": \"002\"}")]))
    #expect(noQuote?.code == .missingField && noQuote?.message.contains("'quote'") == true)
    let foreign = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", extra: "\"evidence\": {\"kind\": \"decided\", \"reason\": \"r\", \"quote\": \"q\"}")]))
    #expect(foreign?.path == "$.cases[0].evidence.quote")
    let empty = try loadError(GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "a", extra: "\"evidence\": {\"kind\": \"decided\", \"reason\": \" \"}")]))
    #expect(empty?.code == .invalidField && empty?.path == "$.cases[0].evidence.reason")
}
