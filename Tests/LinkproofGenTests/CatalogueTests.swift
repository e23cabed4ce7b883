import Foundation
import LinkproofGen
import Testing

@Suite struct CatalogueTests {
    /// Raycipe and Create with Swift as documents 000, 001 and 004 describe them, plus a
    /// route with every other parameter shape.
    static let app = AppDescription(
        schemes: ["raycipe", "cws"], hosts: ["www.raywenderlich.com", "about", "com.createwithswift", "settings"],
        routes: [
            RouteDescription(name: "recipe", templates: [
                "https://www.raywenderlich.com/about?recipeID={recipeID}", "raycipe://about?recipeID={recipeID}",
            ], parameters: ["recipeID": .digits(length: 1...18)]),
            RouteDescription(name: "details", templates: ["cws://com.createwithswift/details?id={id}"], parameters: [
                "id": .characters(alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-", length: 1...64),
            ]),
            RouteDescription(name: "settings", templates: ["raycipe://settings/{theme}?session={session}&note={note}"], parameters: [
                "theme": .enumeration(["light", "dark"]), "session": .uuid, "note": .string(length: 0...20),
            ]),
        ])

    @Test func theCatalogueNamesTheIssuesThirtyTwoClassesInOrder() {
        let listed = """
            baseline, scheme-confusion, dangerous-scheme, intent-scheme, custom-scheme-spoofing, userinfo-at,
            backslash-confusion, slash-and-authority-confusion, host-allowlist-bypass, host-case-and-dots,
            ip-literal-host, idn-homoglyph, unicode-compat-normalization, invisible-and-bidi,
            c0-control-and-whitespace, null-byte, crlf-injection, percent-encoding-equivalence, double-encoding,
            malformed-escape-and-overlong-utf8, path-traversal-and-path-matching, parameter-pollution,
            query-delimiter-confusion, fragment-confusion, port-confusion, open-redirect-nested-url,
            nested-dynamic-link, dynamic-link-param-smuggling, short-link-resolution, length-and-complexity,
            id-format, side-effect-action
            """.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(AdversarialClassName.allCases.map(\.rawValue) == listed)
    }

    @Test func validLinksFillTheirTemplateWithValuesOfTheRightShape() throws {
        let links = try #require(URLGen.validLink(for: CatalogueTests.app))
        var routes: Set<String> = []
        for seed in UInt64(0)..<2_000 {
            var source = ChoiceSource(seed: seed)
            let generated = links.generate(from: &source)
            routes.insert(generated.route)
            let components = try #require(URLComponents(string: generated.link), "\(generated.link)")
            #expect(CatalogueTests.app.hosts.contains(components.host ?? ""), "\(generated.link)")
            let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
            switch generated.route {
            case "recipe":
                let id = try #require(query["recipeID"])
                #expect((1...18).contains(id.count) && id.allSatisfy(\.isASCII) && id.allSatisfy(\.isNumber))
                #expect(generated.parameters == ["recipeID": id])
            case "details":
                #expect(query["id"] == generated.parameters["id"] && (1...64).contains(query["id"]?.count ?? 0))
            default:
                #expect(["light", "dark"].contains(generated.parameters["theme"] ?? ""))
                #expect(components.path == "/" + (generated.parameters["theme"] ?? ""))
                #expect(UUID(uuidString: query["session"] ?? "") != nil, "\(generated.link)")
                #expect(query["note"] == generated.parameters["note"], "\(generated.link)")
            }
        }
        #expect(routes == ["recipe", "details", "settings"])
    }

    @Test func theSimplestValidLinkIsTheFirstRoutesFirstTemplate() throws {
        let links = try #require(URLGen.validLink(for: CatalogueTests.app))
        #expect(links.replay([]).link == "https://www.raywenderlich.com/about?recipeID=0")
    }

    @Test func anAppWithoutRoutesGivesNoValidLinks() {
        #expect(URLGen.validLink(for: AppDescription(schemes: ["x"], hosts: [], routes: [])) == nil)
        #expect(URLGen.validLink(for: AppDescription(schemes: [], hosts: [], routes: [RouteDescription(name: "r", templates: [])])) == nil)
    }

    /// A toy decider and class, to show the shape runs end to end: a link decides as its
    /// lowercased self only if the decider folds case.
    struct CaseFolding: LinkDecider {
        let folds: Bool
        func decide(_ input: String) -> String { folds ? input.lowercased() : input }
    }

    static let caseVariants = AdversarialClass<CaseFolding>(
        name: .hostCaseAndDots, documentation: "Upper-cased hosts.", property: "case variants decide alike",
        cases: { app in
            Gen.element(of: app.hosts).map { host in
                AdversarialCase(input: "https://" + host.uppercased() + "/", equivalents: ["https://" + host + "/"], expected: "same")
            }
        },
        holds: { sample, decider in sample.equivalents.allSatisfy { decider.decide($0) == decider.decide(sample.input) } })

    @Test func anAdversarialClassChecksItsPropertyThroughTheRunner() {
        let runner = PropertyRunner(settings: RunnerSettings(cases: 100, counterexampleDirectory: nil))
        let folding = CatalogueTests.caseVariants.check(CaseFolding(folds: true), for: CatalogueTests.app, with: runner)
        #expect(folding.counterexample == nil)
        let exact = CatalogueTests.caseVariants.check(CaseFolding(folds: false), for: CatalogueTests.app, with: runner)
        #expect(exact.counterexample?.value.input == "https://WWW.RAYWENDERLICH.COM/")
        #expect(exact.counterexample?.storage == .disabled)
    }
}
