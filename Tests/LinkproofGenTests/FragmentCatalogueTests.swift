import LinkproofCore
@testable import LinkproofGen
import LinkproofTesting
import Testing

/// Issue 41: the catalogue aims at fragment templates (`#invite/{code}`): valid links carry the
/// value in the fragment, `fragment-confusion` writes dot segments, encoded separators and
/// query-shaped text into a fragment value, the strict parser survives every class, and a
/// handler that hands a refused fragment value to the route that ignores the fragment is caught.
@Suite struct FragmentCatalogueTests {
    static let chat = """
        {"name": "chat", "app": {"bundleID": "org.example.chat"}, "schemes": ["chat"],
         "routes": [
           {"name": "invite", "templates": ["chat://open#invite/{code}"],
            "parameters": {"code": {"type": "characters", "class": "A-Za-z0-9", "minLength": 6, "maxLength": 12}}},
           {"name": "contact", "templates": ["chat://open/web?ref={ref}#/contact/{name}/{_}"],
            "parameters": {"name": {"type": "string", "maxLength": 40}, "ref": {"type": "digits", "required": false}}},
           {"name": "home", "templates": ["chat://open"]}
         ]}
        """
    private let manifest = try! LinkManifest.load(json: Array(chat.utf8))

    @Test func theStrictParserSurvivesEveryClass() throws {
        let found = try CatalogueProofTests.counterexamples(against: DeepLinkParser(manifest: manifest), on: manifest)
        #expect(found.isEmpty, "\(found.map { "\($0.0.rawValue): \(CatalogueProofTests.describe($0.1))" })")
    }

    @Test func validLinksCarryTheirValuesInTheFragment() throws {
        let target = try Manifests.target(manifest)
        var inputs = Set<String>()
        var cases = Set<String>()
        for seed in UInt64(0)..<300 {
            var source = ChoiceSource(seed: seed)
            inputs.insert(target.links.generate(from: &source).link)
            var again = ChoiceSource(seed: seed)
            if let generator = AdversarialClassName.fragmentConfusion.adversarialClass.cases(target) {
                cases.insert(generator.generate(from: &again).input)
            }
        }
        #expect(inputs.contains { $0.hasPrefix("chat://open#invite/") })
        #expect(inputs.contains { $0.hasPrefix("chat://open/web#/contact/") && $0.hasSuffix("/x") })
        #expect(inputs.contains { $0.hasPrefix("chat://open/web?ref=") && $0.contains("#/contact/") })
        #expect(cases.contains { $0.hasPrefix("chat://open#invite/") && $0.contains("%2F") })
        #expect(cases.contains("chat://open#invite/.."))
    }

    @Test func fallingThroughToTheRouteThatIgnoresTheFragmentIsCaught() throws {
        let found = try CatalogueProofTests.counterexamples(against: FragmentDroppingRouter(strict: DeepLinkParser(manifest: manifest)), on: manifest,
                                                            classes: [.fragmentConfusion])
        let counterexample = try #require(found.first?.1)
        print("[fall-through to the route that ignores the fragment] fragment-confusion: \(CatalogueProofTests.describe(counterexample))")
    }
}

/// Decides a link a fragment template refused again without its fragment: the route that
/// ignores the fragment opens a link whose fragment value the route that reads it refused.
private struct FragmentDroppingRouter: LinkDecider {
    let strict: DeepLinkParser

    func decide(_ input: String, context: LinkContext) -> Decision {
        let decision = strict.decide(input, context: context)
        guard decision.rejection != nil, let mark = input.firstIndex(of: "#") else { return decision }
        return strict.decide(String(input[..<mark]), context: context)
    }
}
