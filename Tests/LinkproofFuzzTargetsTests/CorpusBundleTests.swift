import Foundation
import LinkproofFuzzTargets
import Testing

/// The bundles that keep Linkproof's committed corpora cheap to check out (`seeds.bundle`,
/// `merged.bundle`): `Scripts/corpus-bundle` writes and unpacks them, `CorpusBundle` reads them,
/// and every input comes back byte for byte.
@Suite struct CorpusBundleTests {
    static let script = Corpus.root.appendingPathComponent("Scripts/corpus-bundle").path

    /// Runs `Scripts/corpus-bundle` with `arguments`; its exit status and standard error.
    static func bundle(_ arguments: String...) throws -> (status: Int32, error: String) {
        let process = Process()
        let error = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Inputs a text format would not carry as they are: every byte value, invalid UTF-8, a lone
    /// surrogate's encoding, NUL and newlines (a bundle's separator), something that reads like
    /// a bundle, a byte-order mark, a decomposed accent (kept, not normalized), nothing at all.
    static let inputs: [String: [UInt8]] = [
        "all-bytes": Array(0...255),
        "invalid-utf8": [0xff, 0xfe, 0x80, 0x41],
        "surrogate": [0xed, 0xa0, 0x80],
        "controls": Array("a\u{0}b\nc\r\n\t\"\\/\n".utf8),
        "bundle-like": Array("3\nabc\n".utf8),
        "bom": Array("\u{feff}https://x/".utf8),
        "decomposed": Array("https://e\u{301}.example/\u{2028}".utf8),
        "empty": [],
    ]

    static func write(_ inputs: [String: [UInt8]], into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in inputs { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
    }

    /// The plain files below `folder`, by path relative to it, with their bytes.
    static func files(below folder: URL) throws -> [String: [UInt8]] {
        let base = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        var files: [String: [UInt8]] = [:]
        for case let file as URL in enumerator where try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files[String(file.standardizedFileURL.path.dropFirst(base.count + 1))] = [UInt8](try Data(contentsOf: file))
        }
        return files
    }

    /// Byte strings in one order, to compare collections whatever their order.
    static func sorted(_ inputs: some Sequence<[UInt8]>) -> [[UInt8]] {
        inputs.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test func everyInputComesBackByteForByte() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = folder.appendingPathComponent("corpus")
        let merged = Self.inputs.mapValues { [0x6d] + $0 }
        let regression = Array("https://x/%00".utf8)
        let regressionPath = "regressions/crash-0000000000000000000000000000000000000000"
        try Self.write(Self.inputs, into: corpus)
        try Self.write(merged, into: corpus.appendingPathComponent("merged"))
        try Self.write([String(regressionPath.dropFirst("regressions/".count)): regression], into: corpus.appendingPathComponent("regressions"))
        try Data("{}".utf8).write(to: corpus.appendingPathComponent(FuzzSeedCorpus.manifestFile))
        let asFiles = try FuzzSeedCorpus.entries(in: corpus)
        #expect(asFiles.count == 2 * Self.inputs.count + 1)

        #expect(try Self.bundle("pack", corpus.path).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(left == ["manifest.json", "merged.bundle", "regressions", "seeds.bundle"], "the seeds and merged/ are bundled, the rest stays")
        let bundled = try FuzzSeedCorpus.entries(in: corpus)
        #expect(bundled.map(\.path) == (1...Self.inputs.count).map { "seeds.bundle#\($0)" } + (1...merged.count).map { "merged.bundle#\($0)" } + [regressionPath])
        #expect(Self.sorted(bundled.map(\.bytes)) == Self.sorted(asFiles.map(\.bytes)))
        #expect(Self.sorted(try CorpusBundle.inputs(in: corpus.appendingPathComponent("seeds.bundle"))) == Self.sorted(Self.inputs.values))

        let out = folder.appendingPathComponent("unpacked")
        #expect(try Self.bundle("unpack", corpus.path, out.path).status == 0)
        let unpacked = try Self.files(below: out)
        #expect(unpacked.count == asFiles.count && unpacked[regressionPath] == regression, "no manifest.json: it is not an input")
        #expect(Self.sorted(unpacked.filter { !$0.key.contains("/") }.values) == Self.sorted(Self.inputs.values))
        #expect(Self.sorted(unpacked.filter { $0.key.hasPrefix("merged/") }.values) == Self.sorted(merged.values))
        for (path, _) in unpacked where !path.hasPrefix("regressions/") {
            #expect(path.split(separator: "/").last?.count == 40, "\(path): named by its SHA-1, as libFuzzer names units")
        }

        // Packing again adds a new input to what the bundle holds, and one it holds already once.
        try Self.write(["added": [1, 2, 3], "again": merged["empty"] ?? []], into: corpus.appendingPathComponent("merged"))
        #expect(try Self.bundle("pack", corpus.path).status == 0)
        let again = try FuzzSeedCorpus.entries(in: corpus)
        #expect(again.count == asFiles.count + 1 && again.contains { $0.path.hasPrefix("merged.bundle#") && $0.bytes == [1, 2, 3] })
    }

    @Test func whatIsNoBundleIsAnErrorNamingTheFileAndOffset() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("seeds.bundle")
        let good = "1\na\n"
        let noLength = "at byte 4: expected the length of input 2, digits and a newline"
        let noNewline = "at byte 6: input 2 of 3 bytes is not followed by a newline (a truncated or edited bundle)"
        for (rest, message) in [
            ("x\n", noLength), ("3", noLength), ("-1\n\n", noLength), ("1234567890\n", noLength),
            ("3\nab\n", noNewline), ("3\nabcd\n", noNewline),
        ] {
            try Data((good + rest).utf8).write(to: bundle)
            #expect(throws: FuzzCorpusError("\(bundle.path): \(message)")) { try CorpusBundle.inputs(in: bundle) }
            let unpack = try Self.bundle("unpack", folder.path, folder.appendingPathComponent("out").path)
            #expect(unpack.status == 2 && unpack.error == "corpus-bundle: \(bundle.path): \(message)\n", "\(rest)")
        }
        try Data((good + "0\n\n").utf8).write(to: bundle)
        #expect(try CorpusBundle.inputs(in: bundle) == [[0x61], []])
    }

