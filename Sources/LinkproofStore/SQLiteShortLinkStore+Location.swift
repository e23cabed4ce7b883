import Foundation
import LinkproofCore

extension SQLiteShortLinkStore {
    /// Where the embedded store lives when no path is given, relative to the working directory.
    public static let defaultPath = ".linkproof/links.sqlite"

    /// Opens the store at `path`, or at `defaultPath` when it is nil; when creating the
    /// default store, its `.linkproof` folder is created too.
    public static func open(path: String?, access: Access = .readWriteCreate) throws(ShortLinkStoreError) -> SQLiteShortLinkStore {
        let resolved = path ?? defaultPath
        if path == nil, access == .readWriteCreate {
            let folder = (resolved as NSString).deletingLastPathComponent
            do {
                try PathConfinement.check(folder)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch let error as PathOutsideRootError {
                throw .cannotOpen(path: resolved, detail: error.explanation)
            } catch {
                throw .cannotOpen(path: resolved, detail: "cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        return try SQLiteShortLinkStore(path: resolved, access: access)
    }
}
