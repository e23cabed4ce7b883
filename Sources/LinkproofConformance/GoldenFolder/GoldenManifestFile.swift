import Foundation
import LinkproofCore

/// What `apps/<name>.json` of a golden folder holds: the app's manifest itself (a copy, as
/// folders written before `init` referred to the app's file), or a reference to the manifest
/// file the app ships, `{"manifestFile": "PATH"}`, PATH relative to the golden folder. With a
/// reference, `conform` decides with the same file `gen`, fuzzing and `LinkCatalogue` read,
/// so loosening a parameter there shows up as `reject → accept`.
enum GoldenManifestFile {
    /// The one key of a reference.
    static let key = "manifestFile"

    /// The manifest file that `apps/<name>.json` stands for: the file a reference names, or
    /// the file itself. `appsFile` is the path of `apps/<name>.json`, `file` its name for errors.
    /// The file a reference names must lie inside the package (`bounds`), symbolic links resolved,
    /// and be a regular file; a refusal names the reference, never any of the file's content.
    static func manifestPath(_ appsFile: String, file: String, goldenDirectory: String, bounds: GoldenFolderBounds) throws(GoldenError) -> String {
        let source = try SourceText(path: appsFile, file: file)
        guard case .object(let members) = try source.json(), members.count == 1, members[0].key == key else { return appsFile }
        guard case .string(let relative) = members[0].value, !relative.isEmpty, !relative.hasPrefix("/") else {
            throw GoldenError(.unknownManifest, file: file, path: "$.\(key)",
                              "'\(key)' must be a path relative to the golden folder, e.g. \"../app.json\"")
        }
        let path = ((goldenDirectory as NSString).appendingPathComponent(relative) as NSString).standardizingPath
        try bounds.confineReference(path, named: relative, file: file, jsonPath: "$.\(key)")
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw GoldenError(.unknownManifest, file: file, path: "$.\(key)", "'\(TerminalText.escaped(relative))' names no file (\(TerminalText.escaped(path)))")
        }
        if let kind = FileKind.notRegular(status.st_mode) {
            throw GoldenError(.unknownManifest, file: file, path: "$.\(key)", "'\(TerminalText.escaped(relative))' is \(kind); a manifest is a regular file")
        }
        return path
    }

    /// The reference to the manifest at `manifestPath` from the golden folder `goldenDirectory`.
    static func reference(to manifestPath: String, from goldenDirectory: String) -> JSONValue {
        .object([(key, .string(relativePath(of: manifestPath, from: goldenDirectory)))])
    }

    /// `path` relative to the folder `base` (both taken from the current folder when relative).
    static func relativePath(of path: String, from base: String) -> String {
        func components(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
            return ((absolute as NSString).standardizingPath as NSString).pathComponents.filter { $0 != "/" }
        }
        let target = components(path)
        let from = components(base)
        let common = zip(target, from).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + target.dropFirst(common)).joined(separator: "/")
    }
}
