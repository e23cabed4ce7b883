import LinkproofCore

/// How the tool writes a golden file back: the file's members in their order, one case an
/// element, one field a line, every field's value on that line.
enum GoldenFileText {
    static func text(_ json: JSONValue) -> String {
        json.prettyText(depth: 3) + "\n"
    }

    /// `json` (a golden file) with each accepted case's recorded outcomes replaced by its
    /// pending ones (a `null` outcome removes the field), in one pass over the file's cases;
    /// entries for cases the file does not have change nothing.
    static func accepting(_ entries: [PendingEntry], in json: JSONValue) -> JSONValue {
        guard case .array(var cases)? = json["cases"] else { return json }
        var indexByID: [String: Int] = [:]
        for (index, golden) in cases.enumerated() {
            if let id = golden["id"]?.stringValue, indexByID[id] == nil { indexByID[id] = index }
        }
        for entry in entries {
            guard let index = indexByID[entry.id] else { continue }
            for profile in Profile.allCases {
                guard let outcome = entry.outcome(profile) else { continue }
                cases[index] = cases[index].setting(profile.field, to: outcome == .null ? nil : outcome)
            }
        }
        return json.setting("cases", to: .array(cases))
    }
}
