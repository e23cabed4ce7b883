import LinkproofCore

/// The JSON Schemas of the files a person edits (`Schemas/` in the repository, embedded by
/// `Scripts/embed-json-schemas`): `linkproof init` writes them into the golden folder's
/// `schemas/` and names them in each file's `$schema`, so that an editor completes and checks
/// the manifest and the cases. `linkproof manifest validate` and `conform` check more than
/// the schemas say (a template's parameters, the AASA file, …).
public enum JSONSchemas {
    /// The folder of a golden folder that holds them.
    public static let folder = "schemas"
    /// The schema of a link manifest (`apps/*.json`).
    public static let manifest = "manifest.schema.json"
    /// The schema of a golden case file (`cases/*.json`).
    public static let goldenCases = "golden-cases.schema.json"

    /// `json` (an object) with `$schema` first, naming the schema `name` from a file one
    /// folder below the golden folder (`apps/`, `cases/`), in place of any it had.
    static func named(_ name: String, _ json: JSONValue) -> JSONValue {
        guard case .object(let members) = json else { return json }
        return .object([("$schema", .string("../\(folder)/\(name)"))] + members.filter { $0.key != "$schema" })
    }
}
