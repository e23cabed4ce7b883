import Foundation
import LinkproofCore

/// Where a golden folder's reads and writes may lead: its own files inside the folder itself,
/// and a `manifestFile` reference inside the package the folder belongs to — the tool's root
/// when one is set (`linkproof --root`), else the nearest folder at or above the golden folder
/// holding `Package.swift`, else the folder that holds the golden folder. Every path is taken
/// with its symbolic links resolved (`PathConfinement`).
struct GoldenFolderBounds {
    /// The golden folder, resolved.
    let folder: String
    /// The package the folder belongs to, resolved.
    let package: String

    /// The bounds of `directory`; refused when the folder itself is outside the tool's root.
    init(_ directory: String) throws(GoldenError) {
        do {
            folder = try PathConfinement.check(directory)
        } catch {
            throw GoldenError(.outsideRoot, file: PathConfinement.absolute(directory), error.explanation)
        }
        package = PathConfinement.root ?? Self.packageRoot(above: folder)
    }

    /// Refuses `path` (a part of the folder, named `file` in errors) when it leads out of the folder.
    func confine(_ path: String, file: String) throws(GoldenError) {
        do {
            try PathConfinement.check(path, within: folder)
        } catch {
            throw GoldenError(.outsideRoot, file: file, "\(error.explanation): a golden folder's files stay inside it")
        }
    }

    /// Refuses a `manifestFile` reference (`named` as written, at `jsonPath` of `file`) that
    /// leads out of the package.
    func confineReference(_ path: String, named: String, file: String, jsonPath: String) throws(GoldenError) {
        do {
            try PathConfinement.check(path, within: package)
        } catch {
            throw GoldenError(.outsideRoot, file: file, path: jsonPath,
                              "'\(TerminalText.escaped(named))' leads outside the package \(TerminalText.escaped(package)); nothing was read")
        }
    }

    /// The nearest folder at or above `folder` holding `Package.swift`; the folder above
    /// `folder` when there is none.
    private static func packageRoot(above folder: String) -> String {
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent("Package.swift")) { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return (folder as NSString).deletingLastPathComponent }
            candidate = parent
        }
    }
}
