import Foundation
import LinkproofCore
import LinkproofGen

/// `linkproof gen`: cases of the adversarial catalogue, each with the answer a hardened
/// parser must give, from a seed or replayed from a choice file.
enum GenCommand: Command {
    static let name = "gen"
    static let summary = "Generate adversarial links, each with the answer a hardened parser must give"
    /// The most choice bytes `--from-bytes` reads (1 MiB; a counterexample is a few hundred).
    static let maximumChoiceBytes = 1 << 20
    static let help = """
        Usage:
          linkproof gen --list
          linkproof gen [--class NAME] [--manifest FILE] [--platform P] --count N --seed S [--jsonl]
          linkproof gen [--class NAME] [--manifest FILE] [--platform P] --from-bytes FILE [--jsonl]
          linkproof gen [--class NAME] [--manifest FILE] [--platform P] --count N --seed S --check [--profile P]

        --list             every class of the catalogue, its family and its property
        --class NAME       only this class (default: every class that applies, drawn evenly)
        --manifest FILE    the app to aim at (default: a built-in example app that every
                           iOS class applies to, with the scheme 'example')
        --platform P       ios or android: only the classes judged on that platform. Default:
                           both when the manifest has an 'android' section (each case judged
                           by its class's platform: iOS's strict parser, or the Android
                           decider of route --platform android), else ios
        --count N          how many cases (1 or more; cases stream, so any count runs in
                           bounded memory)
        --seed S           decimal, or hex after 0x; the same seed gives the same cases
        --from-bytes FILE  one case from a choice stream (a fuzzer input or a stored
                           counterexample); past its end every choice is the minimal one
        --jsonl            one JSON object per case, keys sorted: class, expected, input,
                           property, why. Without it, one input per line, control, format and
                           separator characters written as \\u{XX}.
        --check            decide every case instead of writing it, and check its expectation;
                           on the first that fails, print the case shrunk to its simplest form
                           (and store its choices for --from-bytes). A progress line goes to
                           stderr every \(progressEvery) cases.
        --profile P        with --check, who decides: linkproof (the strict parser, default)
                           or document (the handler of the documents the manifest names; iOS
                           classes only)

        `expected` is data: {"decision": "route"|"confirm", "route", "params"} (exactly that
        route and those decoded values), {"decision": "short-link", "link"},
        {"decision": "reject"}, {"decision": "any-but", "not": [kinds]},
        {"decision": "same-as", "link", "orReject"} (the outcome of that other link) or
        {"decision": "any", "paramsExclude": ["Cc", "Cf"]}; `why` says it in words.

        Exit 0: done (with --check: every expectation held). Exit 1: with --check, an
        expectation failed. Exit 2: a bad option, an unknown class (the known ones are
        listed), an unreadable file, a manifest without routes, or a class with nothing to
        aim at in the manifest.
        """

    /// How many cases `--check` decides between progress lines.
    static let progressEvery = 1_000

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        if arguments.flag("--list") {
            _ = try arguments.positionals()
            for adversarialClass in AdversarialCatalogue.classes {
                print("\(adversarialClass.name.rawValue)\t\(adversarialClass.name.family)\t\(adversarialClass.property)")
            }
            return .success
        }
        let className = try arguments.option("--class")
        let manifestPath = try arguments.option("--manifest")
        let bytesPath = try arguments.option("--from-bytes")
        let count = try arguments.integer("--count", in: 1...Int.max)
        let seedText = try arguments.option("--seed")
        let jsonl = arguments.flag("--jsonl")
        let checks = arguments.flag("--check")
        let profile = try arguments.option("--profile")
        let platformText = try arguments.option("--platform")
        guard try arguments.positionals().isEmpty else { throw UsageError("gen takes no positional arguments") }
        guard checks || profile == nil else { throw UsageError("--profile chooses who decides for --check") }

