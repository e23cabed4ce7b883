import Foundation

/// Where a fuzz run that goes on past its findings keeps them: one folder per broken invariant
/// (for a catalogue target, per class and property), holding the shortest input seen so far
/// that breaks it, so that a run reports each finding once with one reproducer instead of
/// stopping at the first (`LINKPROOF_FUZZ_FINDINGS`, see `FuzzRun`).
///
/// `DIR/<slug>-<hash>/input` is the reproducer and `DIR/<slug>-<hash>/finding.txt` the
/// invariant (first line) and what was seen; `<hash>` is the first 16 hex digits of the
/// invariant's FNV-1a hash, so every process of a `-fork` run writes the same folder for it.
/// Files are replaced by a rename, never half-written.
final class FuzzFindings: @unchecked Sendable {
    let folder: URL
    private let lock = NSLock()
    /// The length of the input kept for each invariant this process has written.
    private var kept: [String: Int] = [:]

    init(folder: URL) {
        self.folder = folder
    }

    /// Keeps `input` as the reproducer of `violation` when it is the first or the shortest yet.
    func record(_ violation: FuzzViolation, input: UnsafeBufferPointer<UInt8>) {
        let key = violation.invariant
        let isShorter = lock.withLock {
            guard input.count < kept[key, default: .max] else { return false }
            kept[key] = input.count
            return true
        }
        guard isShorter else { return }
        let entry = folder.appendingPathComponent(Self.folderName(key))
        let reproducer = entry.appendingPathComponent("input")
        // Another process of a -fork run may have kept a shorter one already.
        if let size = (try? FileManager.default.attributesOfItem(atPath: reproducer.path))?[.size] as? Int, size <= input.count { return }
        do {
            try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
            try Self.replace(entry.appendingPathComponent("finding.txt"), with: Data("\(violation.invariant)\n\(violation.detail)\n".utf8))
            try Self.replace(reproducer, with: Data(input))
        } catch {
            FileHandle.standardError.write(Data("fuzz: cannot keep a finding in \(entry.path): \(error)\n".utf8))
        }
    }

    /// The folder of an invariant: a readable slug of it and its hash.
    static func folderName(_ invariant: String) -> String {
        var slug = ""
        for scalar in invariant.lowercased().unicodeScalars {
            if slug.count == 48 { break }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in invariant.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        let separator = slug.isEmpty || slug.hasSuffix("-") ? "" : "-"
        return slug + separator + String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func replace(_ file: URL, with data: Data) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
        try data.write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
    }
}