    /// What libFuzzer reads (each committed folder unpacked, as the fuzz scripts do) is what
    /// `swift test` replays, input for input.
    @Test("The fuzz scripts and the replay read the same inputs", arguments: FuzzTarget.all.map(\.name))
    func theScriptsAndTheReplayReadTheSameInputs(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let targetFolder = Corpus.directory.appendingPathComponent(name)
        let places = target.takesManifest ? try FileManager.default.contentsOfDirectory(atPath: targetFolder.path).sorted() : [""]
        let entries = try Corpus.entries(target)
        #expect(!entries.isEmpty)
        for place in places {
            let out = folder.appendingPathComponent(place.isEmpty ? "all" : place)
            let run = try Self.bundle("unpack", targetFolder.appendingPathComponent(place).path, out.path)
            #expect(run.status == 0, "\(run.error)")
            let prefix = place.isEmpty ? "\(name)/" : "\(name)/\(place)/"
            let replayed = entries.filter { $0.path.hasPrefix(prefix) }
            #expect(Self.sorted(try Self.files(below: out).values) == Self.sorted(replayed.map(\.bytes)), "Corpus/\(prefix)")
        }
    }

    /// What a package depending on Linkproof checks out: the seeds and merged units of every
    /// committed corpus folder in its two bundles; plain files only in `regressions/`.
    @Test func linkproofsCorpusKeepsItsSeedsAndMergedUnitsInBundles() throws {
        let files = try Self.files(below: Corpus.directory).keys
        let bundles = files.filter { FuzzSeedCorpus.bundles.values.contains(URL(fileURLWithPath: $0).lastPathComponent) }
        let plain = files.filter { !bundles.contains($0) && $0 != Corpus.ledgerFile && !$0.contains("/regressions/") }.sorted()
        #expect(plain.isEmpty, "plain files outside regressions/: \(plain.prefix(5)); run Scripts/corpus-bundle pack on their folders")
        #expect(bundles.count >= FuzzTarget.all.count)
    }
}
