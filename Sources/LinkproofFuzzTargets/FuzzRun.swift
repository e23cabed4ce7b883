import Foundation
import LinkproofCore

/// The settings of one fuzzer process, read from the environment once at start-up, so that a
/// fuzz binary built once is aimed at any manifest (`Scripts/fuzz --manifest FILE`):
///
/// - `LINKPROOF_FUZZ_MANIFEST`: the app of a manifest-driven target: a manifest file (`.json`)
///   or a built-in app's name. Unset: the first input byte picks a built-in app.
/// - `LINKPROOF_FUZZ_REACHED`: a file to which each route the target's decisions reach is
///   appended, one name a line (`<app>/<route>` when the first byte picks the app), the first
///   time this process reaches it.
/// - `LINKPROOF_FUZZ_PREPARE`: a folder to write the app's seeds and dictionary into
///   (`FuzzSeeds`); the process exits once they are written.
/// - `LINKPROOF_FUZZ_SEED_CORPUS`: a folder to write the seed corpus of a run that names no app
///   into (`FuzzSeedCorpus`: the entries of the committed corpus folder
///   `LINKPROOF_FUZZ_SEED_CORPUS_FROM`, `Corpus/<target>/`, unpacked from its bundles, each of a
///   manifest-driven target with the first byte that picks its folder's app); the process lists
///   what it left out on stderr and exits, at start-up or at the first input.
/// - `LINKPROOF_FUZZ_FINDINGS`: a folder where a broken invariant is kept (`FuzzFindings`: one
///   reproducer per invariant, the shortest) instead of trapping, so the run goes on past it.
/// - `LINKPROOF_FUZZ_STARTUP_CHECK`: set, an input runs no target body: only what the fuzz
///   entry sets up before calling it (its globals), so that a start-up failure (a manifest that
///   does not load, a relative path read from the wrong folder) is told apart from a finding.
/// - `LINKPROOF_FUZZ_OPTIONS`: a folder to write the target's libFuzzer options into, for a run
///   that names no app (ClusterFuzzLite's): `<target>.options` (`FuzzTarget.libFuzzerOptions`:
///   its `max_len`, and whether leaks are checked) and `<target>.dict` (`FuzzTarget.builtInTokens`,
///   empty when the code makes none); the process exits once they are written, at start-up or
///   at the first input, before reading anything else. `.clusterfuzzlite/build.sh` ships them,
///   so the figures and the manifests' tokens live in the code.
public final class FuzzRun: @unchecked Sendable {
    /// This process's settings.
    public static let shared = FuzzRun(environment: ProcessInfo.processInfo.environment)

    /// The app the run is aimed at; nil when none is named.
    public let app: FuzzApp?
    /// Where broken invariants are kept instead of trapping; nil: they trap (a crash artifact).
    let findings: FuzzFindings?
    /// Whether inputs skip the target body (`LINKPROOF_FUZZ_STARTUP_CHECK`).
    let checksStartupOnly: Bool
    /// Where to write the target's options instead of fuzzing (`LINKPROOF_FUZZ_OPTIONS`).
    private let optionsFolder: String?
    private let reachedFile: String?
    private let prepareFolder: String?
    private let seedCorpus: (from: String, to: String)?
    private let lock = NSLock()
    private var reachedRoutes: Set<String> = []

    init(environment: [String: String]) {
        reachedFile = environment["LINKPROOF_FUZZ_REACHED"]
        prepareFolder = environment["LINKPROOF_FUZZ_PREPARE"]
        seedCorpus = environment["LINKPROOF_FUZZ_SEED_CORPUS"].map { (environment["LINKPROOF_FUZZ_SEED_CORPUS_FROM"] ?? "", $0) }
        findings = environment["LINKPROOF_FUZZ_FINDINGS"].map { FuzzFindings(folder: URL(fileURLWithPath: $0)) }
        checksStartupOnly = environment["LINKPROOF_FUZZ_STARTUP_CHECK"] != nil
        optionsFolder = environment["LINKPROOF_FUZZ_OPTIONS"]
        guard optionsFolder == nil, let reference = environment["LINKPROOF_FUZZ_MANIFEST"] else { app = nil; return }
        do {
            app = try FuzzApp.resolve(reference)
        } catch {
            FuzzRun.fail("LINKPROOF_FUZZ_MANIFEST=\(error)")
        }
    }

