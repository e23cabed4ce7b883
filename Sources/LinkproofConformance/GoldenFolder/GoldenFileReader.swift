import Foundation
import LinkproofCore

/// Reads one golden file into its cases, checking every field the README names.
struct GoldenFileReader {
    let source: SourceText
    /// The scenario IDs `scenarios.json` lists.
    let scenarioIDs: Set<String>

    /// The fields a case may have; any other is a typo.
    static let fields: Set<String> = ["id", "scenarios", "kind", "platform", "manifest", "carrier", "input", "inputBase64", "setup", "note", "evidence", "expect", "document", "compatible"]

    func read() throws(GoldenError) -> GoldenFile {
        let root = try source.json()
        guard case .object = root else { throw error(.invalidField, "$", "a golden file is an object with document, title and cases") }
        let document = try string(root, "document", at: "$")
        let title = try string(root, "title", at: "$")
        guard let casesValue = root["cases"] else { throw error(.missingField, "$", "missing field 'cases' (an array)") }
        guard case .array(let elements) = casesValue else { throw error(.invalidField, "$.cases", "wrong type: expected an array, found \(casesValue.kind)") }
        var cases: [GoldenCase] = []
        var occurrences: [String: Int] = [:]
        let positions = source.idPositions()
        for (index, element) in elements.enumerated() {
            let path = "$.cases[\(index)]"
            var golden: GoldenCase
            do {
                golden = try goldenCase(element, at: path, document: document)
            } catch {
                throw located(error, element, occurrences, positions)
            }
            let occurrence = occurrences[golden.id, default: 0]
            occurrences[golden.id] = occurrence + 1
            if let position = positions.position(ofID: golden.id, occurrence: occurrence) {
                golden.location.line = position.line
                golden.location.column = position.column
            }
            cases.append(golden)
        }
        return GoldenFile(path: source.file, document: document, title: title, cases: cases, json: root)
    }

    /// The error with the line and column of its case's `id`, when the case has one.
    private func located(_ error: GoldenError, _ element: JSONValue, _ occurrences: [String: Int], _ positions: IDPositions) -> GoldenError {
        guard let id = element["id"]?.stringValue, let position = positions.position(ofID: id, occurrence: occurrences[id, default: 0]) else {
            return error
        }
        var located = error
        located.line = position.line
        located.column = position.column
        return located
    }

