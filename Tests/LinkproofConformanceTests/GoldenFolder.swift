import Foundation
import LinkproofConformance
import LinkproofTestSupport

/// A golden folder in a temporary directory: the built-in suite's apps, AASA files and
/// scenario catalogue, with the fixture cases (or cases a test writes) under `cases/`.
struct GoldenFolder {
    /// `Tests/`, found from this file.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let builtIn = tests.appendingPathComponent("Golden").path
    static let fixtures = tests.appendingPathComponent("LinkproofConformanceTests/Fixtures/cases").path

    let path: String

    /// A fresh folder; `withFixtures` copies the fixture cases in.
    init(withFixtures: Bool = true) throws {
        path = TestScratch.url("golden").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: path + "/cases", withIntermediateDirectories: true)
        for item in ["apps", "aasa", "scenarios.json"] {
            try manager.copyItem(atPath: Self.builtIn + "/" + item, toPath: path + "/" + item)
        }
        if withFixtures {
            for name in try manager.contentsOfDirectory(atPath: Self.fixtures) {
                try manager.copyItem(atPath: Self.fixtures + "/" + name, toPath: path + "/cases/" + name)
            }
        }
    }

    func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: path + "/" + relative, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    /// Every file under `cases/` with its contents.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path + "/cases") { files[name] = read("cases/" + name) }
        return files
    }

    func load() throws(GoldenError) -> GoldenSuite { try GoldenSuite.load(path) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The error loading a fresh folder with `text` as its file `file` gives, or nil.
    static func loadError(_ text: String, file: String = "cases/000-test.json") throws -> GoldenError? {
        let folder = try GoldenFolder(withFixtures: false)
        defer { folder.remove() }
        try folder.write(file, text)
        do {
            _ = try folder.load()
            return nil
        } catch {
            return error
        }
    }

    /// A one-case golden file for document 000; `fields` are spliced into the case.
    static func file(cases: [String]) -> String {
        "{\"document\": \"000\", \"title\": \"test\", \"cases\": [\n" + cases.joined(separator: ",\n") + "\n]}\n"
    }

    /// A route case of the raycipe manifest, with `extra` fields appended and `dropping` left out.
    static func routeCase(id: String, input: String = "https://www.raywenderlich.com/about?recipeID=002",
                          manifest: String = "raycipe", dropping: String? = nil, extra: String = "") -> String {
        let fields = [("id", id), ("kind", "route"), ("manifest", manifest), ("carrier", "tapped-universal-link"), ("input", input), ("note", "test")]
            .filter { $0.0 != dropping }
            .map { "\"\($0.0)\": \"\($0.1)\"" } + (dropping == "scenarios" ? [] : ["\"scenarios\": [\"S000-01\"]"])
        return "  {" + (fields + (extra.isEmpty ? [] : [extra])).joined(separator: ", ") + "}"
    }
}
