import LinkproofConformance
import LinkproofCore

/// `linkproof init`: a golden folder of one's own app, for `conform --golden DIR`.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Scaffold a golden suite for your own app's manifest (then record, review, conform)"
    static let help = """
        Usage: linkproof init --manifest FILE DIR
               linkproof init --android-manifest AndroidManifest.xml

        Writes a new golden folder DIR for the app of FILE (DIR must not exist or be empty):
          DIR/apps/<app>.json        {"manifestFile": "<FILE, relative to DIR>"}: the suite
                                     decides with FILE itself, the manifest the app ships
                                     (with --manifest -: a copy, its AASA files inlined)
          DIR/scenarios.json         a starter scenario per route (its comment says what it is for)
          DIR/cases/001-<app>.json   cases for each route's templates: valid links with each
                                     parameter at its bounds, and hostile variants from the
                                     adversarial catalogue aimed at the route
        The cases are left unrecorded: recording and reviewing them is your judgment.

        Then:
          linkproof conform --golden DIR --record   record every outcome as pending
          linkproof review --golden DIR             read each one, accept or reject
          linkproof conform --golden DIR            in CI: exit 1 with the parse-diff when a
                                                    change of the manifest or the code changes
                                                    an outcome

        --android-manifest drafts a manifest's "android" section from a plain-text
        AndroidManifest.xml and prints it (stdout), with what it could not read (stderr):
        resource references (@string/…) and manifest placeholders (${…}) are left out, the
        signing certificates and the route bindings are yours to fill in, and values are
        unescaped as aapt2 compiles them ("\\\\." is "\\.", a lone "\\" is dropped).

        Exit 0: written. Exit 2: a bad option, a manifest that does not load, a folder that
        is not empty or cannot be written, an AndroidManifest.xml that is not XML.
        """

    /// The largest AndroidManifest.xml `--android-manifest` reads.
    static let maximumAndroidManifestSize = 4 << 20

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        if let xml = try arguments.option("--android-manifest") {
            guard try arguments.positionals().isEmpty else { throw UsageError("--android-manifest prints the section: give no DIR") }
            let draft: AndroidManifestDraft.Draft
            do {
                draft = try AndroidManifestDraft.draft(InputFile.read(xml, limit: maximumAndroidManifestSize))
            } catch let error as AndroidManifestDraft.XMLError {
                throw UsageError("\(xml): byte offset \(error.offset): not XML: \(error.message)")
            } catch let error as UsageError {
                throw error
            } catch {
                throw UsageError("\(xml): \(error)")
            }
            print(JSONValue.object([("android", draft.section)]).prettyText())
            for note in draft.notes { Console.error("note: \(note)") }
            return .success
        }
        guard let manifest = try arguments.option("--manifest") else { throw UsageError("--manifest FILE (or --android-manifest FILE) is required") }
        let words = try arguments.positionals()
        guard words.count == 1, let directory = words.first else { throw UsageError("give one DIR to write the golden folder in") }
        let written: [String]
        do {
            let scaffold = try GoldenScaffold(manifestAt: manifest)
            let lock = try GoldenLock(directory, creating: true)
            written = try withExtendedLifetime(lock) { () throws(GoldenError) in try scaffold.write(to: directory) }
        } catch {
            throw UsageError(error.description(in: directory))
        }
        for file in written { Console.out("wrote \(directory)/\(file)") }
        Console.out("Next: linkproof conform --golden \(directory) --record, then linkproof review --golden \(directory)")
        return .success
    }
}
