import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofTesting
import Testing

/// A team's handler checked against Android deliveries (document 002's app, whose manifest
/// has an `android` section): the catalogue on the `android` arrival and the Android golden
/// cases hand the handler the intent's data URI, told how it arrived.
@Suite struct AndroidHandlerTests {
    static let manifest = try! LinkManifest.load(contentsOf: GoldenCheck.builtInDirectory + "/apps/firebase-example.json")
    static let android = AndroidLinkDecider(manifest: manifest)!
    static let quiet = RunnerSettings(cases: 150, counterexampleDirectory: nil, regressionDirectory: nil)

    /// Linkproof's Android decision of what the handler receives: the data URI and its arrival.
    struct AndroidParser: LinkDecider {
        func decide(_ data: String, context: LinkContext) -> Decision {
            guard let arrival = context.androidDelivery else { return .reject(Rejection(handler: .ignored, "not an Android delivery")) }
            return AndroidHandlerTests.android.decide(data: data, delivery: arrival, context: context).outcome
        }
    }

    /// The iOS parser on the data URI: deaf to how the link reached the Android app.
    static let deaf = DeepLinkParser(manifest: manifest)

    @Test func theAndroidArrivalAppliesToAManifestWithAnAndroidSide() {
        #expect(Arrival.all(for: Self.manifest).contains(.android))
        #expect(!Arrival.all(for: Raycipe.manifest).contains(.android))
    }

    @Test func linkproofsAndroidDecisionSurvivesEveryClassOnAndroid() throws {
        let catalogue = try LinkCatalogue(Self.manifest)
        let findings = catalogue.findings(against: AndroidParser(), with: Self.quiet, arrival: .android, isolated: false)
        #expect(findings.isEmpty, "\(findings.map { "\($0.name.rawValue): \($0.counterexample.value.input) expected \($0.counterexample.value.expected)" })")
    }

    @Test func aHandlerDeafToTheArrivalOpensAnInvitationAnyAppCouldSend() throws {
        let catalogue = try LinkCatalogue(Self.manifest)
        // On iOS the parser is right; on Android www.example.com is not a verified App Link.
        #expect(catalogue.findings(against: Self.deaf, with: Self.quiet, isolated: false).isEmpty)
        let findings = catalogue.findings(against: Self.deaf, with: Self.quiet, arrival: .android, isolated: false)
        // The counterexample shows the demand on Android (the Android rules refuse it: nothing opens), not the direct one.
        #expect(findings.contains { $0.counterexample.value.input.contains("www.example.com/invitation") && $0.counterexample.value.expectation == .neverOpens },
                "\(findings.map { "\($0.name.rawValue): \($0.counterexample.value.input)" })")
    }

    @Test func theAndroidGoldensHandTheDataURIWithItsArrival() throws {
        let goldens = try GoldenCheck(directory: GoldenCheck.builtInDirectory)
        let passing = try goldens.run(AndroidParser(), manifest: "firebase-example", platform: .android)
        #expect(passing.failing.isEmpty, "\(passing.text)")
        // android-no-filter, -other-package, the upper-case scheme and the Android 12 web link are not handed over.
        #expect(passing.notDelivered == 4 && passing.report.entries.count == 8, "\(passing.text)")
        let deaf = try goldens.run(Self.deaf, manifest: "firebase-example", platform: .android)
        #expect(deaf.failing.map(\.id).sorted() == ["android-intent-uri-invitation", "android-intent-uri-invitation-service", "android-invitation-unverified-https"],
                "\(deaf.text)")
        // The iOS run is unchanged: no Android case in it.
        #expect(try goldens.run(Self.deaf, manifest: "firebase-example").report.entries.allSatisfy { !$0.id.hasPrefix("android-") })
    }
}
