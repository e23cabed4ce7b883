import Foundation
import LinkproofCore
import LinkproofStore

/// `linkproof shorten`: stores a long dynamic link and prints its short link.
enum ShortenCommand: Command {
    static let name = "shorten"
    static let summary = "Shorten a long dynamic link into the store (shortLink, previewLink, warnings)"
    static let help = """
        Usage: linkproof shorten --manifest FILE [--store PATH] [--unguessable | --suffix SUFFIX] [--json] LONG_LINK

        Checks LONG_LINK with the manifest's deep-link parser (a long dynamic link on one of
        its dynamicLinkPrefixes whose nested link routes), stores its canonical form (unknown
        parameters dropped) and prints the short link, the preview link (?d=1) and warnings:
        unknown-parameter, skips-preview-page (efr), fallback-url, insecure-url (http),
        invalid-url.

        Options:
          --store PATH     the store file (default: \(SQLiteShortLinkStore.defaultPath), created with its folder)
          --unguessable    a 17-character suffix from 96 random bits (default: SHORT, 4+ characters)
          --suffix SUFFIX  this suffix (4-32 ASCII letters and digits), if free
          --json           {"longLink", "shortLink", "previewLink", "warnings": [{"code", "parameter", "message"}]},
                           or on failure {"error": {"code", "longLink", "message", "offset"?}}

        Exit codes: 0 shortened; 1 the long link was refused (the message gives the reason
        code and offset; the long link itself stays usable); 2 usage, an unreadable
        manifest, or a store that cannot be opened or written (its error code).
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        guard let manifestPath = try arguments.option("--manifest") else { throw UsageError("--manifest FILE is required") }
        let path = try arguments.option("--store")
        let custom = try arguments.option("--suffix")
        let unguessable = arguments.flag("--unguessable")
        let json = arguments.flag("--json")
        let words = try arguments.positionals()
        guard words.count == 1 else { throw UsageError("give exactly one LONG_LINK") }
        guard custom == nil || !unguessable else { throw UsageError("--suffix and --unguessable exclude each other") }
        let policy: SuffixPolicy = custom.map { .custom($0) } ?? (unguessable ? .unguessable : .short)
        let parser = DeepLinkParser(manifest: try ManifestFile.load(manifestPath))
        let store = try ResolveCommand.openStore(path, access: .readWriteCreate)
        do {
            let result = try Shortener(parser: parser, store: store).shorten(words[0], suffix: policy)
            if json {
                Console.printJSON(result)
            } else {
                Console.out(result.shortLink)
                Console.out("  preview  \(result.previewLink)")
                for warning in result.warnings { Console.out("  warning  \(warning.code.rawValue) (\(warning.parameter)): \(warning.message)") }
            }
            return .success
        } catch {
            if json { Console.printJSON(ErrorRecord(error: error)) }
            Console.error("linkproof shorten: \(error.code): \(error.description)\n  the long link is unchanged and still usable: \(error.longLink)")
            if case .store = error { return .usage }
            return .failure
        }
    }
}
