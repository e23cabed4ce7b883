import Foundation
import LinkproofGen
import Testing
import LinkproofTestSupport

/// `linkproof gen` as a user runs it: a child process, its exit status, stdout and stderr.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct GenCommandTests {
    /// Runs `linkproof gen` with `arguments`.
    static func gen(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let outcome = try LinkproofProcess.run(["gen"] + arguments)
        return (outcome.status, outcome.text, outcome.errorText)
    }

    /// A file holding `contents`, removed when the test's process ends.
    static func file(_ contents: [UInt8]) throws -> String {
        let path = TestScratch.url("linkproof-gen").path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func listNamesEveryClassWithItsFamilyAndProperty() throws {
        let (status, output, _) = try Self.gen(["--list"])
        #expect(status == 0)
        let rows = output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.map { $0.first ?? "" } == AdversarialClassName.allCases.map(\.rawValue))
        #expect(rows.allSatisfy { $0.count == 3 && !$0[2].isEmpty })
    }

    @Test func aSeedGivesTheSameCasesEveryRunAndEachLineHasItsFiveKeys() throws {
        let first = try Self.gen(["--count", "60", "--seed", "0x2a", "--jsonl"])
        let again = try Self.gen(["--count", "60", "--seed", "42", "--jsonl"])
        let other = try Self.gen(["--count", "60", "--seed", "43", "--jsonl"])
        #expect(first.status == 0 && first.output == again.output && first.output != other.output)
        let lines = first.output.split(separator: "\n")
        #expect(lines.count == 60)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["class", "expected", "input", "property", "why"])
            #expect(AdversarialClassName(rawValue: object["class"] as? String ?? "") != nil)
            let expected = try #require(object["expected"] as? [String: Any], "\(line)")
            #expect(["route", "confirm", "short-link", "reject", "any-but", "same-as", "any"].contains(expected["decision"] as? String ?? ""), "\(line)")
        }
        #expect(Set(lines.compactMap { line in AdversarialClassName.allCases.first { line.contains("\"class\":\"\($0.rawValue)\"") } }).count > 10)
    }

    @Test func aChoiceFileThatRunsOutReadsAsMinimalChoices() throws {
        let empty = try Self.gen(["--from-bytes", try Self.file([]), "--jsonl"])
        #expect(empty.status == 0)
        #expect(empty.output.contains("\"class\":\"baseline\"") && empty.output.contains("\"input\":\"https://www.example.com/items/0?ref=-\""))
        let short = try Self.gen(["--from-bytes", try Self.file([0x05]), "--class", "userinfo-at"])
        #expect(short.status == 0 && short.output.hasSuffix("\n") && short.output.contains("@"))
    }

    @Test(arguments: [
        (["--count", "0", "--seed", "1"], "--count takes a whole number from 1"),
        (["--class", "no-such-class", "--count", "1", "--seed", "1"], "side-effect-action"),
        (["--count", "1", "--seed", "x"], "--seed takes a 64-bit number"),
        (["--count", "1"], "--seed S is required"),
        (["--from-bytes", "/nonexistent/choices.bin"], "/nonexistent/choices.bin: input-unreadable"),
        (["--class", "short-link-resolution", "--manifest", GenCommandTests.goldenApp("createwithswift"), "--count", "1", "--seed", "1"], "nothing to aim at"),
    ])
    func badInputExitsTwoWithAMessage(_ arguments: [String], _ message: String) throws {
        let (status, output, errors) = try Self.gen(arguments)
        #expect(status == 2 && output.isEmpty)
        #expect(errors.contains(message), "\(errors)")
    }

    @Test func aManifestWithoutRoutesIsAClearError() throws {
        let manifest = try Self.file(Array(#"{"name": "empty", "app": {"bundleID": "com.example.empty"}, "routes": []}"#.utf8))
        let (status, _, errors) = try Self.gen(["--manifest", manifest, "--count", "1", "--seed", "1"])
        #expect(status == 2 && errors.contains("a manifest needs at least one route"), "\(errors)")
    }

    @Test func expectedIsDataAScriptTestsAndWhySaysItInWords() throws {
        let (status, output, _) = try Self.gen(["--from-bytes", try Self.file([]), "--jsonl"])
        #expect(status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let expected = try #require(object["expected"] as? [String: Any])
        #expect(expected["decision"] as? String == "route" && expected["route"] as? String == "item")
        #expect(expected["params"] as? [String: String] == ["id": "0", "ref": "-"])
        #expect(object["why"] as? String == "opens item {id=0, ref=-}")
    }

    /// An app that is not one of the documents': a shop with a custom scheme, a universal-link
    /// domain and its AASA file, typed routes, one personal, one risky.
    static let shop = #"""
        {"name": "shop", "app": {"teamID": "SHOP123456", "bundleID": "com.example.shop"}, "schemes": ["shopapp"],
         "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [{"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/p/*"}, {"/": "/account/*"}]}]}}}],
         "routes": [
           {"name": "product", "templates": ["shopapp://product/{sku}", "https://shop.example/p/{sku}"],
            "parameters": {"sku": {"type": "characters", "class": "A-Z0-9-", "minLength": 4, "maxLength": 12}}},
           {"name": "orders", "personal": true, "templates": ["https://shop.example/account/orders/{order}?tab={tab}"],
            "parameters": {"order": {"type": "uuid"}, "tab": {"type": "enumeration", "values": ["open", "done"]}}},
           {"name": "pay", "risky": true, "templates": ["shopapp://pay?amount={amount}"], "parameters": {"amount": {"type": "digits", "minLength": 1, "maxLength": 6}}}
         ]}
        """#

    @Test func checkDecidesEveryCaseWithTheStrictParserAndExitsZero() throws {
        let (status, output, errors) = try Self.gen(["--manifest", try Self.file(Array(Self.shop.utf8)), "--count", "5000", "--seed", "1", "--check"])
        #expect(status == 0, "\(output)\(errors)")
        #expect(output.contains("passed 5000 cases"), "\(output)")
        #expect(errors.contains("linkproof gen --check: 5000/5000 cases"), "a progress line: \(errors)")
    }

    @Test func checkWithTheDocumentsWeakerHandlerExitsOneWithAShrunkCounterexample() throws {
        let (status, output, _) = try Self.gen(["--manifest", Self.goldenApp("raycipe"), "--count", "500", "--seed", "1", "--check", "--profile", "document"])
        #expect(status == 1, "\(output)")
        #expect(output.contains("input:") && output.contains("expected: {\"decision\"") && output.contains("decided:"), "\(output)")
        let shrunk = try #require(output.split(separator: "\n").first { $0.hasPrefix("Shrunk from") }, "\(output)")
        let counts = shrunk.split(separator: " ").compactMap { Int($0) }
        #expect(counts.count >= 2 && counts[1] <= counts[0], "\(shrunk)")
    }

    @Test func checkNeedsCountAndSeedAndAKnownProfile() throws {
        #expect(try Self.gen(["--check", "--from-bytes", try Self.file([])]).status == 2)
        let unknown = try Self.gen(["--count", "1", "--seed", "1", "--check", "--profile", "lenient"])
        #expect(unknown.status == 2 && unknown.errors.contains("unknown profile 'lenient'"))
        let noHandler = try Self.gen(["--count", "1", "--seed", "1", "--check", "--profile", "document"])
        #expect(noHandler.status == 2 && noHandler.errors.contains("documentHandler"), "\(noHandler.errors)")
    }

    /// An app on both platforms: `offline` only Android reaches (its AASA has no `/offline`).
    static let trails = #"""
        {"name": "trails", "app": {"teamID": "TRAIL12345", "bundleID": "com.trails.ios", "androidPackage": "com.trails.android"},
         "schemes": ["trails"],
         "associatedDomains": [{"domain": "trails.example", "aasa": {"applinks": {"details": [{"appIDs": ["TRAIL12345.com.trails.ios"],
           "components": [{"/": "/t/*"}]}]}}}],
         "routes": [
           {"name": "trail", "templates": ["https://trails.example/t/{slug}", "trails://t/{slug}"],
            "parameters": {"slug": {"type": "characters", "class": "a-z0-9-", "minLength": 1, "maxLength": 20}}},
           {"name": "offline", "templates": ["https://trails.example/offline/{region}"],
            "parameters": {"region": {"type": "enumeration", "values": ["alps", "pyrenees"]}}}
         ],
         "android": {"intentFilters": [
           {"name": "applinks", "autoVerify": true, "routes": ["trail", "offline"], "scheme": ["https"], "host": ["trails.example"],
            "pathPattern": ["/t/.*"], "pathPrefix": ["/offline/"]},
           {"name": "scheme", "routes": ["trail"], "scheme": ["trails"], "host": ["t"]}]}}
        """#

    @Test func checkJudgesBothPlatformsOfAnAppWithAnAndroidSide() throws {
        let manifest = try Self.file(Array(Self.trails.utf8))
        let both = try Self.gen(["--manifest", manifest, "--count", "2000", "--seed", "3", "--check"])
        #expect(both.status == 0, "\(both.output)")
        let judged = try #require(both.output.split(separator: "\n").first { $0.hasPrefix("judged: ios ") }, "\(both.output)")
        let counts = judged.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
        #expect(counts.count == 2 && counts.allSatisfy { $0 > 0 } && counts.reduce(0, +) == 2000, "\(judged)")
        let android = try Self.gen(["--manifest", manifest, "--count", "300", "--seed", "3", "--check", "--platform", "android"])
        #expect(android.status == 0 && android.output.contains("judged: android 300 cases"), "\(android.output)")
        let noSide = try Self.gen(["--count", "5", "--seed", "1", "--check", "--platform", "android"])
        #expect(noSide.status == 2 && noSide.errors.contains("'android' section"), "\(noSide.errors)")
        let documentOnAndroid = try Self.gen(["--manifest", manifest, "--class", "android-intent-extras", "--count", "5", "--seed", "1", "--check", "--profile", "document"])
        #expect(documentOnAndroid.status == 2, "\(documentOnAndroid.errors)")
    }

    static func goldenApp(_ name: String) -> String { Scratch.goldenApp(name) }
}
