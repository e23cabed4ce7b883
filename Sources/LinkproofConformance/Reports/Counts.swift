/// How many entries passed, differ, or are unrecorded.
public struct Counts: Sendable, Equatable, Codable {
    public var passed = 0
    public var differing = 0
    public var unrecorded = 0

    public var total: Int { passed + differing + unrecorded }

    init(_ entries: [ReportEntry]) {
        for entry in entries {
            switch entry.status {
            case .passed: passed += 1
            case .differing: differing += 1
            case .unrecorded: unrecorded += 1
            }
        }
    }
}
