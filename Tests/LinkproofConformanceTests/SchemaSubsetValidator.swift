import LinkproofConformance
import LinkproofCore

/// A validator for the subset of JSON Schema (2020-12) that `Schemas/` uses, so that the
/// tests need no package from outside: `type`, `properties`, `required`,
/// `additionalProperties`, `items`, `minItems`, `maxItems`, `enum`, `const`, `minimum`,
/// `maximum`, `oneOf` and `$ref` to `#/$defs/…`. A schema that uses any other keyword is
/// refused, so a schema can never lean on a keyword this validator would silently skip.
struct SchemaSubsetValidator {
    let root: JSONValue

    /// Keywords that only describe (never constrain).
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    static let keywords: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
                                        "enum", "const", "minimum", "maximum", "oneOf", "$ref"]

    /// Every problem of `value` against the root schema, each with its JSON path; or a
    /// keyword the validator does not know.
    func problems(_ value: JSONValue) -> [String] {
        problems(value, root, "$")
    }

    private func problems(_ value: JSONValue, _ schema: JSONValue, _ path: String) -> [String] {
        guard case .object(let members) = schema else { return ["\(path): the schema is not an object"] }
        var found: [String] = []
        for (keyword, rule) in members where !Self.annotations.contains(keyword) {
            switch keyword {
            case "$ref":
                guard case .string(let reference) = rule, reference.hasPrefix("#/$defs/"),
                      let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))] else { return ["\(path): unresolved $ref \(rule)"] }
                found += problems(value, target, path)
            case "type":
                let names: [String] = if case .array(let list) = rule { list.compactMap(\.stringValue) } else { rule.stringValue.map { [$0] } ?? [] }
                if !names.contains(where: { Self.has(value, type: $0) }) { found.append("\(path): expected \(names.joined(separator: " or ")), found \(value.kind)") }
            case "properties":
                guard case .object(let properties) = rule, case .object(let given) = value else { continue }
                for (key, child) in given { if let property = properties.first(where: { $0.key == key }) { found += problems(child, property.value, path + "." + key) } }
            case "required":
                guard case .array(let names) = rule, case .object = value else { continue }
                for name in names.compactMap(\.stringValue) where value[name] == nil { found.append("\(path): missing '\(name)'") }
            case "additionalProperties":
                guard case .object(let given) = value else { continue }
                var declared = Set<String>()
                if case .object(let properties)? = schema["properties"] { declared = Set(properties.map(\.key)) }
                for (key, child) in given where !declared.contains(key) {
                    if case .bool(false) = rule { found.append("\(path): '\(key)' is not allowed") } else if case .object = rule { found += problems(child, rule, path + "." + key) }
                }
            case "items":
                guard case .array(let elements) = value else { continue }
                for (index, element) in elements.enumerated() { found += problems(element, rule, "\(path)[\(index)]") }
            case "minItems", "maxItems":
                guard case .array(let elements) = value, case .number(let bound) = rule else { continue }
                if keyword == "minItems" ? Double(elements.count) < bound : Double(elements.count) > bound { found.append("\(path): \(elements.count) items, \(keyword) \(Int(bound))") }
            case "enum":
                guard case .array(let allowed) = rule else { continue }
                if !allowed.contains(value) { found.append("\(path): \(value.compactText) is not one of \(rule.compactText)") }
            case "const":
                if value != rule { found.append("\(path): expected \(rule.compactText)") }
            case "minimum", "maximum":
                guard case .number(let number) = value, case .number(let bound) = rule else { continue }
                if keyword == "minimum" ? number < bound : number > bound { found.append("\(path): \(number) is past the \(keyword) \(bound)") }
            case "oneOf":
                guard case .array(let choices) = rule else { continue }
                let matching = choices.filter { problems(value, $0, path).isEmpty }.count
                if matching != 1 { found.append("\(path): matches \(matching) of the oneOf choices, not exactly one") }
            default:
                found.append("\(path): the validator does not know the schema keyword '\(keyword)'")
            }
        }
        return found
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
