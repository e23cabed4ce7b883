import Foundation
import LinkproofCore

/// `linkproof fuzz`: a team's fuzzing, without a shell: its own fuzz entry (`--handler`) and
/// Linkproof's manifest-driven targets aimed at its manifest (`--manifest`), built together in
/// one sanitized build, run with libFuzzer, summarized; `fuzz store` keeps a finding as a
/// regression its `swift test` replays.
enum FuzzCommand: Command {
    static let name = "fuzz"
    static let summary = "Fuzz your handler or your manifest with libFuzzer (one sanitized build); store findings as regressions"
    static let help = """
        Usage: linkproof fuzz --handler PRODUCT [--fuzzers DIR] [--time SECONDS] [--summary-json FILE] [-- libFuzzer flags]
               linkproof fuzz --manifest FILE… [TARGET…] [--time SECONDS] [--summary-json FILE] [-- libFuzzer flags]
               linkproof fuzz store --handler PRODUCT [--fuzzers DIR] FILE
               linkproof fuzz store --manifest FILE TARGET FILE

        Run from your package's root (the plugin does: swift package
        --allow-writing-to-package-directory linkproof fuzz …). Needs a toolchain with libFuzzer
        (swift build --sanitize=fuzzer) and llvm-objdump, llvm-nm beside swiftc.

        --handler PRODUCT fuzzes your own fuzz entry: the executable product PRODUCT (its
        LLVMFuzzerTestOneInput, e.g. LinkproofTesting's FuzzTarget.catalogue over your handler)
        of the package DIR (--fuzzers; default Fuzzers/ when it is a package, else this one).
        It is first started without running the target body: one that cannot start (a manifest
        it cannot read) is a start-up failure (exit 2), never a finding.
        --manifest FILE (repeatable) aims Linkproof's manifest-driven targets (route,
        dynamic-link, adversarial, short-link-resolve; or the TARGETs named) at your app, each
        from seeds and a dictionary made from the manifest.

        One build serves both: .build/linkproof/fuzz-package/ (written by this command) holds
        Linkproof's targets and depends on DIR; it is built once in release with libFuzzer and
        ASan (swift build --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address) into
        .build/linkproof/fuzz-build/, and each fuzzer is checked for libFuzzer's counters
        (__sancov_cntrs) and ASan's checks (__asan_report) before it runs.

        Each run goes on past its findings for its whole time: a broken property is kept once
        per property and class (the shortest input, .build/linkproof/findings/), a trap once per
        place it traps (other artifacts that trap alike move to duplicates/). Working corpora,
        artifacts and logs go to .build/linkproof/; the committed corpus
        Linkproof/Corpus/<target>/[<app>/] is read too, never written by a run. Ends with a
        summary row per run and each finding with the commands that reproduce and store it.

        fuzz store FILE keeps FILE as Linkproof/Corpus/<target>/[<app>/]regressions/<kind>-<sha1>
        (the kind as libFuzzer named the artifact, else crash when it breaks, unit when it
        passes; for --manifest, a crash a run did not keep is minimized first and the manifest
        is kept beside as manifest.json, AASA files inlined), which your swift test replays
        (LinkproofTesting's expectCorpusReplays).

        Options:
          --time SECONDS   the whole run's budget (default 60), split evenly over the runs that
                           apply (at least 10 s each)
          --fuzzers DIR    the package holding PRODUCT
          --summary-json FILE
                           also write the summary as JSON: {"runs": [...], "skipped": [{"run",
                           "reason"}], "didNotRun": [run...]}, each run {"run" (target or
                           target/app), "seconds", "executions", "executionsPerSecond", "edges",
                           "features" (null when libFuzzer printed none), "corpusBefore",
                           "corpusAfter", "newUnits" (units it added to its working corpus),
                           "routesNotReached" (null for a target without a manifest), "findings":
                           [{"title", "detail", "input" (the reproducer), "regression" (the file
                           fuzz store keeps while it still fails; null when storing minimizes it
                           first), "store" (the command)}]}
          -- FLAGS         passed to libFuzzer (a path in them must stay inside --root; -jobs
                           and -workers are refused under --root)

        Exit codes: 0 nothing found (fuzz) or stored (store); 1 a run found something (or
        ended without an artifact); 2 usage, a path outside --root, a failed build, an
        uninstrumented fuzzer or a start-up failure.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let storing = arguments.positionalPrefix("store")
        let handler = try arguments.option("--handler")
        let manifests = try arguments.options("--manifest")
        let fuzzersOption = try arguments.option("--fuzzers")
        let seconds = try arguments.integer("--time", in: 1...604_800)
        let summaryOption = try arguments.option("--summary-json")
        let flags = try FuzzerFlags.checked(try arguments.passedThrough())
        let words = try arguments.positionals()
        guard (handler == nil) != manifests.isEmpty else { throw UsageError("give --handler PRODUCT (your fuzz entry) or --manifest FILE (Linkproof's targets aimed at your app)") }
        if let handler, !TeamFuzzing.isFolderName(handler) { throw UsageError("'\(handler)' cannot be a product's name") }
        guard fuzzersOption == nil || handler != nil else { throw UsageError("--fuzzers goes with --handler PRODUCT") }
        if storing {
            guard seconds == nil, flags.isEmpty, summaryOption == nil else { throw UsageError("fuzz store takes no --time, no --summary-json and no libFuzzer flags") }
            guard handler == nil || words.count == 1 else { throw UsageError("fuzz store --handler PRODUCT takes one FILE") }
            guard handler != nil || (manifests.count == 1 && words.count == 2) else { throw UsageError("fuzz store --manifest FILE takes one manifest, a TARGET and a FILE") }
        } else if handler != nil, let target = words.first {
            throw UsageError("fuzz --handler takes no TARGET (got '\(target)')")
        }
        let layout = try FuzzLayout(fuzzers: fuzzersOption)
        let summaryFile = try summaryOption.map { (path) throws(UsageError) in try FuzzLayout.confined(path, naming: "--summary-json") }
        let run = TeamFuzzing(layout: layout, build: FuzzBuild(layout: layout, toolchain: try FuzzToolchain()), flags: flags, summaryFile: summaryFile)
        switch (storing, handler) {
        case (true, let handler?): return try run.store(words[0], handler: handler)
        case (true, nil): return try run.store(words[1], manifest: manifests[0], target: words[0])
        case (false, let handler?): return try run.fuzz(handler: handler, seconds: seconds ?? 60)
        case (false, nil): return try run.fuzz(manifests: manifests, targets: words, seconds: seconds ?? 60)
        }
    }
}
