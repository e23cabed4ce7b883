import LinkproofCore

/// The documents' app manifests (`Tests/Golden/apps/`), embedded in the fuzz targets so they
/// run anywhere, each loaded once with its strict parser.
public enum GoldenManifests {
    /// Every embedded manifest that loads, in file-name order (the tests check that all do
    /// and that each equals its file).
    public static let manifests: [LinkManifest] = sources.compactMap { source in
        try? LinkManifest.load(json: Array(source.json.utf8))
    }

    /// The file name (without `.json`) of each manifest of `manifests`.
    public static let names: [String] = sources.map { $0.name }

    /// Each manifest as a fuzz app with its parser, in the same order.
    static let apps: [FuzzApp] = manifests.map(FuzzApp.init)
}
