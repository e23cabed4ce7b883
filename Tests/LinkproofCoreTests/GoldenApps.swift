import Foundation
import LinkproofCore

/// The documents' app manifests in `Tests/Golden/apps/`, loaded once for the tests.
enum GoldenApps {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/apps").path

    static func manifest(_ name: String) throws -> LinkManifest {
        try LinkManifest.load(contentsOf: directory + "/\(name).json")
    }

    static func parser(_ name: String) throws -> DeepLinkParser {
        DeepLinkParser(manifest: try manifest(name))
    }
}
