import Foundation
import LinkproofCore
@testable import LinkproofGen
import LinkproofTesting
import Testing

/// Issue 41: the catalogue aims at routes on any host (`https://*.example.social/users/{user}`)
/// with hosts that look like the shape without having it, and the consequence oracle tells a
/// host of the shape (the app's, in its own content) from a look-alike (never the app's).
@Suite struct AnyHostCatalogueTests {
    let federated = try! LinkManifest.load(json: Array(Manifests.federated.utf8))
    /// A browser-like app whose route opens on every host (`*`): no look-alike exists, the host rules still hold.
    let anyServer = try! LinkManifest.load(json: Array("""
        {"name": "any-server", "app": {"bundleID": "org.example.reader"}, "schemes": ["reader"], "arrivals": ["in-app-content"],
         "routes": [{"name": "tag", "templates": ["reader://tags/{tag}", "https://*/tags/{tag}"],
                     "parameters": {"tag": {"type": "characters", "class": "a-z0-9_", "minLength": 1, "maxLength": 20}}}]}
        """.utf8))
    let tapped = LinkContext(arrival: .inAppContent)
    static let anyHost = AdversarialClassName.anyHostConfusion.adversarialClass

    /// The host each case of the class puts in place of the shape, over `count` seeds.
    func hosts(_ manifest: LinkManifest, count: UInt64 = 600) throws -> Set<String> {
        let cases = try #require(Self.anyHost.cases(try Manifests.target(manifest)))
        return Set((0..<count).map { seed in
            var source = ChoiceSource(seed: seed)
            let input = cases.generate(from: &source).input
            let authority = input.dropFirst("https://".count).prefix { $0 != "/" }
            return String(authority)
        })
    }

    /// The federated app without its own domain: profiles on its servers' subdomains only, and a
    /// custom-scheme home screen (an app with no template of its own is no catalogue target).
    func undeclared() throws -> LinkManifest {
        var manifest = federated
        manifest.associatedDomains = []
        manifest.routes[0].templates.removeFirst()
        manifest.schemes = ["fedi"]
        manifest.routes.append(try Route(name: "home", templates: [RouteTemplate("fedi://home")]))
        return manifest
    }

    @Test func theClassAimsOnlyAtAppsWithARouteOnAnyHost() throws {
        #expect(Self.anyHost.cases(try Manifests.target(federated)) != nil)
        #expect(Self.anyHost.cases(try Manifests.target(anyServer)) != nil)
        for name in Manifests.documentApps {
            #expect(Self.anyHost.cases(try Manifests.target(Manifests.load(name))) == nil, "\(name)")
        }
    }

    @Test func itTriesEachLookAlikeOfASubdomainShapeAndEachRefusedForm() throws {
        let hosts = try hosts(federated)
        for expected in ["example.social.evil.com", "mastodon.example.social.evil.com", "evilexample.social", "evil-example.social",
                         "mastodon.example.social@evil.com", "evil.com@mastodon.example.social", "mastodon.example.social:8443",
                         "mastodon.example.social.", "127.0.0.1", "2130706433", "[::1]", "MASTODON.EXAMPLE.SOCIAL"] {
            #expect(hosts.contains(expected), "\(expected) not tried: \(hosts.sorted())")
        }
        // The domain itself is the app's associated domain here: its own rules decide it.
        #expect(!hosts.contains("example.social"))
        #expect(try self.hosts(undeclared()).contains("example.social"), "the template admits subdomains only")
    }

    @Test func onEveryHostNoHostIsALookAlikeButTheHostRulesStay() throws {
        let hosts = try hosts(anyServer)
        #expect(hosts.isSuperset(of: ["mastodon.example@evil.com", "evil.com@mastodon.example", "mastodon.example:8443", "mastodon.example.", "[::1]"]))
        #expect(!hosts.contains { $0.hasPrefix("evil") && !$0.contains("@") }, "\(hosts.sorted())")
    }

