import Foundation
import LinkproofCore
import LinkproofGen
import Testing

@Suite struct CatalogueTests {
    @Test func theCatalogueNamesTheIssuesClassesAndIssue39sThenAndroidsInOrder() {
        let listed = """
            baseline, scheme-confusion, dangerous-scheme, intent-scheme, custom-scheme-spoofing, userinfo-at,
            backslash-confusion, slash-and-authority-confusion, host-allowlist-bypass, host-case-and-dots,
            ip-literal-host, any-host-confusion, idn-homoglyph, unicode-compat-normalization, invisible-and-bidi,
            c0-control-and-whitespace, null-byte, crlf-injection, percent-encoding-equivalence, double-encoding,
            malformed-escape-and-overlong-utf8, path-traversal-and-path-matching, parameter-pollution,
            path-parameter-in-query, url-parameter-scheme,
            query-delimiter-confusion, fragment-confusion, port-confusion, open-redirect-nested-url,
            nested-dynamic-link, dynamic-link-param-smuggling, short-link-resolution, length-and-complexity,
            id-format, side-effect-action, android-path-pattern-overmatch, android-host-wildcard,
            android-encoded-slash-past-prefix, android-scheme-and-host-case, android-intent-extras
            """.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(AdversarialClassName.allCases.map(\.rawValue) == listed)
        #expect(AdversarialCatalogue.classes.map { $0.name.rawValue } == listed)
    }

    @Test func validLinksFillTheirTemplateWithValuesOfTheirType() throws {
        let target = try Manifests.target(LinkManifest.load(json: Array(Manifests.everyType.utf8)))
        var routes: Set<String> = []
        for seed in UInt64(0)..<2_000 {
            var source = ChoiceSource(seed: seed)
            let generated = target.links.generate(from: &source)
            routes.insert(generated.route.name)
            let components = try #require(URLComponents(string: generated.link), "\(generated.link)")
            #expect(components.scheme == "every" && components.host == "app", "\(generated.link)")
            let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
            switch generated.route.name {
            case "settings":
                #expect(["light", "dark"].contains(generated.values["theme"] ?? ""))
                #expect(components.path == "/settings/" + (generated.values["theme"] ?? ""))
                #expect(UUID(uuidString: query["sid"] ?? "") != nil, "\(generated.link)")
                #expect(query["note"] == generated.values["note"] && (0...20).contains(query["note"]?.count ?? -1), "\(generated.link)")
            case "item":
                let id = String(components.path.dropFirst("/items/".count))
                #expect(id == generated.values["id"] && (1...12).contains(id.count), "\(generated.link)")
                #expect(id.allSatisfy { "abcdefghijklmnopqrstuvwxyz0123456789._-".contains($0) }, "\(generated.link)")
            default:
                let amount = try #require(query["amount"])
                #expect((1...6).contains(amount.count) && amount.allSatisfy { $0.isASCII && $0.isNumber })
                #expect(generated.values == ["amount": amount])
            }
        }
        #expect(routes == ["settings", "item", "pay"])
    }

    @Test func theSimplestValidLinkIsTheFirstRoutesFirstTemplate() throws {
        let target = try Manifests.target(Manifests.load("raycipe"))
        #expect(target.links.replay([]).link == "https://www.raywenderlich.com/about?recipeID=0")
    }

    @Test func aManifestWithoutRoutesGivesNoTarget() {
        #expect(CatalogueTarget(LinkManifest(name: "empty", app: AppIdentity(bundleID: "x"), routes: [])) == nil)
        #expect(CatalogueTarget(LinkManifest(name: "no-templates", app: AppIdentity(bundleID: "x"), routes: [Route(name: "r", templates: [])])) == nil)
    }

    @Test func everyClassAimsAtSomeManifestAndTheDynamicLinkOnesNeedAPrefix() throws {
        let targets = try Manifests.all().map(Manifests.target)
        for adversarialClass in AdversarialCatalogue.classes {
            #expect(targets.contains { adversarialClass.cases($0) != nil }, "\(adversarialClass.name.rawValue) aims at nothing")
        }
        let createWithSwift = try Manifests.target(Manifests.load("createwithswift"))
        #expect(AdversarialClassName.shortLinkResolution.adversarialClass.cases(createWithSwift) == nil)
        #expect(AdversarialClassName.sideEffectAction.adversarialClass.cases(createWithSwift) != nil)
    }

    @Test func expectationsJudgeDecisionsAsTheirWordsSay() throws {
        let strict = DeepLinkParser(manifest: try Manifests.load("createwithswift"))
        let details = "cws://com.createwithswift/details?id=abc"
        #expect(Expectation.opens(route: "details", params: ["id": "abc"]).isSatisfied(by: strict, for: details))
        #expect(!Expectation.opens(route: "details", params: ["id": "abd"]).isSatisfied(by: strict, for: details))
        #expect(!Expectation.neverOpens.isSatisfied(by: strict, for: details))
        #expect(Expectation.neverOpens.isSatisfied(by: strict, for: "cws://evil.com/details?id=abc"))
        #expect(Expectation.sameAs(details).isSatisfied(by: strict, for: "CWS://com.CreateWithSwift/details?id=abc"))
        #expect(Expectation.confirms(route: "delete-note", params: ["id": "x"]).isSatisfied(by: strict, for: "cws://com.createwithswift/notes/delete?id=x"))
        #expect(!Expectation.opens(route: "delete-note", params: ["id": "x"]).isSatisfied(by: strict, for: "cws://com.createwithswift/notes/delete?id=x"),
                "opens is a route decision, never a confirmation")
        #expect(!Expectation.neverRoutes.isSatisfied(by: strict, for: details))
        #expect(Expectation.cleanParameters.isSatisfied(by: strict, for: "cws://com.createwithswift/notes/create?title=a%00b"))
        #expect(Expectation.rejected.description == "reject")
        #expect(Expectation.opens(route: "r", params: ["b": "2", "a": "1"]).description == "opens r {a=1, b=2}")
    }

    @Test func oneChoiceStreamGivesOneCaseOfOneClass() throws {
        let target = try Manifests.target(Manifests.load("raycipe"))
        let anyCase = try #require(AdversarialCatalogue.anyCase(for: target))
        let (first, sample) = anyCase.replay([])
        #expect(first.name == .baseline && sample.input == "https://www.raywenderlich.com/about?recipeID=0")
        let (again, replayed) = anyCase.replay([0x05, 0x13, 0x77, 0x02])
        #expect(again.name == anyCase.replay([0x05, 0x13, 0x77, 0x02]).0.name && replayed == anyCase.replay([0x05, 0x13, 0x77, 0x02]).1)
    }
}