    private func goldenCase(_ value: JSONValue, at path: String, document: String) throws(GoldenError) -> GoldenCase {
        guard case .object(let members) = value else { throw error(.invalidField, path, "a case is an object") }
        if value["arrival"] != nil {
            throw error(.invalidField, path + ".arrival", "'arrival' is now 'carrier' (what carried the link: \(GoldenCarrier.names)); an arrival is how the link reached the app, setup.via")
        }
        if let unknown = members.first(where: { !Self.fields.contains($0.key) }) {
            throw error(.invalidField, path + "." + unknown.key, "unknown field '\(unknown.key)' (\(Self.fields.sorted().joined(separator: ", ")))")
        }
        let id = try string(value, "id", at: path)
        guard !id.isEmpty, id.utf8.allSatisfy({ ASCIIClass.isIDByte($0) }) else {
            throw error(.invalidField, path + ".id", "the id '\(TerminalText.escaped(id))' is not [a-z0-9-]+")
        }
        let scenarios = try stringArray(value, "scenarios", at: path)
        guard !scenarios.isEmpty else { throw error(.invalidField, path + ".scenarios", "name at least one scenario") }
        for scenario in scenarios where !scenarioIDs.contains(scenario) {
            throw GoldenError(.unknownScenario, file: source.file, path: path + ".scenarios", "scenario '\(scenario)' is not in scenarios.json")
        }
        let kindName = try string(value, "kind", at: path)
        guard let kind = GoldenKind(rawValue: kindName) else {
            throw error(.invalidField, path + ".kind", "unknown kind '\(kindName)' (\(GoldenKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var platform = GoldenPlatform.ios
        if value["platform"] != nil {
            let name = try string(value, "platform", at: path)
            guard let named = GoldenPlatform(rawValue: name) else {
                throw error(.invalidField, path + ".platform", "unknown platform '\(name)' (\(GoldenPlatform.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard named == .ios || GoldenPlatform.androidKinds.contains(kind) else {
                throw error(.invalidField, path + ".platform",
                            "the \(kind.rawValue) kind is decided on iOS only (android: \(GoldenPlatform.androidKinds.map(\.rawValue).joined(separator: ", ")))")
            }
            platform = named
        }
        let carrierName = kind.needsCarrier || value["carrier"] != nil ? try string(value, "carrier", at: path) : nil
        let carrier = try carrierName.map { (name) throws(GoldenError) in
            guard let carrier = GoldenCarrier(rawValue: name) else {
                throw error(.invalidField, path + ".carrier", "unknown carrier '\(name)' (\(GoldenCarrier.names))")
            }
            return carrier
        }
        let setup = value["setup"] ?? .object([])
        guard case .object = setup else { throw error(.invalidField, path + ".setup", "setup is an object") }
        for field in RetiredReason.outcomeFields {
            if let retired = RetiredReason.error(in: value[field], at: path + "." + field, file: source.file, id: id) { throw retired }
        }
        return GoldenCase(
            id: id, scenarios: scenarios, kind: kind, platform: platform,
            manifest: kind.needsManifest || value["manifest"] != nil ? try string(value, "manifest", at: path) : nil, carrier: carrier,
            input: try input(value, kind: kind, at: path), setup: setup, note: try string(value, "note", at: path),
            evidence: try value["evidence"].map { (evidence) throws(GoldenError) in try self.evidence(evidence, at: path + ".evidence") },
            expect: value["expect"], document: value["document"], compatible: value["compatible"], documentID: document,
            location: GoldenLocation(file: source.file, path: path))
    }

    private func input(_ value: JSONValue, kind: GoldenKind, at path: String) throws(GoldenError) -> GoldenInput {
        switch (value["input"], value["inputBase64"]) {
        case (.string(let text)?, nil):
            return .text(text)
        case (nil, .string(let encoded)?):
            guard let data = Data(base64Encoded: encoded) else { throw error(.invalidField, path + ".inputBase64", "not Base64") }
            return .bytes([UInt8](data))
        case (.object(let members)?, nil) where kind == .build:
            return .object(.object(members))
        case (nil, nil) where kind == .aasaValidate || kind == .aasaHosting:
            return .none
        case (nil, nil):
            throw error(.missingField, path, "missing field 'input' (or 'inputBase64')")
        default:
            let expected = kind == .build ? "an object (link, domainURIPrefix, parameters)" : "a string"
            throw error(.invalidField, path + ".input", "give one of input (\(expected)) or inputBase64")
        }
    }

    /// `{"kind": …}` and the members that kind takes (`GoldenEvidence.members(of:)`), each a non-empty string.
    private func evidence(_ value: JSONValue, at path: String) throws(GoldenError) -> GoldenEvidence {
        guard case .object(let members) = value else { throw error(.invalidField, path, "evidence is an object with a kind") }
        let kindName = try string(value, "kind", at: path)
        guard let kind = GoldenEvidence.Kind(rawValue: kindName) else {
            throw error(.invalidField, path + ".kind", "unknown evidence kind '\(kindName)' (\(GoldenEvidence.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let (required, optional) = GoldenEvidence.members(of: kind)
        if let unknown = members.first(where: { $0.key != "kind" && !required.contains($0.key) && !optional.contains($0.key) }) {
            throw error(.invalidField, path + "." + unknown.key, "\(kind.rawValue) evidence takes \((required + optional).joined(separator: ", ")), not '\(unknown.key)'")
        }
        /// A member the kind takes: a string that is not blank.
        func member(_ key: String) throws(GoldenError) -> String {
            let text = try string(value, key, at: path)
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw error(.invalidField, path + "." + key, "'\(key)' is empty") }
            return text
        }
        func optionalMember(_ key: String) throws(GoldenError) -> String? { value[key] == nil ? nil : try member(key) }
        switch kind {
        case .document:
            let id = try member("document")
            guard id.utf8.count == 3, id.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                throw error(.invalidField, path + ".document", "a document ID is three digits, as in \"002\"")
            }
            return .document(id: id, quote: try member("quote"))
        case .sdk: return .sdk(file: try member("file"), function: try member("function"), quote: try optionalMember("quote"))
        case .platform: return .platform(source: try member("source"), quote: try optionalMember("quote"))
        case .decided: return .decided(reason: try member("reason"))
        }
    }

    private func string(_ object: JSONValue, _ key: String, at path: String) throws(GoldenError) -> String {
        guard let value = object[key] else { throw error(.missingField, path, "missing field '\(key)'") }
        guard case .string(let text) = value else { throw error(.invalidField, path + "." + key, "expected a string, found \(value.kind)") }
        return text
    }

    private func stringArray(_ object: JSONValue, _ key: String, at path: String) throws(GoldenError) -> [String] {
        guard let value = object[key] else { throw error(.missingField, path, "missing field '\(key)'") }
        guard case .array(let elements) = value else { throw error(.invalidField, path + "." + key, "expected an array, found \(value.kind)") }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw error(.invalidField, path + "." + key, "expected strings, found \(element.kind)") }
            strings.append(text)
        }
        return strings
    }

    private func error(_ code: GoldenError.Code, _ path: String, _ message: String) -> GoldenError {
        GoldenError(code, file: source.file, path: path, message)
    }
}

/// Byte classes of golden IDs.
enum ASCIIClass {
    /// `[a-z0-9-]`.
    static func isIDByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}