    @Test(arguments: [false, true])
    func theStrictPolicySurvivesIt(inAppContent: Bool) throws {
        for manifest in [federated, anyServer] {
            let cases = try #require(Self.anyHost.cases(try Manifests.target(manifest)))
            let strict = DeepLinkParser(manifest: manifest)
            let context = inAppContent ? tapped : .direct
            expectProperty("any-host-confusion on \(manifest.name)", cases: 2_000, cases) { sample in
                sample.expectation.isSatisfied(by: strict, for: sample.input, context: context)
            }
        }
    }

    /// A handler that opens a profile on every host whose name ends in `example.social`.
    struct SuffixHandler: LinkDecider {
        func decide(_ input: String, context: LinkContext) -> Decision {
            guard let url = URLComponents(string: input), let host = url.host?.lowercased(), host.hasSuffix("example.social"),
                  url.path.hasPrefix("/users/") else { return .reject(Rejection(.noRoute, at: nil, "no")) }
            return .route(RoutedLink(route: "profile", params: ["user": String(url.path.dropFirst("/users/".count))], linkKind: .webLink, via: .inAppContent, matchType: .unique))
        }
    }

    @Test func aSuffixCheckIsCaughtAndItsLookAlikesJudgedHostConfusion() throws {
        let cases = try #require(Self.anyHost.cases(try Manifests.target(federated)))
        let runner = PropertyRunner(settings: RunnerSettings(counterexampleDirectory: nil))
        let result = runner.check("any-host-confusion", cases) { $0.expectation.isSatisfied(by: SuffixHandler(), for: $0.input, context: tapped) }
        let counterexample = try #require(result.counterexample)
        let oracle = ConsequenceOracle(manifest: federated)
        let finding = oracle.judge(SuffixHandler().decide(counterexample.value.input, context: tapped), for: counterexample.value.input, context: tapped)
        #expect(finding.kind == .security && finding.consequence == "host confusion", "\(counterexample.value.input): \(finding)")
    }

    @Test func theOracleTellsAHostOfTheShapeFromALookAlike() throws {
        let oracle = ConsequenceOracle(manifest: federated)
        let opened = Decision.route(RoutedLink(route: "profile", params: ["user": "jane"], linkKind: .webLink, via: .inAppContent, matchType: .unique))
        func judged(_ host: String, _ context: LinkContext) -> Finding { oracle.judge(opened, for: "https://\(host)/users/jane", context: context) }
        // A host of the shape is the app's in its own content, never opened directly.
        for host in ["mastodon.example.social", "a.b.example.social", "MASTODON.example.social", "mastodon.example.social."] {
            #expect(judged(host, tapped).kind == .note, "\(host): \(judged(host, tapped))")
            #expect(judged(host, .direct).kind == .security, "\(host) directly")
        }
        // Its own declared domain is its own everywhere.
        #expect(judged("example.social", .direct).kind == .note)
        // Look-alikes and refused forms: the app's in no context.
        for host in ["example.social.evil.com", "mastodon.example.social.evil.com", "evilexample.social", "evil-example.social",
                     "mastodon.example.social@evil.com", "127.0.0.1", "2130706433", "[::1]"] {
            let finding = judged(host, tapped)
            #expect(finding.kind == .security && finding.consequence == "host confusion", "\(host): \(finding)")
        }
        // A subdomains-only shape never admits the domain itself.
        let bare = ConsequenceOracle(manifest: try undeclared()).judge(opened, for: "https://example.social/users/jane", context: tapped)
        #expect(bare.kind == .security && bare.consequence == "host confusion", "\(bare)")
    }

    @Test func theOracleReadsTheAppsHostsAndShapesOnce() {
        let forms = AppLinkForms(federated)
        #expect(forms.hosts == ["example.social"], "a shape is no host")
        #expect(forms.anyHostShapes == [AnyHost("*.example.social")])
        #expect(forms.anyHostAdmits("a.example.social") && !forms.anyHostAdmits("example.social") && !forms.anyHostAdmits("evilexample.social"))
        #expect(!forms.readsFragment)
        var invites = federated
        invites.routes[0].templates.append(try! RouteTemplate("https://example.social/invite#{user}"))
        #expect(AppLinkForms(invites).readsFragment)
    }
}
