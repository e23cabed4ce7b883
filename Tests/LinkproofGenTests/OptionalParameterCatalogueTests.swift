import LinkproofCore
@testable import LinkproofGen
import LinkproofTesting
import Testing

/// Issue 41: the catalogue aims at the new manifest forms — an optional query parameter (left
/// out of some valid links), a 64-bit integer to `Int.max`, an ignored segment `{_}`, a fixed
/// value with `/` — and the strict parser survives every class on them, while a decider that
/// falls through to the sibling route is caught.
@Suite struct OptionalParameterCatalogueTests {
    static let diary = """
        {"name": "diary", "app": {"bundleID": "org.example.diary"}, "schemes": ["diary"],
         "routes": [
           {"name": "day", "templates": ["diary://day?date={date}"],
            "parameters": {"date": {"type": "pattern", "pattern": "[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])", "required": false}}},
           {"name": "entry", "templates": ["diary://entries/{_}/{id}"],
            "parameters": {"id": {"type": "integer", "minimum": "-9223372036854775808", "maximum": "9223372036854775807"}}},
           {"name": "close", "templates": ["diary://web?url=action/close"]}
         ]}
        """
    private let manifest = try! LinkManifest.load(json: Array(diary.utf8))

    @Test func theStrictParserSurvivesEveryClass() throws {
        let found = try CatalogueProofTests.counterexamples(against: DeepLinkParser(manifest: manifest), on: manifest)
        #expect(found.isEmpty, "\(found.map { "\($0.0.rawValue): \(CatalogueProofTests.describe($0.1))" })")
    }

    @Test func validLinksLeaveTheOptionalParameterOutAndKeepIt() throws {
        let target = try Manifests.target(manifest)
        var inputs = Set<String>()
        for seed in UInt64(0)..<300 {
            var source = ChoiceSource(seed: seed)
            inputs.insert(target.links.generate(from: &source).link)
        }
        #expect(inputs.contains("diary://day"))
        #expect(inputs.contains { $0.hasPrefix("diary://day?date=") })
        #expect(inputs.contains("diary://web?url=action/close"))
        #expect(inputs.contains { $0.hasPrefix("diary://entries/x/") })
    }

    @Test func fallingThroughToTheSiblingIsCaught() throws {
        // The issue's glue: two routes for the optional date; a router that, when the date
        // fails, tries the route without it (what the parser did before issue 41).
        let twoRoutes = try LinkManifest.load(json: Array("""
            {"name": "diary", "app": {"bundleID": "org.example.diary"}, "schemes": ["diary"],
             "routes": [
               {"name": "day", "templates": ["diary://day?date={date}"], "parameters": {"date": {"type": "pattern", "pattern": "[0-9]{4}-[0-9]{2}-[0-9]{2}"}}},
               {"name": "today", "templates": ["diary://day"]}
             ]}
            """.utf8))
        let found = try CatalogueProofTests.counterexamples(against: FallThroughRouter(strict: DeepLinkParser(manifest: twoRoutes)), on: twoRoutes,
                                                            classes: [.parameterPollution])
        let counterexample = try #require(found.first?.1)
        print("[fall-through to the route without the date] parameter-pollution: \(CatalogueProofTests.describe(counterexample))")
        #expect(try CatalogueProofTests.counterexamples(against: DeepLinkParser(manifest: twoRoutes), on: twoRoutes, classes: [.parameterPollution]).isEmpty)
    }
}

/// Falls through as the parser did before issue 41: a link rejected for its `date` is decided
/// again without its query, so the sibling route that reads no date opens it.
private struct FallThroughRouter: LinkDecider {
    let strict: DeepLinkParser

    func decide(_ input: String, context: LinkContext) -> Decision {
        let decision = strict.decide(input, context: context)
        guard let reason = decision.rejection?.reason, [.invalidParameter, .duplicateParameter, .missingParameter].contains(reason),
              let mark = input.firstIndex(of: "?") else { return decision }
        return strict.decide(String(input[..<mark]), context: context)
    }
}
