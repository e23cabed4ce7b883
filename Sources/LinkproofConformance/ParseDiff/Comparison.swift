import LinkproofCore

/// One outcome compared with another: a profile's recorded outcome with the one it gives now.
public struct Comparison: Sendable {
    /// Which comparison: `linkproof`, `document`, or `decision`.
    public var label: String
    /// nil: nothing recorded (or absent from the first stream).
    package var before: JSONValue?
    /// nil: the outcome is gone (absent from the second stream).
    package var after: JSONValue?

    /// What changed from `before` to `after`.
    public let diff: ParseDiff

    package init(label: String, before: JSONValue?, after: JSONValue?) {
        self.label = label
        self.before = before
        self.after = after
        switch (before, after) {
        case let (before?, after?): diff = ParseDiff(before, after)
        case (nil, _): diff = ParseDiff(changes: [])
        case (_?, nil): diff = ParseDiff(changes: [Change(kind: .valueChanged, path: "$", before: before, after: nil)])
        }
    }

    public var status: EntryStatus {
        if before == nil && after != nil { return .unrecorded }
        return diff.isEmpty ? .passed : .differing
    }
}
