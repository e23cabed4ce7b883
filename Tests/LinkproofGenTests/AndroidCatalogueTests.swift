import LinkproofCore
import LinkproofGen
import Testing

/// The Android classes: each is judged by the Android decider, applies only to a manifest with
/// an `android` section, passes the hardened decider, and catches the handler whose weakness
/// it aims at (and a router that applies iOS's rules on Android).
@Suite struct AndroidCatalogueTests {
    static let androidClasses = AdversarialClassName.allCases.filter { $0.adversarialClass.platform == .android }

    private static func shop() throws -> LinkManifest { try LinkManifest.load(json: Array(Manifests.shopAndroid.utf8)) }

    @Test func theAndroidClassesAreTheAndroidFamily() {
        #expect(AndroidCatalogueTests.androidClasses == [
            .androidPathPatternOvermatch, .androidHostWildcard, .androidEncodedSlashPastPrefix, .androidSchemeAndHostCase, .androidIntentExtras,
        ])
        #expect(AndroidCatalogueTests.androidClasses.allSatisfy { $0.family == "android" })
    }

    @Test(arguments: AndroidCatalogueTests.androidClasses)
    func anAndroidClassNeedsAnAndroidSide(_ name: AdversarialClassName) throws {
        let documentApps = try Manifests.documentApps.map(Manifests.load)
        for manifest in documentApps where manifest.android == nil {
            #expect(name.adversarialClass.cases(try Manifests.target(manifest)) == nil, "\(name.rawValue) on \(manifest.name)")
        }
        #expect(documentApps.contains { $0.android == nil }, "some document app has no android section to try")
        #expect(name.adversarialClass.cases(try Manifests.target(try AndroidCatalogueTests.shop())) != nil)
    }

    @Test(arguments: [
        ("resolves the decoded path", AdversarialClassName.androidPathPatternOvermatch),
        ("resolves the decoded path", .androidEncodedSlashPastPrefix),
        ("host ends with the app's domain", .androidHostWildcard),
        ("iOS's rules on Android", .androidSchemeAndHostCase),
        ("trusts component=", .androidIntentExtras),
    ])
    func aWeakAndroidHandlerIsCaughtByTheClassAimedAtIt(_ weakness: String, _ name: AdversarialClassName) throws {
        let manifest = try AndroidCatalogueTests.shop()
        let hardened = try #require(AndroidLinkDecider(manifest: manifest))
        let weak: any LinkDecider = switch weakness {
        case "resolves the decoded path": PathResolvingAndroidRouter(hardened: hardened)
        case "host ends with the app's domain": SuffixHostAndroidRouter(manifest: manifest)
        case "iOS's rules on Android": DeepLinkParser(manifest: manifest)
        default: ComponentTrustingAndroidRouter(hardened: hardened)
        }
        let found = try CatalogueProofTests.counterexamples(against: weak, on: manifest, classes: [name])
        for (className, counterexample) in found {
            print("[\(weakness) / shop-android] \(className.rawValue): \(CatalogueProofTests.describe(counterexample))")
        }
        #expect(!found.isEmpty, "\(weakness) was not caught by \(name.rawValue)")
        // The same class holds for the hardened decider (the proof's 2,000 cases run in CatalogueProofTests).
        #expect(try CatalogueProofTests.counterexamples(against: AndroidPlatformDecider(hardened), on: manifest, classes: [name]).isEmpty)
    }

    /// A route only Android reaches (`manifest validate`: `route-only-on-android`) is no
    /// target of iOS's classes, and still one of Android's.
    @Test func iOSClassesDoNotAimAtARouteOnlyAndroidReaches() throws {
        let (manifest, offline) = try AndroidCatalogueTests.shopWithARouteOnlyAndroidReaches()
        #expect(manifest.reachesOnlyAndroid(offline.templates[0], of: offline))
        #expect(manifest.templatesOnlyAndroidReaches().map { $0.contains(true) } == manifest.routes.map { $0.name == "offline" })
        let target = try Manifests.target(manifest)
        var iOSRoutes: Set<String> = [], androidRoutes: Set<String> = []
        for seed in UInt64(0)..<300 {
            var source = ChoiceSource(seed: seed)
            iOSRoutes.insert(target.links.generate(from: &source).route.name)
            var again = ChoiceSource(seed: seed)
            if let sample = AdversarialClassName.androidIntentExtras.adversarialClass.cases(target)?.generate(from: &again), !again.isRejected,
               sample.input.contains("/offline/") { androidRoutes.insert("offline") }
        }
        #expect(!iOSRoutes.contains("offline") && iOSRoutes.contains("item"))
        #expect(androidRoutes == ["offline"])
    }

    /// The shop manifest with a route `offline` that only Android reaches (a filter takes
    /// `/offline/`, and no associated domain's AASA file gives it to the app on iOS).
    private static func shopWithARouteOnlyAndroidReaches() throws -> (LinkManifest, Route) {
        var manifest = try AndroidCatalogueTests.shop()
        var filters = try #require(manifest.android).filters
        let offline = try Route(name: "offline", templates: [RouteTemplate("https://www.shop.example/offline/map")])
        manifest.routes.append(offline)
        filters[1].routes.append("offline")
        filters[1] = AndroidAppSection.Filter(name: filters[1].name, autoVerify: false, routes: filters[1].routes,
                                              data: try AndroidIntentFilter(json: .object([("scheme", .array([.string("https")])),
                                                  ("host", .array([.string("*shop.example")])), ("pathPrefix", .array([.string("/public/"), .string("/offline/")]))]), path: "$"))
        manifest.android?.filters = filters
        return (manifest, offline)
    }

    /// Issue 40: `init` aims hostile cases at each route through the manifest's one target
    /// (`aimed(at:)`, no AASA file compiled again), which must generate exactly what the
    /// target of a manifest of that route alone does, on both platforms, the route only
    /// Android reaches included (alone, iOS's classes aim at it: it is all there is).
    @Test func aTargetAimedAtARouteGeneratesWhatTheTargetOfThatRouteAloneDoes() throws {
        let (manifest, _) = try AndroidCatalogueTests.shopWithARouteOnlyAndroidReaches()
        let target = try Manifests.target(manifest)
        let platforms = Set(CataloguePlatform.allCases)
        for route in manifest.routes {
            var alone = manifest
            alone.routes = [route]
            let aimed = try #require(target.aimed(at: route), "\(route.name)")
            let expected = try #require(CatalogueTarget(alone), "\(route.name)")
            #expect(aimed.manifest == expected.manifest)
            let cases = try #require(AdversarialCatalogue.anyCase(for: aimed, on: platforms))
            let expectedCases = try #require(AdversarialCatalogue.anyCase(for: expected, on: platforms))
            for seed in UInt64(0)..<200 {
                var source = ChoiceSource(seed: seed), expectedSource = ChoiceSource(seed: seed)
                let (generated, wanted) = (cases.generate(from: &source), expectedCases.generate(from: &expectedSource))
                #expect(generated.0.name == wanted.0.name && generated.1.input == wanted.1.input && source.isRejected == expectedSource.isRejected,
                        "\(route.name), seed \(seed)")
                var linkSource = ChoiceSource(seed: seed), expectedLinkSource = ChoiceSource(seed: seed)
                #expect(aimed.links.generate(from: &linkSource).link == expected.links.generate(from: &expectedLinkSource).link)
            }
        }
        #expect(target.aimed(at: try Route(name: "elsewhere", templates: [RouteTemplate("https://www.shop.example/x")])) == nil)
    }

    /// The cases the classes' doc comments name, decided by hand.
    @Test func theNamedSpellingsDecideAsTheClassesSay() throws {
        let decider = AndroidPlatformDecider(try #require(AndroidLinkDecider(manifest: try AndroidCatalogueTests.shop())))
        func kind(_ link: String) -> String {
            let decision = decider.decide(link, context: .direct)
            return decision.rejection?.reason.rawValue ?? decision.kind
        }
        #expect(kind("https://www.shop.example/items/7") == "route")
        #expect(kind("https://www.shop.example/items/7/../../gift/ABCD1234") == "path-dot-segment")
        #expect(kind("https://www.shop.example/public%2F..%2F..%2Fitems/7") == "encoded-path-separator")
        // `*shop.example` admits evil-shop.example (AOSP compares the last characters only); no template names it.
        #expect(kind("https://evil-shop.example/public/help") == "host-not-declared")
        #expect(kind("https://shop.example.evil/items/7") == "android-no-filter")
        #expect(kind("HTTPS://www.shop.example/items/7") == "android-no-filter")
        #expect(kind("https://WWW.Shop.Example/items/7") == "route")
        // Chrome removes component= and resolves the intent through the filters.
        #expect(kind("intent://www.shop.example/items/7#Intent;scheme=https;component=com.shop.android/.MainActivity;end") == "route")
        #expect(kind("intent://www.shop.example/items/7#Intent;scheme=https;package=COM.SHOP.ANDROID;end") == "android-intent-other-package")
        #expect(kind("intent://www.shop.example/gift/ABCD1234#Intent;scheme=https;package=com.shop.android;end") == "android-unverified-personal")
    }
}
