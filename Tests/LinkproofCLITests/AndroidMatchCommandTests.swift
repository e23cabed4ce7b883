import Foundation
import Testing

/// `linkproof android match` as the DocC article Android documents it: the `--jsonl` batch format another
/// implementation is checked against, and the trace.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct AndroidMatchCommandTests {
    private func batch(_ lines: [String]) throws -> (status: Int32, lines: [String]) {
        let outcome = try LinkproofProcess.run(["android", "match", "--jsonl"], input: Array(lines.joined(separator: "\n").utf8))
        return (outcome.status, outcome.text.split(separator: "\n").map(String.init))
    }

    @Test func oneSortedLinePerInputInOrder() throws {
        let (status, lines) = try batch([
            #"{"filter": {"scheme": ["https"], "host": ["*.example.com"], "pathPrefix": ["/shop"]}, "uri": "https://WWW.Example.com/shop%2Fx?q=%41"}"#,
            "",
            #"{"uri": "HTTPS://example.com/", "filter": {"scheme": ["https"], "host": ["example.com"], "port": [null]}}"#,
        ])
        #expect(status == 0)
        #expect(lines == [
            #"{"category":"MATCH_CATEGORY_PATH","match":true,"uri":{"fragment":null,"host":"WWW.Example.com","path":"/shop/x","port":-1,"query":"q=A","scheme":"https"}}"#,
            #"{"match":false,"reason":"scheme","uri":{"fragment":null,"host":"example.com","path":"/","port":-1,"query":null,"scheme":"HTTPS"}}"#,
        ])
    }

    /// `route --platform android --jsonl` heads its stream as `route --jsonl` does, naming the
    /// platform; `android match --jsonl` keeps one line per input (the format checked from outside).
    @Test func routeOnAndroidHeadsItsStream() throws {
        let manifest = Scratch.folder() + "/app.json"
        try #"""
        {"name": "app", "app": {"bundleID": "com.example.ios", "androidPackage": "com.example.android"}, "schemes": ["example"],
         "routes": [{"name": "item", "templates": ["example://item/{id}"], "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 4}}}],
         "android": {"intentFilters": [{"name": "scheme", "routes": ["item"], "scheme": ["example"], "host": ["item"]}]}}
        """#.write(toFile: manifest, atomically: false, encoding: .utf8)
        let outcome = try LinkproofProcess.run(["route", "--manifest", manifest, "--platform", "android", "--jsonl"],
                                               input: Array(#"{"input": "example://item/7"}"#.utf8))
        let lines = outcome.text.split(separator: "\n").map(String.init)
        #expect(outcome.status == 0 && lines.count == 2)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: [String: String]])["stream"]
        #expect(header?["platform"] == "android" && header?["profile"] == "linkproof" && header?["manifest"] == manifest)
        #expect(lines[1].contains(#""platform":"android""#) && lines[1].contains(#""route":"item""#))
    }

    /// A line's own `matchType` (and `via`) overrides the command's on Android as on iOS: a
    /// personal route reached by a weak match is refused for that (it was decided as unique,
    /// and refused for the custom scheme any app may send).
    @Test func aLinesOwnMatchTypeCountsOnAndroid() throws {
        let manifest = Scratch.folder() + "/app.json"
        try #"""
        {"name": "app", "app": {"bundleID": "com.example.ios", "androidPackage": "com.example.android"}, "schemes": ["example"],
         "routes": [{"name": "item", "templates": ["example://item/{id}"], "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 4}}, "personal": true}],
         "android": {"intentFilters": [{"name": "scheme", "routes": ["item"], "scheme": ["example"], "host": ["item"]}]}}
        """#.write(toFile: manifest, atomically: false, encoding: .utf8)
        let input = #"{"input": "example://item/7"}"# + "\n" + #"{"input": "example://item/7", "matchType": "weak"}"#
        let outcome = try LinkproofProcess.run(["route", "--manifest", manifest, "--platform", "android", "--jsonl"], input: Array(input.utf8))
        let lines = outcome.text.split(separator: "\n").map(String.init)
        #expect(outcome.status == 0 && lines.count == 3, "\(outcome.text)\(outcome.errorText)")
        #expect(lines.count == 3 && lines[1].contains(#""reason":"android-unverified-personal""#)
            && lines[2].contains(#""reason":"match-type-too-weak""#), "\(lines)")
    }

    /// `route --platform android --profile document` runs document 002's Kotlin on the link
    /// Android delivers: a dynamic link that is no invitation does nothing, and with `--task-fails` the
    /// code reads `task.result` of a failed task and crashes; the strict policy's answer for the
    /// same link is a short link to resolve.
    @Test func theDocumentsAndroidCodeIsAProfile() throws {
        let manifest = Scratch.goldenApp("firebase-example")
        let link = "https://example.page.link/WXYZ"
        let content = "https://example.page.link/?link=https://www.example.com/content?item%3D1234&apn=com.example.android"
        func decision(_ extra: [String], _ input: String = link) throws -> [String: Any] {
            let outcome = try LinkproofProcess.run(["route", "--manifest", manifest, "--platform", "android", "--json"] + extra + [input])
            #expect(outcome.status == 0, "\(outcome.errorText)")
            return try #require(try JSONSerialization.jsonObject(with: Data(outcome.text.utf8)) as? [String: Any], "\(outcome.text)")
        }
        let failed = try decision(["--profile", "document", "--task-fails"])
        #expect(failed["handler"] as? String == "crashed" && failed["reason"] == nil && failed["delivery"] as? String == "verified-app-link")
        #expect((failed["detail"] as? String)?.contains("task failed (Google Play services unavailable); the error branch is a comment, so task.result runs and throws") == true, "\(failed)")
        #expect(try decision(["--profile", "document"], content)["handler"] as? String == "ignored")
        #expect(try decision([])["decision"] as? String == "short-link")
        // A person reads the crash as the handler's refusal, not as a reason of Linkproof's.
        let text = try LinkproofProcess.run(["route", "--manifest", manifest, "--platform", "android", "--profile", "document", "--task-fails", link])
        #expect(text.status == 0 && text.text.contains("\n  reject (handler crashed): getDynamicLink's task failed (Google Play services unavailable)"), "\(text.text)")
        let misuse = try LinkproofProcess.run(["route", "--manifest", manifest, "--platform", "android", "--task-fails", link])
        #expect(misuse.status == 2 && misuse.errorText.contains("--task-fails goes with --platform android --profile document"))
    }

    /// `route --profile document` on iOS: Raycipe's code does nothing with a plain universal
    /// link, which the text and the JSON say as the handler's refusal, without a reason.
    @Test func theDocumentsRefusalIsTheHandlersInTextAndJSON() throws {
        let manifest = Scratch.goldenApp("raycipe")
        let link = "https://www.raywenderlich.com/about?recipeID=002"
        let text = try LinkproofProcess.run(["route", "--manifest", manifest, "--profile", "document", link])
        #expect(text.status == 0 && text.text.contains("\n  reject (handler ignored): handleUniversalLink returns false (\"No Link Handled\")"), "\(text.text)")
        let json = try LinkproofProcess.run(["route", "--manifest", manifest, "--profile", "document", "--json", link])
        let decision = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any], "\(json.text)")
        #expect(decision["handler"] as? String == "ignored" && decision["reason"] == nil && decision["decision"] as? String == "reject", "\(decision)")
    }

    /// `assetlinks check --manifest` fetches every autoVerify host; one that does not serve
    /// the app's statement (here a loopback port nothing listens on) fails the walk; with
    /// `--json` the walk is one JSON document.
    @Test func assetlinksCheckWalksTheAutoVerifyHosts() throws {
        let manifest = Scratch.folder() + "/app.json"
        let fingerprint = Array(repeating: "3A", count: 32).joined(separator: ":")
        try #"""
        {"name": "app", "app": {"bundleID": "com.example.ios", "androidPackage": "com.example.android"}, "schemes": ["example"],
         "routes": [{"name": "home", "templates": ["example://home"]}],
         "android": {"sha256CertFingerprints": ["\#(fingerprint)"], "intentFilters": [
           {"name": "applinks", "autoVerify": true, "routes": ["home"], "scheme": ["https"], "host": ["127.0.0.1"], "port": ["1"]}]}}
        """#.write(toFile: manifest, atomically: false, encoding: .utf8)
        let outcome = try LinkproofProcess.run(["assetlinks", "check", "--manifest", manifest, "--allow-loopback-http", "--timeout", "5"])
        #expect(outcome.status == 1, "\(outcome.text)\(outcome.errorText)")
        #expect(outcome.text.contains("127.0.0.1:") && outcome.text.contains("1 of 1 autoVerify host(s) do not verify com.example.android"), "\(outcome.text)")
        // --json: one document for the whole walk, a report per host in it.
        let json = try LinkproofProcess.run(["assetlinks", "check", "--manifest", manifest, "--allow-loopback-http", "--timeout", "5", "--json"])
        #expect(json.status == 1, "\(json.text)\(json.errorText)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any], "\(json.text)")
        #expect(document["package"] as? String == "com.example.android")
        let sites = try #require(document["sites"] as? [[String: Any]])
        #expect(sites.map { $0["host"] as? String } == ["127.0.0.1"])
        #expect((sites.first?["diagnostics"] as? [Any])?.isEmpty == false)
        let misuse = try LinkproofProcess.run(["assetlinks", "check", "--manifest", manifest, "--package", "com.example.android", "--fingerprint", fingerprint])
        #expect(misuse.status == 2)
    }

    @Test func aFilterAndroidRefusesIsAnErrorLineAndTheBatchGoesOn() throws {
        let (status, lines) = try batch([
            #"{"filter": {"scheme": ["s"], "host": ["h"], "pathAdvancedPattern": ["/[a-z"]}, "uri": "s://h/a"}"#,
            #"{"filter": {"scheme": ["s"], "host": ["h"], "port": ["x"]}, "uri": "s://h/a"}"#,
            #"{"filter": {"scheme": ["s"]}, "uri": "s://h/a"}"#,
        ])
        #expect(status == 2)
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"error":"line 1: $.filter.pathAdvancedPattern[0]: pattern '/[a-z': IllegalArgumentException: Set was not terminated! (offset 5)","line":1}"#)
        #expect(lines[1].hasPrefix(#"{"error":"line 2: $.filter.port[0]: port 'x' is not an integer"#))
        #expect(lines[2].hasPrefix(#"{"category":"MATCH_CATEGORY_SCHEME","match":true"#))
    }

    @Test func explainPrintsTheTrace() throws {
        let folder = Scratch.folder()
        try Data(#"{"scheme": ["https"], "host": ["example.com"], "pathPattern": ["/.*\\.html"]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/filter.json"))
        let outcome = try LinkproofProcess.run(["android", "match", "--filter", "filter.json", "--explain", "https://example.com/v1.2/a.html"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.text.hasPrefix("no-match https://example.com/v1.2/a.html  (path)\n"))
        #expect(outcome.text.contains(#"[FAIL] pathPattern "/.*\.html": path '/v1.2/a.html' (decoded)"#))
    }
}
