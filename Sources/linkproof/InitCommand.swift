import LinkproofConformance
import LinkproofCore
import LinkproofGen

/// `linkproof init`: a golden folder of one's own app, for `conform --golden DIR`; with
/// `--ci github`, the team's own CI (`InitCommand+CI.swift`).
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Scaffold a golden suite for your own app's manifest (then record, review, conform), or your CI (--ci github)"
    static let help = """
        Usage: linkproof init --manifest FILE DIR
               linkproof init --info-plist Info.plist --entitlements App.entitlements
                              [--aasa FILE] [--aasa DOMAIN=FILE]... DIR
               linkproof init --info-plist Info.plist --entitlements App.entitlements
                              [--aasa FILE] [--aasa DOMAIN=FILE]...
                              --android-manifest AndroidManifest.xml DIR
               linkproof init --android-manifest AndroidManifest.xml
               linkproof init --ci github [--force] [--storage-repo OWNER/NAME] [--fuzzers DIR]
                              [--golden DIR]...

        With --info-plist and --entitlements (XML or binary property lists), drafts the
        manifest from the app's own files first: the app's name (from the bundle ID) and URL
        schemes (CFBundleURLTypes, each given a placeholder template SCHEME://open), the
        associated domains (applinks: entries; ?mode= and *. wildcards stated in comments),
        and with --aasa one route per component path, its wildcards as string parameters
        (an AASA '#' pattern as a fragment template), on each domain the file is bound to:
          --aasa FILE          the file of every applinks: domain (one --aasa FILE at most)
          --aasa DOMAIN=FILE   the file DOMAIN serves (repeat it for each domain; DOMAIN
                               must be an applinks: domain of the entitlements); a domain
                               given no file of its own takes --aasa FILE, if given
        A rule two files write alike is one route, on the domains of both. (A FILE whose
        name starts with a host name and '=' is given as ./FILE.) What only you can decide
        (each parameter's type and bounds, personal, risky, whether a second domain serves
        the same AASA file) is a comment starting DECIDE: in DIR/apps/<app>.json; the draft
        validates as it is.

        Writes a new golden folder DIR for the app (DIR must not exist or be empty):
          DIR/apps/<app>.json        {"manifestFile": "<FILE, relative to DIR>"}: the suite
                                     decides with FILE itself, the manifest the app ships
                                     (a draft, or --manifest -: a copy, its AASA files inlined)
          DIR/scenarios.json         a starter scenario per route (its comment says what it is for)
          DIR/cases/001-<app>.json   cases for each route's templates: valid links with each
                                     parameter at its bounds, and hostile variants from the
                                     adversarial catalogue aimed at the route
          DIR/schemas/               the JSON Schemas the manifest and the cases name in
                                     "$schema", for an editor to complete and check them
        The cases are left unrecorded: recording and reviewing them is your judgment.

        Then:
          linkproof conform --golden DIR --record   record every outcome as pending
          linkproof review --golden DIR             read each one, accept or reject
          linkproof conform --golden DIR            in CI: exit 1 with the parse-diff when a
                                                    change of the manifest or the code changes
                                                    an outcome

        --android-manifest drafts a manifest's "android" section from a plain-text
        AndroidManifest.xml, with what it could not read (stderr): resource references
        (@string/…) and manifest placeholders (${…}) are left out, the signing certificates
        are yours to fill in, and values are unescaped as aapt2 compiles them ("\\\\." is
        "\\.", a lone "\\" is dropped). Beside --info-plist and --entitlements it is the
        draft's "android" section: each intent filter is bound to the drafted routes whose
        example link iOS opens in the app and the filter accepts (matched as Android
        matches), and stderr names each filter and route left unbound. Alone (no DIR), it
        prints the section (stdout), its route bindings yours to fill in.

        --ci github writes your package's own CI, for the package it runs in (its root; through
        the plugin: swift package --allow-writing-to-package-directory linkproof init --ci github):
          .github/workflows/linkproof.yml   on each push and pull request: swift test (the
                                     catalogue, your goldens, your fuzz regressions), linkproof
                                     manifest validate of the manifests your goldens decide with,
                                     and linkproof conform of each golden folder (found below the
                                     root, or --golden DIR) with GitHub annotations, the Markdown
                                     report as the step summary, JUnit/HTML/Markdown as artifacts
          .clusterfuzzlite/Dockerfile, build.sh, project.yaml, .dockerignore
                                     ClusterFuzzLite for your fuzz entries: the executable products
                                     of --fuzzers DIR (default Fuzzers/ when it is a package, else
                                     the package) defining LLVMFuzzerTestOneInput, built in one
                                     sanitized build with their seed corpora (Linkproof/Corpus/
                                     <entry>/) and options
          .github/workflows/cflite_pr.yml, cflite_build.yml, cflite_batch.yml, cflite_cron.yml
                                     PR (code-change) fuzzing, continuous builds, batch fuzzing,
                                     and pruning and coverage once a day; the corpus is kept as
                                     GitHub Actions artifacts, or with --storage-repo OWNER/NAME
                                     in that git repository (secret PERSONAL_ACCESS_TOKEN)
        (Without a fuzz entry, the workflow alone.) A file that exists is never replaced: the
        command names it and writes nothing, unless --force. Each file written is printed.
        Check the written build.sh without Docker, as ClusterFuzzLite's builder runs it:
        Scripts/cflite-check --package DIR of a Linkproof checkout.

        Exit 0: written. Exit 2: a bad option, a file that exists (without --force), a package
        that cannot be read, a manifest that does not load, a folder that
        is not empty or cannot be written, an AndroidManifest.xml that is not XML.
        """

    /// The largest AndroidManifest.xml `--android-manifest` reads.
    static let maximumAndroidManifestSize = 4 << 20

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        if let provider = try arguments.option("--ci") { return try runCI(provider: provider, &arguments) }
        let androidManifest = try arguments.option("--android-manifest")
        let manifest = try arguments.option("--manifest")
        let infoPlist = try arguments.option("--info-plist")
        let entitlements = try arguments.option("--entitlements")
        var aasa: [DraftAASAFile] = []
        for value in try arguments.options("--aasa") { aasa.append(try aasaFile(value)) }
        let words = try arguments.positionals()
        if let androidManifest, manifest == nil, infoPlist == nil, entitlements == nil, aasa.isEmpty {
            guard words.isEmpty else {
                throw UsageError("--android-manifest alone prints the android section: give no DIR, or draft the whole manifest with --info-plist FILE and --entitlements FILE beside it")
            }
            let draft = try androidDraft(androidManifest)
            print(JSONValue.object([("android", draft.section)]).prettyText())
            for note in draft.notes + ["routes are empty: bind each filter to the routes whose links it receives"] { Console.error("note: \(note)") }
            return .success
        }
        guard words.count == 1, let directory = words.first else { throw UsageError("give one DIR to write the golden folder in") }
        let written: [String]
        var decisions: Int?
        do {
            let scaffold: GoldenScaffold
            switch (manifest, infoPlist, entitlements) {
            case (let manifest?, nil, nil) where aasa.isEmpty && androidManifest == nil:
                scaffold = try GoldenScaffold(manifestAt: manifest)
            case (nil, let infoPlist?, let entitlements?):
                let app = try AppDeclarations(infoPlist: infoPlist, entitlements: entitlements)
                let draft = try ManifestDraft(app, aasaFiles: aasa, android: androidManifest.map(androidDraft))
                for note in draft.androidNotes { Console.error("note: \(note)") }
                decisions = draft.decisions
                scaffold = try GoldenScaffold(draft: draft)
            default:
                throw UsageError("give --manifest FILE, or --info-plist FILE and --entitlements FILE (with --aasa [DOMAIN=]FILE and --android-manifest FILE optionally), or --android-manifest FILE alone")
            }
            let lock = try GoldenLock(directory, creating: true)
            written = try withExtendedLifetime(lock) { () throws(GoldenError) in try scaffold.write(to: directory) }
        } catch let error as GoldenError {
            // Each error names its file as given (the manifest, a plist, or DIR itself).
            throw UsageError(error.description)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(error)")
        }
        // `golden/` as given prints `golden/apps/…`, not `golden//apps/…`.
        let folder = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for file in written { Console.out("wrote \(folder)/\(file)") }
        if let decisions, let app = written.first {
            Console.out("\(folder)/\(app) is a draft: \(decisions) places say \(ManifestDraft.marker) (parameter types and bounds, personal, risky); decide each before recording")
        }
        Console.out("Next: linkproof conform --golden \(folder) --record, then linkproof review --golden \(folder)")
        // The manifest with an Android side: the one given, or the draft just written.
        let androidSide = androidManifest != nil ? written.first.map { "\(folder)/\($0)" }
            : manifest.flatMap { $0 != "-" && (try? ManifestFile.load($0))?.android != nil ? $0 : nil }
        if let androidSide {
            let file = OutputEscaping.shellWord(androidSide)
            Console.out("""
                Its Android side: linkproof gen --check --manifest \(file) --count 2000 --seed 1 judges iOS's and Android's \
                catalogue classes; linkproof assetlinks check --manifest \(file) fetches every autoVerify host; \
                linkproof fuzz --manifest \(file) (the plugin's; Scripts/fuzz in a Linkproof checkout) decides on both platforms (route, adversarial)
                """)
        }
        return .success
    }

    /// An `--aasa` value: `DOMAIN=FILE` when the text before the first `=` is a host name
    /// (a dot, no `/`), the file of that domain; else `FILE`, the file of every domain.
    static func aasaFile(_ value: String) throws(UsageError) -> DraftAASAFile {
        guard let equals = value.firstIndex(of: "=") else { return DraftAASAFile(path: value) }
        let domain = value[..<equals].lowercased()
        guard domain.contains("."), !domain.contains("/"), DomainName.problem(domain) == nil else { return DraftAASAFile(path: value) }
        let path = String(value[value.index(after: equals)...])
        guard !path.isEmpty else { throw UsageError("--aasa \(value): give the AASA file of \(domain) after '='") }
        return DraftAASAFile(path: path, domain: domain)
    }

    /// The `android` section drafted from the AndroidManifest.xml at `path`.
    private static func androidDraft(_ path: String) throws(UsageError) -> AndroidManifestDraft.Draft {
        do {
            return try AndroidManifestDraft.draft(InputFile.read(path, limit: maximumAndroidManifestSize))
        } catch let error as AndroidManifestDraft.XMLError {
            throw UsageError("\(path): byte offset \(error.offset): cannot read the XML: \(error.message)")
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(path): \(error)")
        }
    }
}
