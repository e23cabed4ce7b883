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
        let root = PathConfinement.resolve((manifestDirectory as NSString).appendingPathComponent("..")) ?? "/"
        let resolved: String
        do {
            resolved = try PathConfinement.check(path, within: root)
        } catch {
            guard error.reason == .outside else { throw Refusal(message: "cannot read \(kind) \(path)") }
            throw Refusal(message: "'\(file)' resolves to \(error.resolved), outside \(root) (the folder above the manifest's folder)")
        }
        guard access(resolved, F_OK) == 0 else { throw Refusal(message: "cannot read \(kind) \(path)") }
        do {
            return try BoundedFile.read(resolved, limit: limit)
        } catch {
            throw Refusal(message: "\(kind) \(path): \(error.reason)")
        }
    }
}
