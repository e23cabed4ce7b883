import Foundation
@testable import LinkproofConformance
import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 29, item 4: the JSON Schemas of `Schemas/` stay in step with the loaders, every
/// manifest and golden file of the repository validates against them, and `init` names them.
@Suite struct JSONSchemaTests {
    static let repository = GoldenFolder.tests.deletingLastPathComponent()

    private func schema(_ name: String) throws -> JSONValue {
        try JSONReader.read(Array(Data(contentsOf: Self.repository.appendingPathComponent("Schemas/\(name)"))))
    }

    private func json(_ path: URL) throws -> JSONValue { try JSONReader.read(Array(Data(contentsOf: path))) }

    private func files(_ folder: String, suffix: String = ".json") throws -> [URL] {
        let url = Self.repository.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(suffix) && !$0.hasSuffix(".pending.json") }.sorted()
            .map { url.appendingPathComponent($0) }
    }

    private func keys(_ object: JSONValue?) -> Set<String> {
        guard case .object(let members)? = object?["properties"] else { return [] }
        return Set(members.map(\.key))
    }

    @Test func theEmbeddedSchemasAreTheFilesOfSchemas() throws {
        #expect(JSONSchemas.files.map(\.name) == [JSONSchemas.goldenCases, JSONSchemas.manifest])
        for (name, text) in JSONSchemas.files {
            #expect(try String(contentsOf: Self.repository.appendingPathComponent("Schemas/\(name)"), encoding: .utf8) == text,
                    "\(name): run Scripts/embed-json-schemas")
        }
    }

    @Test func theManifestSchemaHasExactlyTheLoadersKeys() throws {
        let schema = try schema(JSONSchemas.manifest)
        // The loader names its known keys when it refuses one: put an unknown key at each object.
        let base = #"{"name": "m", "app": {"bundleID": "b"ZZ}, "schemes": ["m"], "associatedDomains": [{"domain": "m.example"ZZ}], "limits": {"maxLength": 10ZZ}, "firebaseCompatibility": {"httpNestedLinks": falseZZ}, "routes": [{"name": "r", "templates": ["m://x"]ZZ}]ZZ}"#
        let known = try loaderKnownKeys(base.replacingOccurrences(of: "ZZ", with: #", "zzz": 1"#))
        let properties = schema["properties"]
        let routes = properties?["routes"]?["items"]
        let expected: [String: Set<String>] = [
            "$": keys(schema), "$.app": keys(properties?["app"]), "$.associatedDomains[0]": keys(properties?["associatedDomains"]?["items"]),
            "$.limits": keys(properties?["limits"]), "$.firebaseCompatibility": keys(properties?["firebaseCompatibility"]), "$.routes[0]": keys(routes),
        ]
        #expect(known == expected)
        let android = properties?["android"]
        #expect(keys(android) == Set(AndroidAppSection.keys))
        #expect(android?["properties"]?["documentHandler"]?["enum"] == .array(ReferenceHandlers.androidNames.map { .string($0) }))
        // Each parameter type: the schema's choice for it takes exactly the type's own keys.
        guard case .array(let choices)? = schema["$defs"]?["parameterType"]?["oneOf"] else { Issue.record("no parameter types"); return }
        var types: [String: Set<String>] = [:]
        for choice in choices {
            guard case .string(let type)? = choice["properties"]?["type"]?["const"] else { continue }
            types[type] = keys(choice).subtracting(ParameterType.commonKeys)
        }
        #expect(types == ParameterType.keys)
    }

    /// The known keys the loader lists for each object where `json` puts an unknown `zzz`, by JSON path.
    private func loaderKnownKeys(_ json: String) throws -> [String: Set<String>] {
        do {
            _ = try LinkManifest.load(json: Array(json.utf8))
            return [:]
        } catch {
            guard case .invalid(let issues) = error else { throw error }
            var known: [String: Set<String>] = [:]
            for issue in issues where issue.path.hasSuffix(".zzz") {
                guard let list = issue.message.split(separator: "(known: ").last?.dropLast() else { continue }
                known[String(issue.path.dropLast(".zzz".count))] = Set(list.components(separatedBy: ", "))
            }
            return known
        }
    }

    /// The manifest schema's `arrivals` are `Arrival`'s names, the one spelling.
    @Test func theManifestSchemaListsTheArrivals() throws {
        let schema = try schema(JSONSchemas.manifest)
        #expect(schema["properties"]?["arrivals"]?["items"]?["enum"] == .array(Arrival.allCases.map { .string($0.rawValue) }))
    }

    @Test func theCaseSchemaHasExactlyTheReadersFieldsKindsAndArrivals() throws {
        let schema = try schema(JSONSchemas.goldenCases)
        let item = schema["properties"]?["cases"]?["items"]
        #expect(keys(item) == GoldenFileReader.fields)
        #expect(item?["properties"]?["kind"]?["enum"] == .array(GoldenKind.allCases.map { .string($0.rawValue) }))
        #expect(item?["properties"]?["carrier"]?["enum"] == .array(GoldenCarrier.allCases.map { .string($0.rawValue) }))
        #expect(item?["properties"]?["platform"]?["enum"] == .array(GoldenPlatform.allCases.map { .string($0.rawValue) }))
        let evidence = item?["properties"]?["evidence"]
        #expect(evidence?["properties"]?["kind"]?["enum"] == .array(GoldenEvidence.Kind.allCases.map { .string($0.rawValue) }))
        let members = GoldenEvidence.Kind.allCases.flatMap { GoldenEvidence.members(of: $0).required + GoldenEvidence.members(of: $0).optional }
        #expect(keys(evidence) == Set(members + ["kind"]))
    }

    @Test func everyManifestAndGoldenFileOfTheRepositoryValidates() throws {
        let manifests = SchemaSubsetValidator(root: try schema(JSONSchemas.manifest))
        let cases = SchemaSubsetValidator(root: try schema(JSONSchemas.goldenCases))
        let manifestFiles = try files("Tests/Golden/apps") + [Self.repository.appendingPathComponent("Examples/TicketLinks/Sources/TicketLinks/tickets.json")]
        let caseFiles = try files("Tests/Golden/cases") + files("Tests/LinkproofConformanceTests/Fixtures/cases")
        #expect(manifestFiles.count >= 7 && caseFiles.count >= 8)
        for file in manifestFiles { #expect(try manifests.problems(json(file)) == [], "\(file.lastPathComponent)") }
        for file in caseFiles { let found = try cases.problems(json(file)); #expect(found == [], "\(file.lastPathComponent): \(found.prefix(3))") }
    }

    @Test func theSchemasRefuseWhatTheLoadersRefuse() throws {
        let manifests = SchemaSubsetValidator(root: try schema(JSONSchemas.manifest))
        let bad = try JSONReader.read(Array(#"{"name": "m", "app": {"bundleID": "b"}, "routes": [{"name": "r", "templates": ["m://x"], "parameters": {"n": {"type": "digits", "minimum": 1}}}], "sheme": []}"#.utf8))
        let found = manifests.problems(bad)
        #expect(found.contains("$: 'sheme' is not allowed") && found.contains { $0.hasPrefix("$.routes[0].parameters.n: matches 0 of the oneOf") }, "\(found)")
    }

    @Test func initNamesTheSchemasAndItsFilesValidate() throws {
        let folder = TestScratch.url("schemas").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try AppDeclarations(infoPlist: "\(ManifestDraftTests.files)/Info.plist", entitlements: "\(ManifestDraftTests.files)/Tidepool.entitlements")
        let written = try GoldenScaffold(draft: ManifestDraft(app, aasaPath: "\(ManifestDraftTests.files)/apple-app-site-association")).write(to: folder)
        #expect(Set(written).isSuperset(of: ["schemas/manifest.schema.json", "schemas/golden-cases.schema.json"]))
        let manifest = try json(URL(fileURLWithPath: folder + "/apps/tidepool.json"))
        let cases = try json(URL(fileURLWithPath: folder + "/cases/001-tidepool.json"))
        #expect(manifest["$schema"] == .string("../schemas/manifest.schema.json") && cases["$schema"] == .string("../schemas/golden-cases.schema.json"))
        #expect(SchemaSubsetValidator(root: try schema(JSONSchemas.manifest)).problems(manifest) == [])
        #expect(SchemaSubsetValidator(root: try schema(JSONSchemas.goldenCases)).problems(cases) == [])
        #expect(try GoldenSuite.load(folder).files.count == 1, "the folder loads, schemas/ beside it")
    }
}
