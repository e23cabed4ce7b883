import LinkproofCore

extension JSONValue {
    /// The members of an object (empty for any other value).
    var members: [(key: String, value: JSONValue)] {
        if case .object(let members) = self { return members }
        return []
    }

    /// This object with `key` set to `value` (replacing it in place, or appended); `nil` removes it.
    func setting(_ key: String, to value: JSONValue?) -> JSONValue {
        var members = members.filter { $0.key != key || value != nil }
        if let value {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                members.append((key, value))
            }
        }
        return .object(members)
    }
}
