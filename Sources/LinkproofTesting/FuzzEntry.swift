import LinkproofCore
import LinkproofFuzzTargets
import LinkproofGen

extension FuzzTarget {
    /// A libFuzzer target over an app's own handler: the bytes, read as the catalogue's
    /// choices, pick a class that applies to the app and a case of it, and the handler must
    /// give the answer the class's property demands or, judged by its consequence
    /// (`ConsequenceOracle`), an answer that is only a note: a security or correctness finding
    /// is a violation named by its class and kind (`host-allowlist-bypass [security]`), so the
    /// fuzz summary groups findings by kind. A link iOS would not hand to the app (a
    /// universal link its AASA file excludes or does not match) is not handed over, as in
    /// `assertSurvives`. Put it in the package's own fuzz
    /// executable (`swift package … linkproof fuzz --handler NAME` builds and runs it; `Scripts/fuzz-package` from a checkout):
    ///
    /// ```swift
    /// let target = FuzzTarget.catalogue(named: "shop-links", MyShopHandler(), catalogue)
    /// @_cdecl("LLVMFuzzerTestOneInput")
    /// public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt { target.fuzz(data, count) }
    /// ```
    public static func catalogue(named name: String, _ handler: some LinkHandler, _ catalogue: LinkCatalogue) -> FuzzTarget {
        let decider = HandlerDecider(handler: handler)
        let oracle = ConsequenceOracle(manifest: catalogue.manifest)
        let universalLinks = UniversalLinkDelivery(manifest: catalogue.manifest)
        return FuzzTarget(name, "the adversarial catalogue aimed at \(catalogue.manifest.name): every class's property holds for the handler") { data throws(FuzzViolation) in
            var source = ChoiceSource(bytes: data)
            guard let (adversarialClass, sample) = catalogue.anyCase(from: &source),
                  universalLinks.delivery(of: sample.input, context: .direct) == .delivered,
                  !sample.expectation.isSatisfied(by: decider, for: sample.input) else { return }
            let finding = oracle.judge(decider.decide(sample.input, context: .direct), for: sample.input,
                                       plainLinksMustOpen: adversarialClass.name == .baseline)
            guard finding.kind.fails(strict: false) else { return }
            throw FuzzViolation("\(adversarialClass.name.rawValue) [\(finding.kind.rawValue)]: \(adversarialClass.property)",
                                "\(OutputEscaping.quoted(sample.input)): \(finding.consequence): the handler \(finding.did); the link means \(finding.means)")
        }
    }
}
