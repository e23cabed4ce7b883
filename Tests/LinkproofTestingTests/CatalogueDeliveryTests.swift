import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofTesting
import Testing

/// The catalogue delivers its links as the platform does, with the golden check's rule: a
/// universal link the app's AASA file excludes (or does not give the app) never reaches the
/// handler on a direct open, nor on Android a link no intent filter accepts. Such a case is
/// held back and counted, never reported as the handler's fault.
@Suite struct CatalogueDeliveryTests {
    /// A library app (the journey's Lantern, reduced): loans open by universal link only, and
    /// the AASA file keeps `/loan/0…` on the web; on Android only `/loan/` has a filter.
    static let manifest = try! LinkManifest.load(json: Array(#"""
        {"name": "lantern", "app": {"teamID": "LANTERN123", "bundleID": "org.example.lantern"},
         "associatedDomains": [{"domain": "lantern.example.org", "aasa": {"applinks": {"details": [{"appIDs": ["LANTERN123.org.example.lantern"],
           "components": [{"/": "/loan/0*", "exclude": true}, {"/": "/loan/*"}, {"/": "/account"}]}]}}}],
         "routes": [{"name": "loan", "templates": ["https://lantern.example.org/loan/{id}"],
                     "parameters": {"id": {"type": "integer", "minimum": 1, "maximum": 9999}}},
                    {"name": "account", "templates": ["https://lantern.example.org/account"]}],
         "android": {"package": "org.example.lantern",
                     "sha256CertFingerprints": ["3B:12:9C:0A:55:E1:47:8D:A0:11:62:F4:9E:C7:2B:80:5D:6A:19:E3:C4:70:8B:AF:21:5C:93:0E:7D:48:B6:F2"],
                     "intentFilters": [{"name": ".LinkActivity", "autoVerify": true, "routes": ["loan"], "scheme": ["https"],
                                        "host": ["lantern.example.org"], "pathPrefix": ["/loan/"]}]}}
        """#.utf8), directory: ".")
    static let parser = DeepLinkParser(manifest: manifest)
    static let quiet = RunnerSettings(cases: 150, counterexampleDirectory: nil, regressionDirectory: nil)

    /// Linkproof's decision of the link as given, except that any path under `/loan/0` opens
    /// that loan: wrong only on links iOS never hands to the app.
    struct OpensExcludedLoans: LinkHandler {
        func handle(_ link: IncomingLink) -> HandlerOutcome {
            if let components = URLComponents(string: link.text), components.host == "lantern.example.org", components.path.hasPrefix("/loan/0") {
                return .open("loan", ["id": String(components.path.dropFirst(6))])
            }
            return HandlerOutcome(CatalogueDeliveryTests.parser.decide(link.text, context: link.context))
        }
    }
    static let opensExcludedLoans = OpensExcludedLoans()

    @Test func aUniversalLinkTheAASAExcludesIsNotHandedOverByTheCatalogue() throws {
        let catalogue = try LinkCatalogue(Self.manifest)
        #expect(Self.parser.decide("https://lantern.example.org/loan/0").rejection?.reason == .aasaExcluded)
        let result = try #require(catalogue.check(.idFormat, against: Self.opensExcludedLoans, with: Self.quiet))
        guard case .passed(let summary) = result else {
            Issue.record("id-format reported a link iOS never delivers: \(result.report)")
            return
        }
        #expect(summary.passed == 150 && summary.discarded > 0, "the held-back cases are counted: \(result.report)")
        let findings = catalogue.findings(against: Self.opensExcludedLoans, with: Self.quiet, isolated: false)
        #expect(findings.isEmpty, "\(findings.map { "\($0.name.rawValue): \($0.counterexample.value.input)" })")
    }

    @Test func aLinkNoIntentFilterAcceptsIsNotHandedOverOnAndroid() throws {
        let catalogue = try LinkCatalogue(Self.manifest)
        let result = try #require(catalogue.check(.baseline, against: Self.parser, with: Self.quiet, arrival: .android))
        guard case .passed(let summary) = result else {
            Issue.record(Comment(rawValue: result.report))
            return
        }
        // The account links: no filter of the app accepts /account, Android does not start it.
        #expect(summary.discarded > 0, "\(result.report)")
    }

    @Test func aClassNoneOfWhoseLinksReachTheAppOnAndroidIsNoFailure() throws {
        let catalogue = try LinkCatalogue(Self.manifest)
        // No intent filter accepts `javascript:` and the like: Android never starts the app with them.
        let result = try #require(catalogue.check(.dangerousScheme, against: Self.parser, with: Self.quiet, arrival: .android))
        guard case .gaveUp(let summary) = result else {
            Issue.record("expected every case held back: \(result.report)")
            return
        }
        #expect(summary.passed == 0)
        assertSurvives(Self.parser, catalogue, classes: [.dangerousScheme], arrivals: [.android], cases: 150)
    }

    @Test func theFuzzEntryDoesNotHandOverWhatIOSNeverDelivers() throws {
        let target = FuzzTarget.catalogue(named: "lantern-links", Self.opensExcludedLoans, try LinkCatalogue(Self.manifest))
        var random = SplitMix64(seed: 27)
        var violations: [String] = []
        for _ in 0..<20_000 {
            let bytes = (0..<24).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            do { _ = try target.check(bytes) } catch { violations.append("\(error)") }
        }
        #expect(violations.isEmpty, "\(violations.prefix(3))")
    }
}
