/// The names reports count golden cases by: each evidence kind, and `none` for a case that
/// names no evidence.
public enum EvidenceName {
    public static let none = "none"
    public static let all = GoldenEvidence.Kind.allCases.map(\.rawValue) + [none]
}
