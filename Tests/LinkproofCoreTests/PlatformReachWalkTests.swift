import Testing
@testable import LinkproofCore

/// Issue 41, item 6: `manifest validate` compares a route's reach on iOS and Android on the
/// template's language, not on its example link: the walk follows the AASA rules and the
/// filters' path matchers together, and a link one platform opens and the other does not is
/// reported though the example link reaches both. Each witness is then decided by the real
/// decisions: the strict policy on iOS and `AndroidLinkDecider` on Android.
@Suite struct PlatformReachWalkTests {
    /// A shop whose `items` route takes `id` of `type` on `shop.example`, beside the AASA
    /// components `components` and an App Links filter with the path attributes `paths`.
    static func manifest(_ type: String, _ components: String, _ paths: String) throws -> LinkManifest {
        let json = """
            {"name": "shop", "app": {"teamID": "SHOPTEAM01", "bundleID": "com.shop.ios", "androidPackage": "com.shop.android"},
             "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [{"appIDs": ["SHOPTEAM01.com.shop.ios"],
                                    "components": \(components)}]}}}],
             "routes": [{"name": "items", "templates": ["https://shop.example/items/{id}"], "parameters": {"id": \(type)}}],
             "android": {"intentFilters": [{"name": "applinks", "autoVerify": true, "routes": ["items"], "scheme": ["https"],
                                            "host": ["shop.example"], \(paths)}]}}
            """
        return try LinkManifest.load(json: Array(json.utf8))
    }

    static func platformFindings(_ manifest: LinkManifest) -> [ManifestFinding] {
        manifest.findings().filter { $0.code == .routeOnlyOnIOS || $0.code == .routeOnlyOnAndroid }
    }

    /// Whether `link` opens route `items` on iOS and on Android, by the real decisions.
    static func opens(_ manifest: LinkManifest, _ link: String) throws -> (iOS: Bool, android: Bool) {
        let android = try #require(AndroidLinkDecider(manifest: manifest))
        return (DeepLinkParser(manifest: manifest).decide(link).routedLink?.route == "items",
                android.decide(link).decision?.routedLink?.route == "items")
    }

    static let slug = #"{"type": "pattern", "pattern": "[a-z0-9]{1,8}"}"#

