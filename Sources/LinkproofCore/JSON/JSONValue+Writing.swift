extension JSONValue {
    /// The value as one line of JSON, members in their stored order: `{"decision": "route", "route": "recipe"}`.
    public var compactText: String {
        JSONWriter.text(layout: .readable(lineDepth: 0)) { $0.value(self) }
    }

    /// The value written over several lines, two spaces an indent level, to `depth` levels;
    /// anything deeper stays on one line (so a golden case reads one field a line).
    public func prettyText(depth: Int = .max) -> String {
        JSONWriter.text(layout: .readable(lineDepth: depth)) { $0.value(self) }
    }
}

extension JSONWriter {
    /// Writes `value`, an object's members in their stored order.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members {
                key(escaping: member.key)
                self.value(member.value)
            }
            endObject()
        }
    }
}
