import Foundation
import LinkproofCore
import LinkproofGen
@testable import LinkproofFuzzTargets
import Testing

/// The manifest-driven targets aimed at an app that is not built in: read from its manifest
/// at start-up, seeded from it so that a short run reaches every route.
@Suite struct UserAppFuzzTests {
    /// The shop app, loaded from a manifest file as `LINKPROOF_FUZZ_MANIFEST` names it.
    static func shop(in folder: URL) throws -> FuzzApp {
        let file = folder.appendingPathComponent("shop.json")
        try Data(ShopApp.manifest.utf8).write(to: file)
        return try #require(FuzzRun(environment: ["LINKPROOF_FUZZ_MANIFEST": file.path]).app)
    }

    @Test func aRunIsAimedAtTheManifestTheEnvironmentNames() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.shop(in: folder)
        #expect(app.name == "shop" && app.manifest.routes.count == 5)
        #expect(FuzzRun(environment: ["LINKPROOF_FUZZ_MANIFEST": "raycipe"]).app?.name == "raycipe")
        #expect(FuzzRun(environment: [:]).app == nil)
        #expect(throws: FuzzAppError.self) { try FuzzApp.resolve("no-such-app") }
        #expect(throws: FuzzAppError.self) { try FuzzApp.resolve(folder.appendingPathComponent("missing.json").path) }
    }

    @Test func theSeedsMadeFromTheManifestReachEveryRoute() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.shop(in: folder)
        var reached = Set<String>()
        for seed in FuzzSeeds(target: .route, app: app).seeds {
            if let route = try FuzzTarget.route.check(seed, app: app)?.routedLink?.route { reached.insert(route) }
        }
        #expect(reached == Set(app.manifest.routes.map(\.name)))
        for seed in FuzzSeeds(target: .adversarial, app: app).seeds { try FuzzTarget.adversarial.check(seed, app: app) }
        #expect(FuzzTarget.dynamicLink.unmetRequirement(app) != nil && FuzzTarget.shortLinkResolve.unmetRequirement(app) != nil)
    }

    /// An app with an Android side: `route` decides each link on Android too (a route only
    /// Android reaches is reached through it), and `adversarial` judges Android's classes by the
    /// Android decider; the seeds made from the manifest pass both.
    @Test func anAppWithAnAndroidSideIsFuzzedOnBothPlatforms() throws {
        let app = FuzzApp(try LinkManifest.load(json: Array(#"""
            {"name": "trails", "app": {"teamID": "TRAIL12345", "bundleID": "com.trails.ios", "androidPackage": "com.trails.android"},
             "associatedDomains": [{"domain": "trails.example", "aasa": {"applinks": {"details": [{"appIDs": ["TRAIL12345.com.trails.ios"],
               "components": [{"/": "/t/*"}]}]}}}],
             "routes": [{"name": "trail", "templates": ["https://trails.example/t/{slug}"],
                         "parameters": {"slug": {"type": "characters", "class": "a-z0-9-", "minLength": 1, "maxLength": 20}}},
                        {"name": "offline", "templates": ["https://trails.example/offline/alps"]}],
             "android": {"intentFilters": [{"name": "applinks", "autoVerify": true, "routes": ["trail", "offline"], "scheme": ["https"],
                                            "host": ["trails.example"], "pathPattern": ["/t/.*"], "pathPrefix": ["/offline/"]}]}}
            """#.utf8)))
        // Control byte 9: a direct link with a unique match.
        #expect(try FuzzTarget.route.check([9] + Array("https://trails.example/offline/alps".utf8), app: app)?.routedLink?.route == "offline")
        var classes = Set<String>()
        for seed in FuzzSeeds(target: .adversarial, app: app).seeds {
            try FuzzTarget.adversarial.check(seed, app: app)
            var source = ChoiceSource(bytes: seed)
            if let (adversarialClass, _) = app.adversarialCases?.generate(from: &source) { classes.insert(adversarialClass.name.rawValue) }
        }
        #expect(classes.contains { $0.hasPrefix("android-") })
        var reached = Set<String>()
        for seed in FuzzSeeds(target: .route, app: app).seeds {
            if let route = try FuzzTarget.route.check(seed, app: app)?.routedLink?.route { reached.insert(route) }
        }
        #expect(reached == ["trail", "offline"])
    }

    @Test func theDictionaryHoldsTheManifestsSchemesHostsAndParameters() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = FuzzSeeds(target: .route, app: try Self.shop(in: folder)).tokens
        for token in ["shopapp://", "shop.example", "https://shop.example", "/p", "/account", "?page=", "sku="] {
            #expect(tokens.contains(token), "\(token)")
        }
        #expect(OutputEscaping.libFuzzerDictionaryEntry("a\"b\\c\u{1}") == #""a\"b\\c\x01""#)
        #expect(FuzzSeeds(target: .adversarial, app: try Self.shop(in: folder)).tokens.isEmpty, "choices take no text dictionary")
    }

    @Test func prepareWritesSeedsDictionaryAndRoutesOrSaysWhyNot() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.shop(in: folder)
        let prepared = folder.appendingPathComponent("route")
        try FuzzSeeds(target: .route, app: app).write(to: prepared)
        #expect(try String(contentsOf: prepared.appendingPathComponent("routes"), encoding: .utf8) == "home\nproduct\ncategory\norders\npay\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prepared.appendingPathComponent("seeds").path).count > 10)
        let skipped = folder.appendingPathComponent("short-link-resolve")
        try FuzzSeeds(target: .shortLinkResolve, app: app).write(to: skipped)
        #expect(try String(contentsOf: skipped.appendingPathComponent("skipped"), encoding: .utf8).contains("dynamic-link prefix"))
    }

    @Test func withoutAnAppTheFirstBytePicksABuiltInApp() throws {
        let link = "https://www.raywenderlich.com/about?recipeID=002"
        let byte = try #require(FuzzTarget.route.firstByte(picking: "raycipe"))
        let decision = try FuzzTarget.route.check([byte, 9] + Array(link.utf8))
        #expect(decision?.routedLink?.route == "recipe")
    }
}
