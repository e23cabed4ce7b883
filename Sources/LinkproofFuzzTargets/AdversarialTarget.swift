import LinkproofCore
import LinkproofGen

extension FuzzTarget {
    /// `adversarial`: the bytes, read as LinkproofGen choices, pick a golden app, one of the
    /// catalogue's 32 classes that applies to it, and a case of that class; the app's strict
    /// router must give the answer the class's property demands.
    public static let adversarial = FuzzTarget("adversarial", "LinkproofGen's adversarial catalogue aimed at each golden app: every class's property holds for the strict router") { data throws(FuzzViolation) in
        guard !AdversarialTarget.apps.isEmpty else { return }
        var source = ChoiceSource(bytes: data)
        let app = AdversarialTarget.apps[Int(source.draw(atMost: UInt64(AdversarialTarget.apps.count - 1)))]
        let (adversarialClass, sample) = app.cases.generate(from: &source)
        guard !source.isRejected else { return }
        try FuzzViolation.require(sample.expectation.isSatisfied(by: app.router, for: sample.input),
                                  "\(adversarialClass.name.rawValue): \(adversarialClass.property)",
                                  "\(String(reflecting: sample.input)) for \(app.router.parser.manifest.name): \(app.router.decide(sample.input)), expected \(sample.expected)")
    }
}

/// The golden apps the `adversarial` target aims the catalogue at, each with its router.
enum AdversarialTarget {
    struct App: Sendable {
        let router: StrictRouter
        let cases: Gen<(AdversarialClass, AdversarialCase)>
    }

    static let apps: [App] = GoldenManifests.parsers.compactMap { parser in
        guard let target = CatalogueTarget(parser.manifest), let cases = AdversarialCatalogue.anyCase(for: target) else { return nil }
        // The golden parser itself, built once per process (its buffers are what Fuzzers/lsan.supp names).
        return App(router: StrictRouter(parser: parser), cases: cases)
    }
}
