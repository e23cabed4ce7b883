/// The thing under test, wherever a link is judged: it takes a link exactly as written and how
/// it arrived, and returns a decision. Linkproof's parser is one; so are the documents' own
/// handlers ported (`ReferenceHandler`), the weakened variants the catalogue's proofs use, and
/// a team's handler (`LinkHandler` in LinkproofTesting, which writes what the app did and gets
/// this requirement from it). The catalogue, the golden check and the fuzz targets all judge
/// deciders, so the same check runs against each of them.
public protocol LinkDecider: Sendable {
    /// The decision for `input`, exactly as written, arriving as `context` says.
    func decide(_ input: String, context: LinkContext) -> Decision
}
