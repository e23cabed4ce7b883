import Foundation
import Testing
@testable import LinkproofCore
import LinkproofTestSupport

/// App Links verification from the statement lists a manifest binds (`android.assetLinks`),
/// and the Android releases where links arrive differently (Android Developers, "Verify
/// Android App Links" and "Web links": per-host verification and the browser from Android 12).
@Suite struct AndroidVerificationTests {
    static let release = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let upload = "AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99"
    static let other = "01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF"

    /// A statement list granting handle_all_urls to `package` with `fingerprints`.
    static func grant(_ fingerprints: [String], package: String = "com.shop.android") -> String {
        #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": ""#
            + package + #"", "sha256_cert_fingerprints": ["# + fingerprints.map { "\"\($0)\"" }.joined(separator: ", ") + "]}}]"
    }

    /// The shop app (two autoVerify hosts) with `shop` and `help` as the two hosts' lists,
    /// written beside the manifest in a fresh folder; `fingerprints` are the app's.
    static func decider(shop: String, help: String, fingerprints: [String] = [release], bind: Bool = true) throws -> AndroidLinkDecider {
        let folder = TestScratch.url("linkproof-verify")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(shop.utf8).write(to: folder.appendingPathComponent("shop.json"))
        try Data(help.utf8).write(to: folder.appendingPathComponent("help.json"))
        let manifest = """
        {"name": "shop", "app": {"bundleID": "com.shop.ios", "androidPackage": "com.shop.android"},
         "associatedDomains": [{"domain": "shop.example"}, {"domain": "help.shop.example"}],
         "routes": [
           {"name": "item", "templates": ["https://shop.example/item/{id}"], "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 9}}},
           {"name": "gift", "templates": ["https://shop.example/gift/{code}"], "parameters": {"code": {"type": "characters", "class": "A-Z0-9", "minLength": 8, "maxLength": 8}}, "personal": true},
           {"name": "help", "templates": ["https://help.shop.example/faq"]}
         ],
         "android": {"sha256CertFingerprints": [\(fingerprints.map { "\"\($0)\"" }.joined(separator: ", "))],
           \(bind ? #""assetLinks": {"shop.example": "shop.json", "help.shop.example": "help.json"},"# : "")
           "intentFilters": [
           {"name": "applinks", "autoVerify": true, "routes": ["item", "gift"], "scheme": ["https"], "host": ["shop.example"]},
           {"name": "help", "autoVerify": true, "routes": ["help"], "scheme": ["https"], "host": ["help.shop.example"]}]}}
        """
        let path = folder.appendingPathComponent("shop-manifest.json").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path))
        return try #require(AndroidLinkDecider(manifest: LinkManifest.load(contentsOf: path)))
    }

    @Test func aGrantForThePackageAndCertificateVerifiesAndTheTraceNamesIt() throws {
        let decider = try Self.decider(shop: Self.grant([Self.release]), help: Self.grant([Self.release]))
        let result = decider.decide("https://shop.example/gift/ABCD1234")
        #expect(result.delivery == .verifiedAppLink)
        #expect(result.decision?.routedLink?.route == "gift")
        #expect(result.verification == "shop.example: shop.json grants delegate_permission/common.handle_all_urls to com.shop.android signed with \(Self.release)")
    }

    /// The release certificate missing from the host's list: the link is not a verified App
    /// Link; on Android 12+ the browser opens it, on 11 the dialog offers it and the personal
    /// route refuses it; both name the grant that is missing.
    @Test func aMissingGrantRefusesThePersonalRoute() throws {
        let decider = try Self.decider(shop: Self.grant([Self.other]), help: Self.grant([Self.release]))
        let current = decider.decide("https://shop.example/gift/ABCD1234")
        #expect(current.delivery == .unverifiedHTTPS)
        #expect(current.reason == .androidWebLinkInBrowser)
        #expect(current.detail.contains("com.shop.android is listed with \(Self.other), none of the app's certificates (\(Self.release))"))
        let eleven = decider.decide("https://shop.example/gift/ABCD1234", context: LinkContext(androidVersion: 11))
        #expect(eleven.reason == .androidUnverifiedPersonal)
        #expect(eleven.detail.contains("shop.example: shop.json: com.shop.android is listed with"))
        // A route that is not personal is still routed from the dialog.
        #expect(decider.decide("https://shop.example/item/7", context: LinkContext(androidVersion: 11)).decision?.routedLink?.route == "item")
        let noPackage = try Self.decider(shop: Self.grant([Self.release], package: "com.other.app"), help: "[]")
        #expect(noPackage.decide("https://shop.example/gift/ABCD1234").detail
            .contains("no delegate_permission/common.handle_all_urls statement names com.shop.android"))
    }

    /// A rotated key: the app lists its old and new certificates, the site grants only one.
    @Test func aRotatedCertificateVerifiesWithEitherFingerprint() throws {
        let decider = try Self.decider(shop: Self.grant([Self.upload]), help: Self.grant([Self.release]), fingerprints: [Self.release, Self.upload])
        let result = decider.decide("https://shop.example/gift/ABCD1234")
        #expect(result.delivery == .verifiedAppLink)
        #expect(result.verification?.hasSuffix("signed with \(Self.upload)") == true)
    }

    /// Android 12+ verifies the link's host alone; Android 11 verifies the app for every host
    /// of its autoVerify filters, so one host that fails fails them all.
    @Test func android11NeedsEveryHostAndroid12TheLinksOwn() throws {
        let decider = try Self.decider(shop: Self.grant([Self.release]), help: "[]")
        let twelve = decider.decide("https://shop.example/gift/ABCD1234", context: LinkContext(androidVersion: 12))
        #expect(twelve.delivery == .verifiedAppLink && twelve.decision?.routedLink?.route == "gift")
        let eleven = decider.decide("https://shop.example/gift/ABCD1234", context: LinkContext(androidVersion: 11))
        #expect(eleven.delivery == .unverifiedHTTPS && eleven.reason == .androidUnverifiedPersonal)
        #expect(eleven.verification?.hasPrefix("help.shop.example: help.json: ") == true)
    }

    /// From Android 12 an unverified web link opens the browser unless the user approved the
    /// app for the domain; then it arrives unverified, and a personal route still refuses it.
    @Test func theUsersApprovalLetsAnUnverifiedLinkIn() throws {
        let decider = try Self.decider(shop: "[]", help: "[]")
        #expect(!decider.delivery("https://shop.example/item/7").reachesApp)
        let approved = LinkContext(androidUserApprovedDomain: true)
        #expect(decider.delivery("https://shop.example/item/7", context: approved).reachesApp)
        #expect(decider.decide("https://shop.example/item/7", context: approved).decision?.routedLink?.route == "item")
        #expect(decider.decide("https://shop.example/gift/ABCD1234", context: approved).reason == .androidUnverifiedPersonal)
    }

    /// Without `assetLinks` verification is not checked: an autoVerify filter's link is verified.
    @Test func anUnboundManifestIsTakenAsVerified() throws {
        let decider = try Self.decider(shop: "[]", help: "[]", bind: false)
        let result = decider.decide("https://shop.example/gift/ABCD1234")
        #expect(result.delivery == .verifiedAppLink && result.verification == nil)
    }

    @Test func theBindingIsCheckedWhenTheManifestLoads() throws {
        func issues(_ android: String) -> [String] {
            let json = """
            {"app": {"bundleID": "b", "androidPackage": "com.shop.android"}, "routes": [{"name": "r", "templates": ["https://shop.example/r"]}],
             "android": {\(android), "intentFilters": [{"autoVerify": true, "routes": ["r"], "scheme": ["https"], "host": ["shop.example", "*.cdn.example"]}]}}
            """
            do {
                _ = try LinkManifest.load(json: Array(json.utf8))
                return []
            } catch {
                guard case .invalid(let found) = error else { return ["\(error)"] }
                return found.map { "\($0.path): \($0.message)" }
            }
        }
        let fingerprint = #""sha256CertFingerprints": [""# + Self.release + #""]"#
        #expect(issues(fingerprint + #", "assetLinks": {"elsewhere.example": "a.json"}"#).contains {
            $0.hasPrefix("$.android.assetLinks[\"elsewhere.example\"]: 'elsewhere.example' is not a host an autoVerify filter asks to verify (shop.example, cdn.example)")
        })
        #expect(issues(fingerprint + #", "assetLinks": {"shop.example": "missing.json"}"#).contains {
            $0.hasPrefix("$.android.assetLinks: no statement list for 'cdn.example'")
        })
        #expect(issues(fingerprint + #", "assetLinks": {"shop.example": "/etc/passwd"}"#).contains { $0.contains("is an absolute path") })
        #expect(issues(#""assetLinks": {}"#).contains { $0.contains("sha256CertFingerprints is empty") })
    }
}