    /// Called from `LLVMFuzzerInitialize`: writes the seeds or the seed corpus and exits when
    /// asked to; refuses an app the target does not apply to.
    func start(_ target: FuzzTarget) {
        writeIfAsked(target)
        guard let prepareFolder else {
            if let app, let unmet = target.unmetRequirement(app) { FuzzRun.fail(unmet) }
            return
        }
        guard target.takesManifest, let app else { FuzzRun.fail("LINKPROOF_FUZZ_PREPARE needs a manifest-driven target and LINKPROOF_FUZZ_MANIFEST") }
        do {
            try FuzzSeeds(target: target, app: app).write(to: URL(fileURLWithPath: prepareFolder))
        } catch {
            FuzzRun.fail("cannot write the seeds to \(prepareFolder): \(error)")
        }
        exit(0)
    }

    private func writeSeedCorpus(_ target: FuzzTarget, from source: String, to output: String) -> Never {
        guard app == nil else { FuzzRun.fail("LINKPROOF_FUZZ_SEED_CORPUS is the corpus of a run that names no app: unset LINKPROOF_FUZZ_MANIFEST") }
        guard FuzzSeedCorpus.isDirectory(URL(fileURLWithPath: source)) else {
            FuzzRun.fail("LINKPROOF_FUZZ_SEED_CORPUS_FROM must name the committed corpus folder of \(target.name) (got '\(source)')")
        }
        let corpus = FuzzSeedCorpus(target: target, folder: URL(fileURLWithPath: source))
        do {
            let count = try corpus.write(to: URL(fileURLWithPath: output))
            for line in corpus.skipped { FileHandle.standardError.write(Data("fuzz: left out of the seed corpus: \(line)\n".utf8)) }
            let prefixed = target.takesManifest ? ", each with its app's first byte," : ""
            FileHandle.standardError.write(Data("fuzz: \(target.name): \(count) seeds\(prefixed) in \(output)\n".utf8))
        } catch {
            FuzzRun.fail("cannot write the seed corpus of \(target.name) from \(source) to \(output): \(error)")
        }
        // `_exit`, as after the options: libFuzzer reports an `exit` during an input as a crash.
        _exit(0)
    }

    /// With `LINKPROOF_FUZZ_OPTIONS` or `LINKPROOF_FUZZ_SEED_CORPUS`, writes what is asked and
    /// exits: from `start`, or from the first input of a target without `LLVMFuzzerInitialize`.
    func writeIfAsked(_ target: FuzzTarget) {
        writeOptionsIfAsked(target)
        if let seedCorpus { writeSeedCorpus(target, from: seedCorpus.from, to: seedCorpus.to) }
    }

    /// With `LINKPROOF_FUZZ_OPTIONS`, writes `target`'s libFuzzer options and dictionary into
    /// that folder and exits.
    private func writeOptionsIfAsked(_ target: FuzzTarget) {
        guard let optionsFolder else { return }
        let folder = URL(fileURLWithPath: optionsFolder)
        let dictionary = target.builtInTokens.map { OutputEscaping.libFuzzerDictionaryEntry($0) + "\n" }.joined()
        do {
            try Data(target.libFuzzerOptions.utf8).write(to: folder.appendingPathComponent("\(target.name).options"))
            try Data(dictionary.utf8).write(to: folder.appendingPathComponent("\(target.name).dict"))
        } catch {
            FuzzRun.fail("cannot write the options of \(target.name) into \(optionsFolder): \(error)")
        }
        // `_exit`, not `exit`: a target without a start-up hook gets here in libFuzzer's first
        // (empty) input, and libFuzzer reports an `exit` during an input as a crash.
        _exit(0)
    }

    /// Notes that a decision reached `route`; the first time, appends it to the reached file.
    func reached(_ route: String) {
        guard let reachedFile else { return }
        let isNew = lock.withLock { reachedRoutes.insert(route).inserted }
        guard isNew, let file = fopen(reachedFile, "a") else { return }
        fputs(route + "\n", file)
        fclose(file)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz: \(message)\n".utf8))
        // `_exit`: this may run in libFuzzer's first input, which reports an `exit` as a crash.
        _exit(2)
    }
}
