/// Whose code decides: Linkproof's parser, the document's own handler, or Linkproof's parser
/// with every compatibility option of the manifest on (`firebaseCompatibility` and
/// `platformCompatibility`: the Firebase SDK's and Apple's reading, as a team that needs it
/// turns them on).
public enum Profile: String, Sendable, CaseIterable {
    case linkproof
    case document
    case compatible

    /// The golden field that records the profile's outcome.
    public var field: String {
        switch self {
        case .linkproof: "expect"
        case .document: "document"
        case .compatible: "compatible"
        }
    }
}
