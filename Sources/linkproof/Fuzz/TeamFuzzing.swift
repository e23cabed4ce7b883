import Foundation
import LinkproofCore

/// What `linkproof fuzz` does for a team's package: builds (`FuzzBuild`), starts or prepares
/// the fuzzers, runs them (`FuzzSession`) and stores findings (`FuzzRegression`).
struct TeamFuzzing {
    let layout: FuzzLayout
    let build: FuzzBuild
    /// libFuzzer's flags the user gave after `--`.
    let flags: [String]
    /// Where `fuzz` writes its summary as JSON (`--summary-json`, resolved); nil: nowhere.
    let summaryFile: String?

    /// Whether `name` can name a folder below another: [A-Za-z0-9._-]+, not `.` or `..`.
    static func isFolderName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x5F || byte == 0x2D
        }
    }

    /// How a finding is stored, as the user runs it: through the plugin when the tool runs under a root.
    private var storeCommand: String {
        PathConfinement.root == nil ? "linkproof fuzz store" : "swift package --allow-writing-to-package-directory linkproof fuzz store"
    }

    /// Fuzzes the team's fuzz entry `handler` for `seconds`.
    func fuzz(handler: String, seconds: Int) throws(UsageError) -> ExitCode {
        guard let fuzzer = try built(handler: handler), try fuzzer.startsUp(naming: handler, log: layout.work + "/logs/\(handler).log") else { return .usage }
        let option = storeOption(handler)
        var session = FuzzSession(layout: layout, flags: flags, summaryFile: summaryFile) { _, _ in "\(storeCommand) \(option)" }
        try session.run(fuzzer, place: handler, seconds: seconds, inputs: [layout.corpus + "/" + handler], dictionary: nil, routes: nil)
        return try session.finish()
    }

    /// Fuzzes Linkproof's manifest-driven `targets` (all when empty) aimed at each of
    /// `manifests`, `seconds` in all.
    func fuzz(manifests: [String], targets named: [String], seconds: Int) throws(UsageError) -> ExitCode {
        let targets = try manifestTargets(named)
        var files: [String] = []
        for manifest in manifests { files.append(try manifestFile(manifest)) }
        guard try build.build(product: nil) else { return .usage }
        for target in targets where !(try build.isInstrumented(FuzzBuild.product(target))) { return .usage }
        // Every app prepared first, so that the runs that apply share the whole budget.
        var runs: [(target: String, app: String, file: String, prepared: String)] = []
        var session = FuzzSession(layout: layout, flags: flags, summaryFile: summaryFile) { fuzzer, place in
            "\(storeCommand) --manifest \(layout.shown(fuzzer.environment["LINKPROOF_FUZZ_MANIFEST"] ?? "")) \(place.prefix { $0 != "/" })"
        }
        for file in files {
            let app = try appName(file)
            for target in targets {
                let prepared = try prepare(target: target, app: app, file: file)
                if let skipped = try? String(contentsOfFile: prepared + "/skipped", encoding: .utf8) {
                    session.skip("\(target)/\(app)", reason: skipped.trimmingCharacters(in: .whitespacesAndNewlines))
                } else {
                    runs.append((target, app, file, prepared))
                }
            }
        }
        guard !runs.isEmpty else {
            Console.error("linkproof fuzz: no target applies to the app(s) named")
            return .usage
        }
        let share = max(10, seconds / runs.count)
        Console.out("== \(seconds)s over \(runs.count) run(s) that apply: \(share)s each")
        for run in runs {
            let place = "\(run.target)/\(run.app)"
            let fuzzer = try Fuzzer(product: FuzzBuild.product(run.target), layout: layout, toolchain: build.toolchain, manifest: run.file)
            let routes = ((try? String(contentsOfFile: run.prepared + "/routes", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            try session.run(fuzzer, place: place, seconds: share, inputs: [layout.corpus + "/" + place, run.prepared + "/seeds"],
                            dictionary: try dictionary(target: run.target, place: place, prepared: run.prepared), routes: routes)
        }
        return try session.finish()
    }

    /// Stores `file` as a regression of the team's fuzz entry `handler`.
    func store(_ file: String, handler: String) throws(UsageError) -> ExitCode {
        let input = try inputFile(file)
        guard let fuzzer = try built(handler: handler), try fuzzer.startsUp(naming: handler, log: layout.work + "/logs/store.log") else { return .usage }
        return try FuzzRegression(fuzzer: fuzzer, layout: layout, place: handler, minimizes: false).store(input, manifest: nil)
    }

    /// Stores `file` as a regression of Linkproof's `target` aimed at the app of `manifest`.
    func store(_ file: String, manifest: String, target: String) throws(UsageError) -> ExitCode {
        let input = try inputFile(file)
        _ = try manifestTargets([target])
        let manifestPath = try manifestFile(manifest)
        let inlined = try InlinedManifest(file: manifestPath)
        guard try build.build(product: nil), try build.isInstrumented(FuzzBuild.product(target)) else { return .usage }
        let app = try appName(manifestPath)
        let fuzzer = try Fuzzer(product: FuzzBuild.product(target), layout: layout, toolchain: build.toolchain, manifest: manifestPath)
        return try FuzzRegression(fuzzer: fuzzer, layout: layout, place: "\(target)/\(app)", minimizes: true).store(input, manifest: inlined)
    }

    /// `--handler PRODUCT [--fuzzers DIR]` as the user gave them.
    private func storeOption(_ handler: String) -> String {
        let folder = layout.shown(layout.fuzzers)
        let fuzzers = ["Fuzzers", layout.caller].contains(folder) ? "" : " --fuzzers \(folder)"
        return "--handler \(handler)\(fuzzers)"
    }

    /// The team's fuzz entry `handler`, built and checked; nil (the reason printed) when it is not.
    private func built(handler: String) throws(UsageError) -> Fuzzer? {
        guard try build.build(product: handler), try build.isInstrumented(handler) else { return nil }
        return try Fuzzer(product: handler, layout: layout, toolchain: build.toolchain)
    }

    /// `named` (all of Linkproof's manifest-driven targets when empty), each checked.
    private func manifestTargets(_ named: [String]) throws(UsageError) -> [String] {
        let all = build.manifestTargets
        for name in named where !all.contains(name) {
            throw UsageError("'\(name)' is not one of Linkproof's manifest-driven fuzz targets (\(all.joined(separator: ", ")))")
        }
        return named.isEmpty ? all : named
    }

    /// A manifest file the user named, resolved inside the root.
    private func manifestFile(_ path: String) throws(UsageError) -> String {
        let resolved = try FuzzLayout.confined(path, naming: "--manifest")
        guard FileManager.default.isReadableFile(atPath: resolved), !FuzzSession.isFolder(resolved) else { throw UsageError("--manifest \(path): no such file") }
        return resolved
    }

    /// An input file the user named, resolved inside the root.
    private func inputFile(_ path: String) throws(UsageError) -> String {
        let resolved = try FuzzLayout.confined(path, naming: "FILE")
        guard FileManager.default.isReadableFile(atPath: resolved), !FuzzSession.isFolder(resolved) else { throw UsageError("\(path): no such file") }
        return resolved
    }

    /// The name of the app of the manifest `file`, as the fuzzer loads and checks it (never
    /// read from the raw JSON): the corpus folder of its runs.
    private func appName(_ file: String) throws(UsageError) -> String {
        let prepared = try prepare(target: build.manifestTargets.contains("route") ? "route" : build.manifestTargets[0], app: ".name", file: file)
        let name = ((try? String(contentsOfFile: prepared + "/name", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        try? FileManager.default.removeItem(atPath: prepared)
        guard Self.isFolderName(name) else { throw UsageError("\(layout.shown(file)): the app's name '\(name)' cannot name a folder") }
        return name
    }

    /// The seeds, dictionary and route names `target`'s fuzzer makes from the app's manifest,
    /// in `.build/linkproof/prepared/<target>/<app>/` (or `skipped`, the reason the target does not apply).
    private func prepare(target: String, app: String, file: String) throws(UsageError) -> String {
        let folder = layout.working("prepared", "\(target)/\(app)")
        try? FileManager.default.removeItem(atPath: folder)
        let fuzzer = try Fuzzer(product: FuzzBuild.product(target), layout: layout, toolchain: build.toolchain, manifest: file)
        guard try fuzzer.run([], extra: ["LINKPROOF_FUZZ_PREPARE": folder], log: folder + ".log") == 0 else {
            throw UsageError("\(layout.shown(file)): \(target) cannot be aimed at it (a start-up failure, not a finding): \(Fuzzer.errorLines(folder + ".log").joined(separator: "; "))")
        }
        return folder
    }

    /// The target's dictionary (Linkproof's `Fuzzers/dicts/<target>.dict`) plus the tokens of
    /// the app's manifest; nil when both are empty (adversarial and short-link-resolve read
    /// their bytes as choices, which no text dictionary helps).
    private func dictionary(target: String, place: String, prepared: String) throws(UsageError) -> String? {
        let text = ((try? String(contentsOfFile: layout.linkproof + "/Fuzzers/dicts/\(target).dict", encoding: .utf8)) ?? "")
            + ((try? String(contentsOfFile: prepared + "/dictionary", encoding: .utf8)) ?? "")
        guard !text.isEmpty else { return nil }
        let path = layout.working("prepared", place) + ".dict"
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw UsageError("\(path): cannot be written (\(error.localizedDescription))")
        }
        return path
    }
}
