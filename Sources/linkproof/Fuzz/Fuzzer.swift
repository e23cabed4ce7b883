import Foundation

/// One built libFuzzer binary and the environment every run of it needs: no Swift backtracer
/// (a crash would hang in it instead of leaving a crash file), the toolchain's symbolizer, and
/// the LSan suppressions of the parsers built once per process (Linkproof's `Fuzzers/lsan.supp`,
/// plus the compiled AASA patterns and a manifest's `pattern` parameters a team's code reaches).
/// It runs in the package root, so a relative path in a team's fuzz entry resolves as it does
/// for `swift test` run there.
struct Fuzzer {
    let binary: String
    let layout: FuzzLayout
    /// What every run of this fuzzer gets (and, for a manifest-driven target, the app it is aimed at).
    let environment: [String: String]

    init(product: String, layout: FuzzLayout, toolchain: FuzzToolchain, manifest: String? = nil) throws(UsageError) {
        binary = layout.binary(product)
        self.layout = layout
        let suppressions = layout.work + "/lsan.supp"
        let listed = (try? String(contentsOfFile: layout.linkproof + "/Fuzzers/lsan.supp", encoding: .utf8)) ?? ""
        let text = listed + "leak:AASAMatcher\nleak:ValuePattern\n"
        if (try? String(contentsOfFile: suppressions, encoding: .utf8)) != text {
            do {
                try FileManager.default.createDirectory(atPath: layout.work, withIntermediateDirectories: true)
                try text.write(toFile: suppressions, atomically: true, encoding: .utf8)
            } catch {
                throw UsageError("\(suppressions): cannot be written (\(error.localizedDescription))")
            }
        }
        var environment = ["SWIFT_BACKTRACE": "enable=off", "LSAN_OPTIONS": "suppressions=\(suppressions):print_suppressions=0"]
        if let symbolizer = try? toolchain.tool("llvm-symbolizer") { environment["ASAN_SYMBOLIZER_PATH"] = symbolizer }
        if let manifest { environment["LINKPROOF_FUZZ_MANIFEST"] = manifest }
        self.environment = environment
    }

    /// Runs the fuzzer with `arguments` (and `extra` environment), its output into `log`; its exit status.
    func run(_ arguments: [String], extra: [String: String] = [:], log: String, appending: Bool = false) throws(UsageError) -> Int32 {
        try FuzzProcess.run(binary, arguments, environment: environment.merging(extra) { $1 }, in: layout.caller, log: log, appending: appending)
    }

    /// How a reproducer is run by hand: the environment that aims it, the binary, the input.
    func reproduction(_ input: String) -> String {
        let manifest = environment["LINKPROOF_FUZZ_MANIFEST"].map { "LINKPROOF_FUZZ_MANIFEST=\(layout.shown($0)) " } ?? ""
        return "\(manifest)SWIFT_BACKTRACE=enable=off \(layout.shown(binary)) \(layout.shown(input))"
    }

    /// Where `input` traps, replayed once.
    func signature(_ input: String) throws(UsageError) -> TrapSignature {
        let replay = try FuzzProcess.output(binary, ["-runs=1", input], environment: environment, in: layout.caller, scratch: layout.work)
        return TrapSignature(output: replay.text, caller: layout.caller)
    }

    /// Whether the fuzz entry starts: its globals (its handler, catalogue, manifest) are made,
    /// no target body runs (`LINKPROOF_FUZZ_STARTUP_CHECK`, see FuzzRun). A fuzz entry that
    /// cannot start is reported as a start-up failure with its error, never as a finding.
    func startsUp(naming name: String, log: String) throws(UsageError) -> Bool {
        let empty = layout.work + "/empty"
        try? FileManager.default.removeItem(atPath: empty)
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        // Its artifact (the empty input, should it fail) goes below the work folder, not into the package.
        let arguments = ["-runs=1", "-artifact_prefix=\(layout.work)/startup-", empty]
        guard try run(arguments, extra: ["LINKPROOF_FUZZ_STARTUP_CHECK": "1"], log: log) != 0 else { return true }
        Console.error("linkproof fuzz: \(name) cannot start (a start-up failure, not a finding; relative paths resolve from \(layout.caller)):")
        Console.error(Self.errorLines(log).joined(separator: "\n"))
        Console.error("full log: \(layout.shown(log))")
        return false
    }

    /// The first lines of `log` that say what went wrong, or its last five.
    static func errorLines(_ log: String) -> [String] {
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        let errors = lines.filter { line in ["Fatal error", "fuzz:", "error:", "ERROR:"].contains(where: line.contains) }
        return errors.isEmpty ? Array(lines.suffix(5)) : Array(errors.prefix(3))
    }
}
