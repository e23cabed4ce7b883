import Foundation
import LinkproofCore

/// What `linkproof init --ci github` writes a team's CI for, read from the package it runs in
/// (its root): the package's name, the package holding its fuzz entries and those entries, its
/// golden folders and the manifests they decide with, and the dependencies that a container
/// image of the repository would not hold.
struct TeamPackage {
    /// The root package's name (`swift package dump-package`).
    let name: String
    /// The package holding the fuzz entries, relative to the root: `Fuzzers` or `.`.
    let fuzzPackage: String
    /// The executable products of `fuzzPackage` whose sources define `LLVMFuzzerTestOneInput`.
    let fuzzEntries: [String]
    /// The golden folders (an `apps/` folder beside `cases/`), relative to the root.
    let goldenFolders: [String]
    /// The manifest files those folders' apps decide with (`manifestFile`, or the app file
    /// itself), relative to the root.
    let manifests: [String]
    /// Dependencies by a local path outside the root, as Package.swift gives them.
    let outsideDependencies: [String]

    /// The folder name the ClusterFuzzLite image copies the repository into (`$SRC/<folder>`):
    /// the package's name in lower case, [a-z0-9._-] only.
    var sourceFolder: String {
        let kept = name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
        let folder = String(String.UnicodeScalarView(kept))
        return folder.isEmpty || folder == "." || folder == ".." ? "package" : folder
    }

    /// Reads the package in the working folder: `fuzzers` names the package holding the fuzz
    /// entries (default `Fuzzers/` when it is a package, else the root), `golden` the golden
    /// folders (default: every one found below the root, outside hidden and build folders).
    init(fuzzers: String?, golden: [String], toolchain: FuzzToolchain) throws(UsageError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: "Package.swift") else { throw UsageError("no Package.swift here: run linkproof init --ci github from your package's root") }
        let root = try FuzzLayout.confined(".", naming: "the package")
        let manifest = try Self.dumpPackage(".", toolchain: toolchain)
        name = manifest["name"] as? String ?? "package"
        outsideDependencies = Self.localDependencies(manifest).filter { path in
            let resolved = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
            return resolved != root && !resolved.hasPrefix(root + "/")
        }
        fuzzPackage = fuzzers.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 } ?? (manager.fileExists(atPath: "Fuzzers/Package.swift") ? "Fuzzers" : ".")
        _ = try FuzzLayout.confined(fuzzPackage, naming: "--fuzzers")
        guard manager.fileExists(atPath: fuzzPackage + "/Package.swift") else {
            throw UsageError("\(fuzzPackage): no Package.swift there (the package holding your fuzz entries: --fuzzers DIR)")
        }
        fuzzEntries = try Self.fuzzEntries(of: fuzzPackage == "." ? manifest : try Self.dumpPackage(fuzzPackage, toolchain: toolchain), in: fuzzPackage)
        var folders: [String] = []
        for folder in golden {
            _ = try FuzzLayout.confined(folder, naming: "--golden")
            guard Self.isGoldenFolder(folder) else { throw UsageError("--golden \(folder): not a golden folder (no apps/ and cases/ in it; linkproof init --manifest FILE DIR writes one)") }
            folders.append(folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
        }
        goldenFolders = golden.isEmpty ? Self.goldenFolders(below: ".") : folders
        manifests = Self.manifests(of: goldenFolders)
    }

    /// `swift package dump-package` of the package in `folder`, as JSON. Its build folder is
    /// `.build/linkproof/dump-package/`, not `.build`: under the plugin, the `swift package` that
    /// runs the tool holds `.build`'s lock until the tool ends.
    private static func dumpPackage(_ folder: String, toolchain: FuzzToolchain) throws(UsageError) -> [String: Any] {
        let scratch = try FuzzLayout.confined(".build/linkproof/dump-package", naming: "the work folder")
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let arguments = ["package", "--package-path", folder, "--scratch-path", scratch, "--disable-sandbox", "dump-package"]
        let output = try FuzzProcess.output(toolchain.swift, arguments, in: ".", scratch: scratch)
        let text = output.text
        guard output.status == 0, let start = text.firstIndex(of: "{"), let end = text.lastIndex(of: "}"),
              let object = try? JSONSerialization.jsonObject(with: Data(text[start...end].utf8)) as? [String: Any] else {
            let first = text.split(separator: "\n").first { $0.contains("error") } ?? "exit \(output.status)"
            throw UsageError("\(folder)/Package.swift: swift package dump-package failed: \(first)")
        }
        return object
    }

    /// The executable products of the dumped package in `folder` whose targets' sources
    /// define `LLVMFuzzerTestOneInput`, sorted.
    private static func fuzzEntries(of manifest: [String: Any], in folder: String) throws(UsageError) -> [String] {
        var targetFolders: [String: String] = [:]
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            targetFolders[name] = folder + "/" + ((target["path"] as? String) ?? "Sources/\(name)")
        }
        var entries: [String] = []
        for product in manifest["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String, let kind = product["type"] as? [String: Any], kind.keys.contains("executable") else { continue }
            let targets = product["targets"] as? [String] ?? []
            if targets.contains(where: { targetFolders[$0].map(definesFuzzEntry) ?? false }) {
                guard TeamFuzzing.isFolderName(name) else { throw UsageError("\(folder)/Package.swift: the fuzz entry '\(name)' cannot name a file in $OUT") }
                entries.append(name)
            }
        }
        return entries.sorted()
    }

    /// Whether a Swift or C file below `folder` defines libFuzzer's entry point.
    private static func definesFuzzEntry(_ folder: String) -> Bool {
        guard let files = FileManager.default.enumerator(atPath: folder) else { return false }
        for case let file as String in files where file.hasSuffix(".swift") || file.hasSuffix(".c") || file.hasSuffix(".cpp") {
            if let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8), text.contains("LLVMFuzzerTestOneInput") { return true }
        }
        return false
    }

    /// The `fileSystem` dependencies' paths of a dumped package.
    private static func localDependencies(_ manifest: [String: Any]) -> [String] {
        (manifest["dependencies"] as? [[String: Any]] ?? []).flatMap { dependency in
            (dependency["fileSystem"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        }
    }

    /// Whether `folder` is a golden folder: `apps/` beside `cases/`.
    private static func isGoldenFolder(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return ["apps", "cases"].allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder) && isFolder.boolValue }
    }

    /// The golden folders below `root`, relative to it and sorted; hidden folders, `.build`
    /// and a golden folder's own subfolders are not searched.
    private static func goldenFolders(below root: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            if !relative.isEmpty, isGoldenFolder(folder) {
                found.append(relative)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where !name.hasPrefix(".") && name != "Packages" {
                var isFolder: ObjCBool = false
                let path = folder + "/" + name
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil else { continue }
                pending.append(relative.isEmpty ? name : relative + "/" + name)
            }
        }
        return found.sorted()
    }

    /// The manifests the apps of `folders` decide with, relative to the root, once each.
    private static func manifests(of folders: [String]) -> [String] {
        var manifests: [String] = []
        for folder in folders {
            let apps = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/apps")) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            for app in apps {
                let file = folder + "/apps/" + app
                guard let data = FileManager.default.contents(atPath: file),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                let manifest = (object["manifestFile"] as? String).map { relative(folder + "/" + $0) } ?? file
                if !manifests.contains(manifest) { manifests.append(manifest) }
            }
        }
        return manifests
    }

    /// `path` (relative to the root) with `.` and `..` components folded.
    private static func relative(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
