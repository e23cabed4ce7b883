import Foundation
import LinkproofCore

extension JSONValue {
    /// Any `Encodable` value (a `Decision`, a diagnostic) as a JSON value with sorted keys.
    public init(encoding value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let parsed = try? JSONReader.read([UInt8](data)) else {
            self = .null
            return
        }
        self = parsed
    }

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
