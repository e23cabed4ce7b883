import LinkproofCore

/// How the tool writes a golden file back: the file's members in their order, one case an
/// element, one field a line, every field's value on that line.
enum GoldenFileText {
    static func text(_ json: JSONValue) -> String {
        json.prettyText(depth: 3) + "\n"
    }

    /// `json` (a golden file) with the case `id`'s recorded outcomes replaced by the pending
    /// ones (a `null` outcome removes the field); nil when the file has no such case.
    static func accepting(_ entry: PendingEntry, in json: JSONValue) -> JSONValue? {
        guard case .array(var cases)? = json["cases"],
              let index = cases.firstIndex(where: { $0["id"]?.stringValue == entry.id }) else { return nil }
        for (key, outcome) in [("expect", entry.expect), ("document", entry.document)] {
            guard let outcome else { continue }
            cases[index] = cases[index].setting(key, to: outcome == .null ? nil : outcome)
        }
        return json.setting("cases", to: .array(cases))
    }
}
