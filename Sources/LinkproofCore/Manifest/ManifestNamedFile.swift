import Foundation

/// A file a manifest names by path: an associated domain's AASA file (`"aasa": "FILE"`) or an
/// `autoVerify` host's statement list (`android.assetLinks`): where it may be, and how it is read.
///
/// The path is relative to the manifest's folder and must stay, symlinks followed, inside
/// the folder that holds that folder — so `apps/NAME.json` may name `../aasa/FILE.json`, as
/// the golden layout does, but no absolute path and nothing above. It must be a file of at
/// most `limit` bytes, checked before it is read.
enum ManifestNamedFile {
    /// Why a named file was not read, in words for the manifest issue.
    struct Refusal: Error {
        let message: String
    }

    /// The bytes of `file`, named by a manifest in `manifestDirectory`; `kind` names it in
    /// messages ("AASA file", "statement list").
    static func read(_ file: String, manifestDirectory: String, kind: String, limit: Int) throws(Refusal) -> [UInt8] {
        guard !file.hasPrefix("/") else {
            throw Refusal(message: "'\(file)' is an absolute path; name the \(kind) relative to the manifest's folder")
        }
        let path = (manifestDirectory as NSString).appendingPathComponent(file)
        guard let resolved = realPath(path) else { throw Refusal(message: "cannot read \(kind) \(path)") }
        let root = realPath((manifestDirectory as NSString).appendingPathComponent("..")) ?? "/"
        guard resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw Refusal(message: "'\(file)' resolves to \(resolved), outside \(root) (the folder above the manifest's folder)")
        }
        do {
            return try BoundedFile.read(resolved, limit: limit)
        } catch {
            throw Refusal(message: "\(kind) \(path): \(error.reason)")
        }
    }

    /// The absolute path with symlinks, `.` and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