    /// The filter's `pathPattern` takes every item; the AASA file excludes `admin*`. The example
    /// link (`/items/0`) reaches both; `/items/admin` only Android.
    @Test func anAASAExclusionInsideTheFiltersPatternIsFoundWithAWitness() throws {
        let manifest = try Self.manifest(Self.slug, #"[{"/": "/items/admin*", "exclude": true}, {"/": "/items/*"}]"#, #""pathPattern": ["/items/.*"]"#)
        let found = Self.platformFindings(manifest)
        #expect(found.map(\.code) == [.routeOnlyOnAndroid])
        #expect(found.first?.message == "https://shop.example/items/admin reaches route 'items' on Android (filter 'applinks'), but iOS does not open it in the app ('https://shop.example/items/{id}': its example link https://shop.example/items/0 reaches the route on both platforms; this one, which the template accepts too, was found by walking the template's values against both platforms' patterns)", "\(found)")
        #expect(try Self.opens(manifest, "https://shop.example/items/0") == (true, true))
        #expect(try Self.opens(manifest, "https://shop.example/items/admin") == (false, true))
    }

    /// AOSP's simple glob stops `.*1` at the first `1`: `/items/11` fails on Android, while the
    /// AASA's `*1` (which backtracks) takes it. The example link (`/items/1`) reaches both.
    @Test func theGlobsFirstStopLeavesOutALinkIOSOpens() throws {
        let manifest = try Self.manifest(#"{"type": "pattern", "pattern": "[0-9]{0,2}1"}"#, #"[{"/": "/items/*1"}]"#, #""pathPattern": ["/items/.*1"]"#)
        let found = Self.platformFindings(manifest)
        #expect(found.map(\.code) == [.routeOnlyOnIOS])
        #expect(found.first?.message.hasPrefix("https://shop.example/items/11 opens route 'items' on iOS, but no intent filter bound to the route accepts it on Android (") == true, "\(found)")
        #expect(try Self.opens(manifest, "https://shop.example/items/1") == (true, true))
        #expect(try Self.opens(manifest, "https://shop.example/items/11") == (true, false))
    }

    /// A `pathAdvancedPattern` narrower than the template, a `pathSuffix`, and a `path` literal.
    @Test func eachPathAttributeIsWalked() throws {
        let digitsOnly = try Self.manifest(Self.slug, #"[{"/": "/items/*"}]"#, #""pathAdvancedPattern": ["/items/[0-9]+"]"#)
        #expect(Self.platformFindings(digitsOnly).first?.message.hasPrefix("https://shop.example/items/a opens route 'items' on iOS") == true)
        #expect(try Self.opens(digitsOnly, "https://shop.example/items/a") == (true, false))
        let suffix = try Self.manifest(Self.slug, #"[{"/": "/items/*"}]"#, #""pathSuffix": ["0"]"#)
        #expect(Self.platformFindings(suffix).first?.message.hasPrefix("https://shop.example/items/a opens route 'items' on iOS") == true)
        let literal = try Self.manifest(Self.slug, #"[{"/": "/items/*"}]"#, #""path": ["/items/0"]"#)
        #expect(Self.platformFindings(literal).first?.message.hasPrefix("https://shop.example/items/a opens route 'items' on iOS") == true)
        // (Values are tried shortest first, letters before digits: `a` is the first the filters refuse.)
        #expect(try Self.opens(suffix, "https://shop.example/items/a") == (true, false))
        #expect(try Self.opens(suffix, "https://shop.example/items/10") == (true, true))
    }

    /// Patterns that agree on the whole language: nothing to report, whatever their syntax;
    /// an Android 15 relative filter group that blocks what the AASA file excludes agrees too,
    /// and one that blocks more is found.
    @Test func noFindingWhenBothPlatformsTakeTheWholeLanguage() throws {
        #expect(Self.platformFindings(try Self.manifest(Self.slug, #"[{"/": "/items/*"}]"#, #""pathPrefix": ["/items/"]"#)).isEmpty)
        let excluded = #"[{"/": "/items/admin*", "exclude": true}, {"/": "/items/*"}]"#
        let group = { (blocked: String) in
            #""uriRelativeFilterGroup": [{"allow": false, "pathPrefix": ["/items/\#(blocked)"]}, {"allow": true, "pathPrefix": ["/items/"]}]"#
        }
        #expect(Self.platformFindings(try Self.manifest(Self.slug, excluded, group("admin"))).isEmpty)
        let wider = try Self.manifest(Self.slug, excluded, group("ad"))
        #expect(Self.platformFindings(wider).first?.message.hasPrefix("https://shop.example/items/ad opens route 'items' on iOS") == true,
                "\(Self.platformFindings(wider))")
        #expect(try Self.opens(wider, "https://shop.example/items/ad") == (true, false))
    }

    /// A fragment template beside an Android 15 relative filter group that blocks part of its
    /// fragments: the walk reads the fragment too.
    @Test func aFragmentTheFiltersGroupBlocksIsFound() throws {
        let json = """
            {"name": "shop", "app": {"teamID": "SHOPTEAM01", "bundleID": "com.shop.ios", "androidPackage": "com.shop.android"},
             "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [{"appIDs": ["SHOPTEAM01.com.shop.ios"],
                                    "components": [{"/": "/join"}]}]}}}],
             "routes": [{"name": "items", "templates": ["https://shop.example/join#invite/{code}"], "parameters": {"code": \(Self.slug)}}],
             "android": {"intentFilters": [{"name": "applinks", "autoVerify": true, "routes": ["items"], "scheme": ["https"], "host": ["shop.example"],
                                            "uriRelativeFilterGroup": [{"allow": false, "fragmentPrefix": ["invite/ad"]}, {"allow": true, "path": ["/join"]}]}]}}
            """
        let manifest = try LinkManifest.load(json: Array(json.utf8))
        let found = Self.platformFindings(manifest)
        #expect(found.first?.message.hasPrefix("https://shop.example/join#invite/ad opens route 'items' on iOS, but no intent filter bound to the route accepts it on Android (") == true, "\(found)")
        #expect(try Self.opens(manifest, "https://shop.example/join#invite/0") == (true, true))
        #expect(try Self.opens(manifest, "https://shop.example/join#invite/ad") == (true, false))
    }
}
