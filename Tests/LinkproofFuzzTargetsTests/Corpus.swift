import Foundation

/// The committed fuzz corpora, `Corpus/<target>/` (seeds) and `Corpus/<target>/regressions/`
/// (minimized findings), found relative to this file.
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let directory = root.appendingPathComponent("Corpus")

    /// Every file of `target`'s corpus, seeds and regressions, sorted by path.
    static func files(_ target: String) -> [URL] {
        let folder = directory.appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }

    /// Every regression file of every target, as `<target>/regressions/<sha1>`.
    static let regressions: [String] = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted()
        .flatMap { target in
            let folder = directory.appendingPathComponent(target).appendingPathComponent("regressions")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().map { "\(target)/regressions/\($0)" }
        } ?? []
}
