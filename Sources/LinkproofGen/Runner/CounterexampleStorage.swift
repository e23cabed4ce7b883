import Foundation
import LinkproofCore

/// Where a counterexample's choices went.
public enum CounterexampleStorage: Sendable, Equatable, Codable {
    /// Written to this absolute path.
    case written(path: String)
    /// Writing failed, for this reason.
    case notWritten(reason: String)
    /// No directory was configured.
    case disabled

    /// Writes `choices` to `<directory>/<name>-<hash>.bin` (the name reduced to
    /// `[A-Za-z0-9._-]`, the hash FNV-1a of the bytes, so the path is deterministic).
    static func store(_ choices: [UInt8], named name: String, in directory: String?) -> CounterexampleStorage {
        guard let directory else { return .disabled }
        let root = RunnerFiles.absolute(directory)
        let path = "\(root)/\(RunnerFiles.safeName(name))-\(fnv1a(choices).paddedHex.dropFirst(2)).bin"
        do {
            try PathConfinement.check(path)
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data(choices).write(to: URL(fileURLWithPath: path))
            return .written(path: path)
        } catch {
            return .notWritten(reason: "\(path): \(error.localizedDescription)")
        }
    }
}

/// The 64-bit FNV-1a hash of `bytes`.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
}
