import LinkproofCore
import LinkproofGen

extension FuzzTarget {
    /// `adversarial`: the bytes, read as LinkproofGen choices, pick one of the catalogue's
    /// classes that applies to the app (Android's too when it has an Android side) and a case
    /// of that class; the app's strict router of the class's platform must give the answer the
    /// class's property demands.
    public static let adversarial = FuzzTarget("adversarial", "LinkproofGen's adversarial catalogue aimed at the app: every class's property holds for the strict router",
                                                maxLength: 1 + AdversarialTarget.maxChoiceBytes, checksLeaks: false) { app, data throws(FuzzViolation) in
        guard let cases = app.adversarialCases else { return nil }
        var source = ChoiceSource(bytes: data)
        let (adversarialClass, sample) = cases.generate(from: &source)
        guard !source.isRejected else { return nil }
        let router = app.decider(for: adversarialClass.platform)
        let decision = router.decide(sample.input, context: .direct)
        try FuzzViolation.require(sample.expectation.isSatisfied(by: router, for: sample.input),
                                  "\(adversarialClass.name.rawValue): \(adversarialClass.property)",
                                  "\(OutputEscaping.quoted(sample.input)) for \(app.name): \(decision), expected \(sample.expected)")
        return decision
    }
}

enum AdversarialTarget {
    /// The most choice bytes mutated after the app byte: the catalogue's cases read a few dozen
    /// (the longest seed holds 47), so the rest of a longer input goes unread.
    static let maxChoiceBytes = 1_023
}
