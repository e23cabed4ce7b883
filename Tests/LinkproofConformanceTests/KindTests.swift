import Testing
import LinkproofConformance
import LinkproofCore

/// The outcome of one case, written into a fresh fixture folder as a file of its own.
private func outcome(_ caseJSON: String, profile: Profile = .linkproof) throws -> JSONValue? {
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: [caseJSON]))
    let suite = try folder.load()
    return try CaseEvaluator(suite: suite).outcome(of: suite.cases[0], profile: profile)
}

private let longLink = "https://rayciperw.page.link/?link=https%3A%2F%2Fwww%2Eraywenderlich%2Ecom%2Fabout%3FrecipeID%3D002&ibi=com%2Eexample%2Eraycipe"

private func shorten(_ suffix: String, seed: Int) -> String {
    #"{"id": "s", "scenarios": ["S000-05"], "kind": "shorten", "manifest": "raycipe", "input": "\#(longLink)", "setup": {"suffix": "\#(suffix)", "seed": \#(seed)}, "note": "n"}"#
}

/// 000 "Shortening the URL": SHORT gives `<prefix>/<4 letters or digits>`, UNGUESSABLE 17
/// characters (96 bits in base 62), and the preview link adds `?d=1`; the same seed gives
/// the same link.
@Test(arguments: [("SHORT", 4), ("UNGUESSABLE", 17)])
func shortenGivesASuffixOfTheOptionsLength(option: String, length: Int) throws {
    let result = try outcome(shorten(option, seed: 9))
    let shortLink = result?["shortLink"]?.stringValue ?? ""
    let suffix = shortLink.dropFirst("https://rayciperw.page.link/".count)
    #expect(shortLink.hasPrefix("https://rayciperw.page.link/"))
    #expect(suffix.count == length)
    #expect(suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    #expect(result?["previewLink"]?.stringValue == shortLink + "?d=1")
    #expect(result?["warnings"] == .array([]))
    #expect(try outcome(shorten(option, seed: 9)) == result)
    #expect(try outcome(shorten(option, seed: 9), profile: .document) == nil)
}

@Test func shortenRefusesAForeignNestedLinkAndKeepsTheLongLink() throws {
    let foreign = longLink.replacingOccurrences(of: "www%2Eraywenderlich%2Ecom", with: "evil%2Ecom")
    let result = try outcome(shorten("SHORT", seed: 1).replacingOccurrences(of: longLink, with: foreign))
    #expect(result?["error"]?["code"] == .string("host-not-declared"))
    #expect(result?["error"]?["longLink"] == .string(foreign))
}

/// An association file written inline, and a case of an AASA kind with no manifest.
@Test func inlineAASAAndNoManifest() throws {
    let inline = #"{"id": "v", "scenarios": ["S003-10"], "kind": "aasa-validate", "carrier": "served-file", "setup": {"aasa": {"appclips": {"apps": ["4QMDKC8VLJ.com.swiftlee.StockAnalyzer.Clip"]}}}, "note": "n"}"#
    #expect(try outcome(inline)?["codes"] != nil)
    let missing = #"{"id": "m", "scenarios": ["S003-01"], "kind": "aasa-match", "carrier": "tapped-universal-link", "input": "https://stock-analyzer.app/stock/A", "setup": {"aasa": "stock-analyzer"}, "note": "n"}"#
    #expect(throws: GoldenError.self) { try outcome(missing) }
}

/// `setup.repeat` decides the case that many times (S000-11); out of range is an error.
@Test func repeatIsBounded() throws {
    let route = GoldenFolder.routeCase(id: "r", extra: #""setup": {"repeat": 3}"#)
    #expect(try outcome(route)?["route"] == .string("recipe"))
    #expect(throws: GoldenError.self) { try outcome(GoldenFolder.routeCase(id: "r", extra: #""setup": {"repeat": 1000}"#)) }
}

private func android(_ id: String, kind: String = "route", manifest: String = "firebase-example", input: String, setup: String = "{}") -> String {
    #"{"id": "\#(id)", "scenarios": ["S002-11"], "kind": "\#(kind)", "platform": "android", "manifest": "\#(manifest)", "carrier": "tapped-universal-link", "input": "\#(input)", "setup": \#(setup), "note": "n"}"#
}

/// `platform: android` decides the link as Android delivers it (`AndroidLinkDecider`); the
/// same link on iOS is another evaluation, not a duplicate.
@Test func anAndroidCaseIsDecidedByTheAndroidDecider() throws {
    let invitation = "https://www.example.com/invitation?gameid=1&referrer=2"
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    let iOS = #"{"id": "i", "scenarios": ["S002-11"], "kind": "route", "manifest": "firebase-example", "carrier": "tapped-universal-link", "input": "\#(invitation)", "note": "n"}"#
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: [iOS, android("a", input: invitation, setup: #"{"androidVersion": 11}"#)]))
    let suite = try folder.load()
    let evaluator = CaseEvaluator(suite: suite)
    #expect(try evaluator.outcome(of: suite.cases[0], profile: .linkproof)?["platform"] == nil)
    let onAndroid = try evaluator.outcome(of: suite.cases[1], profile: .linkproof)
    #expect(onAndroid?["platform"] == .string("android") && onAndroid?["delivery"] == .string("unverified-https"))
    #expect(onAndroid?["reason"] == .string("android-unverified-personal"))
    // The document profile runs the manifest's Android reference handler on the data URI.
    let document = try evaluator.outcome(of: suite.cases[1], profile: .document)
    #expect(document?["handler"] == .string("ignored") && document?["reason"] == nil)
}

@Test func androidIsForRouteAndNotInstalledCasesOfAManifestWithAnAndroidSide() throws {
    #expect(try GoldenFolder.loadError(GoldenFolder.file(cases: [android("a", kind: "aasa-match", input: "https://www.example.com/content")]))?.path?.hasSuffix(".platform") == true)
    #expect(throws: GoldenError.self) { try outcome(android("r", manifest: "raycipe", input: "https://www.raywenderlich.com/about?recipeID=002")) }
    let long = "https://example.page.link/?link=https://www.example.com/content?item%3D1&apn=com.example.android&amv=3"
    // firebase-example's App Link opens the older app with the link; without it, Firebase's service sends it to the Play Store.
    let throughAppLink = try outcome(android("n", kind: "not-installed", input: long, setup: #"{"installedVersionCode": 2}"#))?["android"]
    #expect(throughAppLink?["appLink"] == .string("com.example.android") && throughAppLink?["minimumVersion"] == .number(3))
    let throughService = try outcome(android("s", kind: "not-installed", manifest: "firebase-without-app-links", input: long, setup: #"{"installedVersionCode": 2}"#))?["android"]
    #expect(throughService?["playStore"] == .string("com.example.android") && throughService?["upgradeTo"] == .number(3))
    let onIOS = #"{"id": "n", "scenarios": ["S002-12"], "kind": "not-installed", "manifest": "firebase-example", "input": "\#(long)", "setup": {"installedVersionCode": 2}, "note": "n"}"#
    #expect(throws: GoldenError.self) { try outcome(onIOS) }
    #expect(throws: GoldenError.self) { try outcome(android("t", input: long, setup: #"{"task": "maybe"}"#), profile: .document) }
}
