import Foundation
import LinkproofURL

extension LinkManifest {
    /// The most routes a manifest may declare (keeps decisions fast and hostile manifests bounded).
    public static let maximumRoutes = 4096

    /// The most steps all of a manifest's `pattern` types may take to compile (four times
    /// what one may), so that a manifest of many hostile patterns still loads in about a second.
    public static let maximumPatternWork = 4 * ValuePattern.maximumWork

    /// The largest manifest file `load(contentsOf:)` reads (4 MiB), checked before reading.
    public static let maximumFileSize = 4 << 20

    /// Reads a manifest file (`-`: standard input). An `aasa` given as a string is a path
    /// relative to the manifest's folder (the current one for standard input), within the
    /// folder above it (`ManifestNamedFile`); so is an `android.assetLinks` statement list.
    public static func load(contentsOf path: String) throws(ManifestLoadError) -> LinkManifest {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: maximumFileSize)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try load(json: bytes, directory: folder(of: path))
    }

    /// The folder a manifest file's relative `aasa` paths are read from: the folder part of
    /// `path`, "." for a bare name or `-` (standard input). (NSString's
    /// deletingLastPathComponent traps on a one-character name in swift-corelibs-foundation 6.3.1.)
    public static func folder(of path: String) -> String {
        guard path != "-", let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Parses and validates manifest JSON, collecting every problem rather than the first.
    public static func load(json bytes: [UInt8], directory: String = ".") throws(ManifestLoadError) -> LinkManifest {
        let root: JSONValue
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw .notJSON(error)
        }
        var reader = ManifestReader(directory: directory)
        let manifest = reader.manifest(root)
        guard reader.issues.isEmpty, let manifest else { throw .invalid(reader.issues) }
        return manifest
    }
}
