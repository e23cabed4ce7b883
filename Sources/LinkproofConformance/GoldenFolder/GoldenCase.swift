import LinkproofCore

/// One golden case as a golden file writes it (`Tests/Golden/README.md`, "A golden file").
public struct GoldenCase: Sendable {
    /// Unique in the whole suite, `[a-z0-9-]+`.
    public var id: String
    /// The scenario IDs it covers (`scenarios.json`).
    public var scenarios: [String]
    public var kind: GoldenKind
    /// The platform the link is decided on: iOS unless the case says `android`.
    public var platform: GoldenPlatform = .ios
    /// A file name in `apps/` without `.json`; nil for the AASA kinds, which need none.
    public var manifest: String?
    /// What carried the link to the app, which sets the arrival it is decided under; nil for
    /// the kinds where no link arrives.
    public var carrier: GoldenCarrier?
    package var input: GoldenInput
    /// The kind-specific setup; an empty object when absent.
    package var setup: JSONValue
    /// The document and the sentence the case checks.
    public var note: String
    /// What the expectation rests on; nil where the case does not say.
    public var evidence: GoldenEvidence?
    /// The recorded outcome under the `linkproof` profile, nil until recorded.
    package var expect: JSONValue?
    /// The recorded outcome under the `document` profile, nil until recorded (or when there is none).
    package var document: JSONValue?
    /// The recorded outcome under the `compatible` profile, nil until recorded (or when there is none).
    package var compatible: JSONValue?
    /// The document the case's file belongs to (`"000"`).
    public var documentID: String
    /// Where the case is written.
    public var location: GoldenLocation

    /// The recorded outcome of a profile.
    package func recorded(_ profile: Profile) -> JSONValue? {
        switch profile {
        case .linkproof: expect
        case .document: document
        case .compatible: compatible
        }
    }
}
