import LinkproofCore

/// `linkproof manifest validate`: checks a link manifest and reports each problem with its JSON path.
enum ManifestCommand: Command {
    static let name = "manifest"
    static let summary = "Validate a link manifest (routes, templates, parameter types, AASA files)"
    static let help = """
        Usage: linkproof manifest validate FILE...
               linkproof manifest name FILE

        name: prints the app's name once the manifest loads (a name is 1 to 64 ASCII letters,
        digits, '.', '_' and '-', not starting with '.' or '-'), for scripts that make folders
        from it (Scripts/fuzz, add-regression, merge-corpus); exit 2 with the problems otherwise.


        Loads each manifest as `linkproof route` would and prints every problem with its JSON
        path (e.g. $.routes[0].parameters.recipeID.type), or a one-line summary when it is valid.
        Then checks that it can work as declared, each finding with a stable code:
          error   aasa-names-no-component-for-app  the domain's AASA file lists nothing for the
                                                   app's ID: every universal link is aasa-no-match
          error   aasa-without-team-id             an AASA file, but no teamID to match it for
          error   aasa-unusable                    the domain's aasa is not a usable AASA file
          warning template-not-matched-by-aasa     no AASA rule gives the template's links to the app
          warning template-excluded-by-aasa        an exclude rule (named) matches the template
                                                   (each also when the example link reaches the app
                                                   but another link of the template does not: that
                                                   link is shown, found on the languages of the
                                                   template's values and the file's path patterns)
          warning templates-overlap                two routes accept a common link (shown): the
                                                   first declared wins; or an earlier template's
                                                   fixed parts match a link of this one (shown): it
                                                   decides, and rejects a value it refuses (no
                                                   fall-through to this template)
          warning route-only-on-ios                a template's link opens the app on iOS, but no
                                                   intent filter bound to the route accepts it
          warning route-only-on-android            an intent filter bound to the route accepts a
                                                   template's link iOS does not open in the app
                                                   (these two only with an 'android' section)
          warning template-case-stricter-than-aasa the AASA rule ignores letter case (caseSensitive:
                                                   false, in the rule or a defaults), the route does
                                                   not: iOS opens the app for /PROMO, the router
                                                   rejects it (set "caseSensitive": false on the route)
          warning associated-domain-without-route  an associated domain no template is on: its
                                                   universal links are all rejected
          warning any-host-route-unreachable       a route on any host (https://*/...) while
                                                   'arrivals' leaves out in-app-content
        Exit 0 when all are valid (warnings are printed), 1 when any loads but has an error
        finding, 2 when any does not load: unreadable, not JSON (with its line and column), or
        not a valid manifest (each problem with its JSON path: an unknown key, a wrong type, …).
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        var words = try arguments.positionals()
        if words.first == "name" {
            guard words.count == 2 else { throw UsageError("give one manifest FILE") }
            Console.out(try ManifestFile.load(words[1]).name)
            return .success
        }
        guard words.first == "validate" else { throw UsageError("the verb is 'validate' or 'name'") }
        words.removeFirst()
        guard !words.isEmpty else { throw UsageError("give at least one manifest FILE") }
        var exitCode = ExitCode.success
        for path in words {
            do {
                let manifest = try LinkManifest.load(contentsOf: path)
                let findings = manifest.findings()
                for finding in findings { Console.out("\(path): \(finding.path): \(finding.severity.rawValue) \(finding.code.rawValue): \(finding.message)") }
                let errors = findings.filter { $0.severity == .error }.count
                guard errors == 0 else {
                    Console.out("\(path): \(errors) error(s), \(findings.count - errors) warning(s)")
                    if exitCode == .success { exitCode = .failure }
                    continue
                }
                let templates = manifest.routes.reduce(0) { $0 + $1.templates.count }
                let warnings = findings.isEmpty ? "" : ", \(findings.count) warning(s)"
                Console.out("\(path): valid — \(manifest.routes.count) routes, \(templates) templates, \(manifest.schemes.count) schemes, \(manifest.associatedDomains.count) associated domains, \(manifest.dynamicLinkPrefixes.count) dynamic-link prefixes\(warnings)")
            } catch .invalid(let issues) {
                for issue in issues { Console.out("\(path): \(issue.path): \(issue.message)") }
                Console.out("\(path): \(issues.count) problem(s)")
                exitCode = .usage  // a manifest that does not load is invalid input, as in every command
            } catch {
                Console.error(ManifestFile.describe(error, path: path))
                exitCode = .usage
            }
        }
        return exitCode
    }
}