        let target = try loadTarget(manifestPath)
        let platforms = try platforms(platformText, className: className, profile: profile ?? "linkproof", manifest: target.manifest)
        let generator = try cases(of: className, for: target, on: platforms, manifest: manifestPath ?? "the built-in example")
        if checks {
            guard bytesPath == nil, !jsonl else { throw UsageError("--check decides the cases of --count and --seed; give no --from-bytes or --jsonl") }
            guard let count, let seedText else { throw UsageError("--check needs --count N and --seed S") }
            // The CLI replays no `Regressions/` folder: a counterexample is kept as a regression
            // of the `adversarial` fuzz target, which `swift test` replays.
            let options: [(String, String?)] = [("--manifest", manifestPath), ("--class", className), ("--profile", profile), ("--platform", platformText)]
            let rerun = [CommandLine.arguments.first ?? "linkproof", "gen", "--check", "--count", String(count), "--seed", seedText]
                + options.flatMap { name, value in value.map { [name, $0] } ?? [] }
            let settings = RunnerSettings(cases: count, seed: try seed(seedText), counterexampleDirectory: counterexampleDirectory(),
                                          regressionDirectory: nil, rerunCommand: rerun.map(OutputEscaping.shellWord).joined(separator: " "))
            let deciders = try self.deciders(profile ?? "linkproof", on: platforms, for: target.manifest)
            return check(generator, deciders: deciders, manifest: target.manifest, settings: settings,
                         storeCommand: regressionCommand(manifestPath, className, platformText))
        }
        var writer = JSONWriter()
        let write = { (adversarialClass: AdversarialClass, sample: AdversarialCase) in
            if jsonl {
                CaseRecord(adversarialClass, sample).write(to: &writer)
                writer.printLine()
            } else {
                print(TerminalText.escaped(sample.input))
            }
        }
        if let bytesPath {
            guard count == nil, seedText == nil else { throw UsageError("--from-bytes replays one case; give no --count or --seed") }
            let (adversarialClass, sample) = generator.replay(try InputFile.read(bytesPath, limit: maximumChoiceBytes))
            write(adversarialClass, sample)
            return .success
        }
        guard let count else { throw UsageError("--count N is required (or --from-bytes FILE, or --list)") }
        guard let seedText else { throw UsageError("--seed S is required with --count") }
        return stream(count, seed: try seed(seedText), generator, write)
    }

    /// Writes `count` cases, case `i` from a PRNG seeded by the `i`-th number of
    /// SplitMix64(`seed`), as the property runner draws them; cases a filter gave up on
    /// are skipped, as the runner skips them.
    private static func stream(_ count: Int, seed: UInt64, _ generator: Gen<(AdversarialClass, AdversarialCase)>,
                               _ write: (AdversarialClass, AdversarialCase) -> Void) -> ExitCode {
        var seeds = SplitMix64(seed: seed)
        var written = 0
        var discarded = 0
        while written < count {
            var source = ChoiceSource(seed: seeds.next())
            let (adversarialClass, sample) = generator.generate(from: &source)
            if source.isRejected {
                discarded += 1
                guard discarded <= PropertyRunner.discardsPerCase * (written + 1) else {
                    Console.error("linkproof gen: the generator's filters rejected \(discarded) cases; stopped after \(written)")
                    return .failure
                }
                continue
            }
            write(adversarialClass, sample)
            written += 1
        }
        return .success
    }

    /// Decides every case of `generator` with the decider of its class's platform and checks
    /// its expectation: exit 0 when all hold, 1 with the shrunk counterexample otherwise.
    /// `storeCommand`, followed by the choices file, keeps a counterexample as a regression.
    static func check(_ generator: Gen<(AdversarialClass, AdversarialCase)>, deciders: [CataloguePlatform: any LinkDecider],
                      manifest: LinkManifest, settings: RunnerSettings, storeCommand: String?) -> ExitCode {
        var decided = 0
        var perPlatform: [CataloguePlatform: Int] = [:]
        let result = PropertyRunner(settings: settings).check("gen --check", generator) { adversarialClass, sample in
            decided += 1
            perPlatform[adversarialClass.platform, default: 0] += 1
            if decided % progressEvery == 0 && decided <= settings.cases { Console.error("linkproof gen --check: \(decided)/\(settings.cases) cases") }
            return sample.expectation.isSatisfied(by: deciders[adversarialClass.platform]!, for: sample.input)
        }
        guard let counterexample = result.counterexample else {
            Console.out(result.report)
            // Which deciders judged the cases: both platforms' for an app with an Android side.
            Console.out("judged: " + CataloguePlatform.allCases.compactMap { platform in
                deciders[platform].map { _ in "\(platform.rawValue) \(perPlatform[platform] ?? 0) cases" }
            }.joined(separator: ", "))
            if case .passed = result { return .success }
            return .failure
        }
        let (adversarialClass, sample) = counterexample.value
        let decider = deciders[adversarialClass.platform]!
        let decision = decider.decide(sample.input, context: .direct)
        let finding = ConsequenceOracle(manifest: manifest).judge(decision, for: sample.input, plainLinksMustOpen: adversarialClass.name == .baseline)
        Console.out("""
            \(adversarialClass.name.rawValue) (\(adversarialClass.platform.rawValue)): \(adversarialClass.property)
            kind:     \(finding.kind.rawValue) (\(finding.consequence))
            input:    \(TerminalText.escaped(sample.input))
            expected: \(JSONWriter.text(of: sample.expectation.write)) (\(sample.expectation))
            decided:  \(JSONWriter.text(of: decision.write))
            meaning:  \(TerminalText.escaped(finding.means))
            \(counterexample.report { "\($0.0.name.rawValue): \($0.1)" })
            """)
        if let storeCommand, case .written(let path) = counterexample.storage {
            Console.out("Store as a regression: \(storeCommand) \(OutputEscaping.shellWord(path))")
        }
        return .failure
    }

    /// The command that stores a counterexample's choices file (its path follows) as a
    /// regression: the `adversarial` fuzz target reads the same choices as `gen` for an app
    /// when neither `--class` nor `--platform` narrows them; nil when that is not so (a class,
    /// a platform, or the built-in example, which is no fuzzed app). In a Linkproof checkout
    /// (the folder has `Scripts/add-regression`) the script; anywhere else — a team's package,
    /// where the plugin runs the tool — the plugin's `fuzz store`.
    private static func regressionCommand(_ manifestPath: String?, _ className: String?, _ platform: String?) -> String? {
        guard className == nil, platform == nil, let manifestPath else { return nil }
        let command = FileManager.default.fileExists(atPath: "Scripts/add-regression") ? "Scripts/add-regression"
            : "swift package --allow-writing-to-package-directory linkproof fuzz store"
        return "\(command) --manifest \(OutputEscaping.shellWord(manifestPath)) adversarial"
    }

    /// Where `--check` writes a counterexample's choices: the package's `.build` when the
    /// current folder is a package (it has `Package.swift`), else the temporary folder, so a
    /// run elsewhere leaves no `.build` behind.
    private static func counterexampleDirectory() -> String {
        if FileManager.default.fileExists(atPath: "Package.swift") { return RunnerSettings.defaultCounterexampleDirectory }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("linkproof-counterexamples")
    }

    /// Who decides for `--check`, on each of `platforms`: the strict deciders, or the
    /// documents' handler of the manifest (iOS only: `platforms` says so already).
    private static func deciders(_ profile: String, on platforms: Set<CataloguePlatform>, for manifest: LinkManifest) throws(UsageError)
    -> [CataloguePlatform: any LinkDecider] {
        switch profile {
        case "linkproof":
            return Dictionary(uniqueKeysWithValues: platforms.compactMap { platform in platform.strictDecider(for: manifest).map { (platform, $0) } })
        case "document":
            guard let document = ReferenceHandlers.handler(for: manifest) else { throw UsageError("the manifest names no documentHandler: no document profile to check") }
            return [.ios: document]
        default: throw UsageError("unknown profile '\(profile)' (linkproof, document)")
        }
    }

    /// The platforms whose classes run: `--platform`'s, else the class's (`--class`), else iOS
    /// and, when the manifest has an `android` section (and the strict profile decides), Android.
    private static func platforms(_ text: String?, className: String?, profile: String, manifest: LinkManifest) throws(UsageError)
    -> Set<CataloguePlatform> {
        var asked: CataloguePlatform?
        if let text {
            guard let platform = CataloguePlatform(rawValue: text) else { throw UsageError("--platform is ios or android, not '\(text)'") }
            asked = platform
        }
        asked = asked ?? className.flatMap(AdversarialClassName.init(rawValue:))?.adversarialClass.platform
        guard let asked else { return manifest.android != nil && profile == "linkproof" ? [.ios, .android] : [.ios] }
        if asked == .android {
            guard manifest.android != nil else { throw UsageError("Android's classes need a manifest with an 'android' section") }
            guard profile == "linkproof" else { throw UsageError("--profile \(profile) decides iOS's classes only") }
        }
        return [asked]
    }

    private static func loadTarget(_ path: String?) throws(UsageError) -> CatalogueTarget {
        let manifest: LinkManifest
        if let path {
            manifest = try ManifestFile.load(path)
        } else {
            do {
                manifest = try LinkManifest.load(json: Array(exampleManifest.utf8))
            } catch {
                throw UsageError("the built-in example manifest does not load: \(error)")
            }
        }
        guard let target = CatalogueTarget(manifest) else {
            throw UsageError("\(path ?? "the built-in example") declares no route templates: there is nothing to aim links at")
        }
        return target
    }

    private static func cases(of className: String?, for target: CatalogueTarget, on platforms: Set<CataloguePlatform>,
                              manifest: String) throws(UsageError) -> Gen<(AdversarialClass, AdversarialCase)> {
        guard let className else {
            guard let anyCase = AdversarialCatalogue.anyCase(for: target, on: platforms) else { throw UsageError("no class applies to \(manifest)") }
            return anyCase
        }
        guard let name = AdversarialClassName(rawValue: className) else {
            let known = AdversarialClassName.allCases.map { $0.rawValue }.joined(separator: "\n  ")
            throw UsageError("unknown class '\(className)'; the known classes are:\n  \(known)")
        }
        let adversarialClass = name.adversarialClass
        guard platforms.contains(adversarialClass.platform) else {
            throw UsageError("class '\(className)' is judged on \(adversarialClass.platform.rawValue), not on \(platforms.map(\.rawValue).sorted().joined(separator: " or "))")
        }
        guard let cases = adversarialClass.cases(target) else {
            throw UsageError("class '\(className)' has nothing to aim at in \(manifest) (it needs a dynamic-link prefix, a risky route, a parameter, or for an android-* class an 'android' section whose filters it aims at)")
        }
        return cases.map { (adversarialClass, $0) }
    }

    /// A seed in decimal or `0x` hex, read as `LINKPROOF_SEED` is.
    private static func seed(_ text: String) throws(UsageError) -> UInt64 {
        do {
            return try RunnerSettings().overridden(by: [RunnerSettings.seedVariable: text]).seed
        } catch {
            throw UsageError("--seed takes a 64-bit number (decimal, or hex after 0x), not '\(text)'")
        }
    }

    /// An app every class applies to: a custom scheme, an associated domain with a
    /// dynamic-link prefix, parameters in the path and the query, a risky route.
    static let exampleManifest = """
        {"name": "example", "app": {"teamID": "EXAMPLE123", "bundleID": "com.example.app", "androidPackage": "com.example.android"},
         "schemes": ["example"],
         "associatedDomains": [{"domain": "www.example.com", "aasa": {"applinks": {"details": [{"appIDs": ["EXAMPLE123.com.example.app"], "components": [{"/": "/items/*"}]}]}}},
                               {"domain": "example.page.link"}],
         "dynamicLinkPrefixes": ["https://example.page.link"],
         "routes": [
           {"name": "item", "templates": ["https://www.example.com/items/{id}?ref={ref}", "example://items/{id}?ref={ref}"],
            "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 12},
                           "ref": {"type": "characters", "class": "A-Za-z0-9_-", "minLength": 1, "maxLength": 32}}},
           {"name": "delete", "templates": ["example://items/{id}/delete"],
            "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 12}}, "risky": true}
         ]}
        """
}

/// One `gen --jsonl` line: `expected` as data, `why` in words.
private struct CaseRecord {
    let `class`: String
    let property: String
    let input: String
    let expected: Expectation
    let why: String

    init(_ adversarialClass: AdversarialClass, _ sample: AdversarialCase) {
        self.class = adversarialClass.name.rawValue
        property = adversarialClass.property
        input = sample.input
        expected = sample.expectation
        why = sample.expected
    }

    /// The --jsonl line, keys sorted.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("class")
        writer.string(self.class)
        writer.key("expected")
        expected.write(to: &writer)
        writer.key("input")
        writer.string(input)
        writer.key("property")
        writer.string(property)
        writer.key("why")
        writer.string(why)
        writer.endObject()
    }
}
