import Testing
import LinkproofConformance
import LinkproofCore

/// The outcomes of `cases` (route cases of the raycipe manifest), written into a fresh folder.
private func outcomes(_ cases: [String]) throws -> [JSONValue?] {
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: cases))
    let suite = try folder.load()
    let evaluator = CaseEvaluator(suite: suite)
    return try suite.cases.map { golden throws(GoldenError) in try evaluator.outcome(of: golden, profile: .linkproof) }
}

private func arriving(_ id: String, _ arrival: String, input: String = "https://www.raywenderlich.com/about?recipeID=002", setup: String = "") -> String {
    GoldenFolder.routeCase(id: id, input: input, extra: setup.isEmpty ? "" : #""setup": \#(setup)"#)
        .replacingOccurrences(of: "\"tapped-universal-link\"", with: "\"\(arrival)\"")
}

/// A link recovered on the first launch after install is decided as one (`via: first-launch`);
/// a link any other carrier hands the app is decided as written.
@Test func arrivalSetsTheChannel() throws {
    let results = try outcomes([arriving("deferred", "first-launch-after-install"),
                                arriving("mailed", "email", input: "raycipe://about?recipeID=001")])
    #expect(results[0]?["via"] == .string("first-launch"))
    #expect(results[1]?["via"] == .string("direct") && results[1]?["linkKind"] == .string("custom-scheme"))
}

/// `setup.arrivals` (S004-06): one decision when every carrier gives it, each carrier's
/// decision when they differ.
@Test func arrivalsRecordTheSharedDecisionOrEach() throws {
    let results = try outcomes([
        arriving("carried", "web-page", setup: #"{"carriers": ["web-page", "nfc-tag", "qr-code"]}"#),
        arriving("differing", "email", input: "raycipe://about?recipeID=001", setup: #"{"carriers": ["email", "first-launch-after-install"]}"#),
    ])
    #expect(results[0]?["route"] == .string("recipe"))
    #expect(results[0]?["carriers"] == nil)
    #expect(results[1]?["carriers"]?["email"]?["via"] == .string("direct"))
    #expect(results[1]?["carriers"]?["first-launch-after-install"]?["via"] == .string("first-launch"))
}

@Test(arguments: [
    (#"{"carriers": ["by-pigeon"]}"#, "unknown carrier 'by-pigeon'"),
    (#"{"carriers": []}"#, "name at least one carrier"),
    (#"{"arrivals": ["email"]}"#, "'setup.arrivals' is now 'setup.carriers'"),
    (#"{"carriers": ["email", "email"]}"#, "'email' is named twice"),
    (#"{"via": "direct"}"#, "contradicts the carrier 'first-launch-after-install'"),
    (#"{"via": "universal-link"}"#, "'universal-link' is a kind of link (linkKind), not an arrival"),
])
func arrivalSetupErrorsNameTheField(setup: String, message: String) throws {
    #expect {
        _ = try outcomes([arriving("bad", "first-launch-after-install", setup: setup)])
    } throws: { error in
        (error as? GoldenError)?.message.contains(message) == true && (error as? GoldenError)?.path?.hasPrefix("$.cases[0].setup") == true
    }
}

/// The error two cases give when the second evaluates what the first does, or nil.
private func duplicate(_ first: String, _ second: String) throws -> GoldenError? {
    try GoldenFolder.loadError(GoldenFolder.file(cases: [first, second]))
}

/// Cases that differ only in what never reaches the evaluation are refused, naming both
/// with their places; a difference the evaluation sees is not.
@Test func duplicateEvaluationsAreRefused() throws {
    let error = try duplicate(arriving("a", "email"), arriving("b", "web-page"))
    #expect(error?.code == .duplicateEvaluation)
    #expect(error?.file == "cases/000-test.json" && error?.line == 3)
    #expect(error?.message.contains("case 'b' evaluates the same as 'a' (cases/000-test.json:2:") == true)
    #expect(try duplicate(arriving("a", "email"), arriving("b", "email", setup: #"{"repeat": 3, "matchType": "unique"}"#))?.code == .duplicateEvaluation)
    #expect(try duplicate(arriving("a", "email"), arriving("b", "ad", setup: #"{"carriers": ["ad", "qr-code"]}"#))?.code == .duplicateEvaluation)
    let firstLaunch = #"{"id": "b", "scenarios": ["S000-10"], "kind": "first-launch", "manifest": "raycipe", "carrier": "first-launch-after-install", "input": "https://www.raywenderlich.com/about?recipeID=002", "note": "n"}"#
    #expect(try duplicate(arriving("a", "first-launch-after-install"), firstLaunch)?.code == .duplicateEvaluation)
    let match = #"{"id": "CASE", "scenarios": ["S003-01"], "kind": "aasa-match", "carrier": "tapped-universal-link", "input": "https://stock-analyzer.app/stock/A", "setup": {"aasa": "FILE", "appID": "4QMDKC8VLJ.com.swiftlee.StockAnalyzer"}, "note": "n"}"#
    #expect(try duplicate(match.replacingOccurrences(of: "CASE", with: "a").replacingOccurrences(of: "FILE", with: "stock-analyzer"),
                          match.replacingOccurrences(of: "CASE", with: "b").replacingOccurrences(of: "FILE", with: "stock-analyzer.json"))?.code == .duplicateEvaluation)

    // A route case that decides a short-link case's step: its input opened directly, or its long link resolved.
    let short = #"{"id": "s", "scenarios": ["S000-06"], "kind": "short-link", "manifest": "raycipe", "carrier": "shared-short-link", "input": "https://rayciperw.page.link/AbCd", "setup": {"shortLinks": {"https://rayciperw.page.link/AbCd": "https://www.raywenderlich.com/about?recipeID=002"}}, "note": "n"}"#
    let step = try duplicate(short, arriving("r", "email", input: "https://rayciperw.page.link/AbCd"))
    #expect(step?.code == .duplicateEvaluation && step?.message.contains("its shortLink step") == true)
    #expect(try duplicate(arriving("r", "email", setup: #"{"via": "resolved-short-link"}"#), short)?.message.contains("its resolved long link") == true)
    #expect(try duplicate(short, arriving("r", "email", setup: #"{"via": "resolved-short-link", "matchType": "weak"}"#)) == nil)

    #expect(try duplicate(arriving("a", "email"), arriving("b", "first-launch-after-install")) == nil)
    #expect(try duplicate(arriving("a", "email"), arriving("b", "email", setup: #"{"matchType": "weak"}"#)) == nil)
    #expect(try duplicate(arriving("a", "email"), arriving("b", "email", input: "https://www.raywenderlich.com/about?recipeID=003")) == nil)
}

/// `setup.carried` (S004-06): each carrier's link is read off what it holds, so a carrier whose
/// form hands the app another link records its own decision.
@Test func carriedLinksAreDecodedAsEachCarrierHoldsThem() throws {
    let same = #"{"carried": {"nfc-tag": {"uriIdentifierCode": 2, "uri": "raywenderlich.com/about?recipeID=002"}, "web-page": {"href": "/about?recipeID&#61;002&amp;x=1", "base": "https://www.raywenderlich.com/r"}, "qr-code": "https://www.raywenderlich.com/about?recipeID=002"}}"#
    let differing = #"{"carried": {"nfc-tag": {"uriIdentifierCode": 1, "uri": "raywenderlich.com/about?recipeID=002"}, "qr-code": "https://www.raywenderlich.com/about?recipeID=002"}}"#
    let results = try outcomes([arriving("same", "nfc-tag", setup: same), arriving("differing", "nfc-tag", setup: differing)])
    #expect(results[0]?["params"]?["recipeID"] == .string("002") && results[0]?["carriers"] == nil)
    #expect(results[1]?["carriers"]?["nfc-tag"]?["reason"] == .string("insecure-scheme"))
    #expect(results[1]?["carriers"]?["qr-code"]?["route"] == .string("recipe"))
    for (bad, message) in [(#"{"carried": {"nfc-tag": {"uriIdentifierCode": 36, "uri": "x"}}}"#, "identifier code"),
                           (#"{"carried": {"web-page": {"href": "/a"}}}"#, "missing field 'base'"),
                           (#"{"carried": {"qr-code": 1}}"#, "as a string")] {
        #expect { _ = try outcomes([arriving("bad", "nfc-tag", setup: bad)]) } throws: { error in
            (error as? GoldenError)?.message.contains(message) == true
        }
    }
}

/// The document profile delivers a case's repeats to one handler, `setup.interval` apart: Raycipe's
/// state holds a link for 0.2 s, so a repeat within it does nothing; Linkproof routes every time.
@Test func repeatsWithinTheDocumentsResetDoNothingInTheDocumentProfile() throws {
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    let link = "https://rayciperw.page.link/?link=https%3A%2F%2Fwww.raywenderlich.com%2Fabout%3FrecipeID%3D003"
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: [
        arriving("quick", "tapped-dynamic-link", input: link, setup: #"{"repeat": 3, "interval": 0.1}"#),
        arriving("slow", "tapped-dynamic-link", input: link, setup: #"{"repeat": 2, "interval": 0.5}"#),
    ]))
    let suite = try folder.load()
    let evaluator = CaseEvaluator(suite: suite)
    let quick = try evaluator.outcome(of: suite.cases[0], profile: .document)
    guard case .array(let repeats)? = quick?["repeats"] else { Issue.record("no repeats: \(String(describing: quick))"); return }
    #expect(repeats.map { $0["handler"] ?? $0["route"] } == [.string("recipe"), .string("ignored"), .string("recipe")],
            "the reset at 0.2 s lets the third through")
    #expect(try evaluator.outcome(of: suite.cases[0], profile: .linkproof)?["route"] == .string("recipe"))
    #expect(try evaluator.outcome(of: suite.cases[1], profile: .document)?["route"] == .string("recipe"))
}

/// A team's golden file written before `arrival` became `carrier` fails with the new name,
/// rather than being read as something else.
@Test func aCaseThatStillSaysArrivalNamesCarrier() throws {
    let old = GoldenFolder.routeCase(id: "old", input: "https://www.raywenderlich.com/about?recipeID=002")
        .replacingOccurrences(of: "\"carrier\"", with: "\"arrival\"")
    let error = try GoldenFolder.loadError(GoldenFolder.file(cases: [old]))
    #expect(error?.message.contains("'arrival' is now 'carrier'") == true && error?.path == "$.cases[0].arrival", "\(String(describing: error))")
}
