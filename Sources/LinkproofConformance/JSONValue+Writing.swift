import Foundation
import LinkproofCore

extension JSONValue {
    /// The value as one line of JSON, members in their stored order: `{"decision": "route", "route": "recipe"}`.
    public var compactText: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// The value written over several lines, two spaces an indent level, to `depth` levels;
    /// anything deeper stays on one line (so a golden case reads one field a line).
    public func prettyText(depth: Int = .max, indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .array(let elements) where depth > 0 && !elements.isEmpty:
            let lines = elements.map { inner + $0.prettyText(depth: depth - 1, indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members) where depth > 0 && !members.isEmpty:
            let lines = members.map { inner + JSONValue.string($0.key).compactText + ": " + $0.value.prettyText(depth: depth - 1, indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        default:
            return compactText
        }
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value):
            if value.rounded() == value, abs(value) < 9e15 { output += String(Int(value)) } else { output += String(value) }
        case .string(let text): output += OutputEscaping.jsonString(text)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                output += OutputEscaping.jsonString(member.key)
                output += ": "
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

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

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
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
