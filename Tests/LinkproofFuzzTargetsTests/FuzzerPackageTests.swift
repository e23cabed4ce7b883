import Foundation
import LinkproofFuzzTargets
import Testing

/// The fuzz targets are named in `FuzzTarget.all`; SwiftPM also needs each as a folder of
/// `Fuzzers/Sources` (which `Fuzzers/Package.swift` makes its products of), and a dictionary is
/// found by its file name. These checks keep those lists the same, and the options the executables print
/// (what `.clusterfuzzlite/build.sh` ships) well formed.
@Suite struct FuzzerPackageTests {
    static let fuzzers = Corpus.root.appendingPathComponent("Fuzzers")
    static let names = FuzzTarget.all.map(\.name)

    @Test func everyTargetHasAnExecutableFolderAndNoOtherFolderIsThere() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzers.appendingPathComponent("Sources").path)
        #expect(folders.sorted() == Self.names.sorted())
    }

    /// The package takes its targets from those folders: it names none itself, so the list
    /// is kept once (`FuzzTarget.all`, its folders checked above).
    @Test func thePackageNamesNoTargetOfItsOwn() throws {
        let manifest = try String(contentsOf: Self.fuzzers.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("contentsOfDirectory(atPath: Context.packageDirectory + \"/Sources\")"))
        #expect(Self.names.filter { manifest.contains("\"\($0)\"") }.isEmpty, "Fuzzers/Package.swift spells a target's name")
    }

    /// Each entry calls its own target, and has libFuzzer's start-up hook exactly when the
    /// target takes a manifest (the scripts' `takes_manifest` reads the hook).
    @Test(arguments: FuzzTarget.all.map(\.name))
    func theEntryCallsItsTarget(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let entry = Self.fuzzers.appendingPathComponent("Sources/\(name)/FuzzEntry.swift")
        let text = try String(contentsOf: entry, encoding: .utf8)
        let words = name.split(separator: "-")
        let property = String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        #expect(text.contains("FuzzTarget.\(property).fuzz("), "\(name)'s entry does not call FuzzTarget.\(property)")
        #expect(text.contains("LLVMFuzzerInitialize") == target.takesManifest)
    }

    @Test func everyDictionaryNamesATarget() throws {
        let dictionaries = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzers.appendingPathComponent("dicts").path)
        for file in dictionaries {
            #expect(file.hasSuffix(".dict") && Self.names.contains(String(file.dropLast(".dict".count))), "dicts/\(file) names no fuzz target")
        }
    }

    /// The targets that have no dictionary, each with why: their bytes are not text, so no
    /// token helps libFuzzer (`Scripts/fuzz` says the same where it passes `-dict`).
    static let withoutDictionary: [String: String] = [
        "adversarial": "its bytes are LinkproofGen choices (which class, which case), not text",
        "short-link-resolve": "its bytes script the HTTP replies (status, Location shape, suffix choice: three a reply), not text",
    ]

    @Test func theTargetsWithoutADictionaryAreTargets() {
        #expect(Self.withoutDictionary.keys.filter { !Self.names.contains($0) }.isEmpty)
    }

    /// Every target has its hand-written dictionary, unless it is listed as needing none (and
    /// then has none). A dictionary keeps what no manifest says (syntax, encodings, hostile
    /// bytes); what the built-in manifests say, the code makes (`builtInTokens`).
    @Test(arguments: FuzzTarget.all.map(\.name))
    func aDictionaryRepeatsNoTokenTheCodeMakes(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let file = Self.fuzzers.appendingPathComponent("dicts/\(name).dict")
        if let reason = Self.withoutDictionary[name] {
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.path) exists, but \(name) is listed as needing none: \(reason)")
            return
        }
        let text = try #require(try? String(contentsOf: file, encoding: .utf8),
                                "no dictionary for \(name) at \(file.path): write one, or list the target in withoutDictionary with why")
        let lines = Set(text.split(separator: "\n").map(String.init))
        let made = target.builtInTokens.filter { token in
            token.utf8.allSatisfy { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        let repeated = made.filter { lines.contains("\"\($0)\"") }
        #expect(repeated.isEmpty, "dicts/\(name).dict repeats tokens the built-in manifests give: \(repeated)")
    }

    @Test(arguments: FuzzTarget.all.map(\.name))
    func optionsStateTheTargetsMaxLength(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        #expect(target.maxLength > 0)
        let lines = target.libFuzzerOptions.split(separator: "\n")
        #expect(lines.first == "[libfuzzer]")
        #expect(lines.contains("max_len = \(target.maxLength)"))
        #expect(lines.contains("detect_leaks = 0") == !target.checksLeaks)
    }
}
