import Foundation
import LinkproofTesting

/// gt-notes, with the route's values gathered from the path and then "refined" by the query:
/// every query item is written over the dictionary, so a query item named like a path
/// parameter replaces it, and of a repeated item the last wins. Scheme and host fold case.
///
/// Known defects:
/// - `query-overrides-path` (correctness: a parameter other than the link's).
///   `https://notes.example.com/projects/roadmap?project=payroll` opens project `payroll`,
///   and `https://notes.example.com/n/AAAAAAAA?noteID=BBBBBBBB` opens note `BBBBBBBB`: the
///   page the link names is `roadmap` (or `AAAAAAAA`), and a web fallback, a preview or a
///   person reading the link sees that one.
/// - `last-duplicate-wins` (correctness: a parameter other than the link's).
///   `notes://delete?note=AAAAAAAA&note=BBBBBBBB` asks to delete `BBBBBBBB`, where
///   `URLSearchParams.get` (the server, the web fallback) reads `AAAAAAAA`.
///
/// Known-harmless quirks:
/// - `trailing-dot-host-ignored`: `https://notes.example.com./s/abcdef` is ignored (stricter).
/// - `port-ignored`, `userinfo-before-own-host`: `https://notes.example.com:443/s/abcdef` and
///   `https://evil.test@notes.example.com/s/abcdef` open the shared note: the real host is the app's.
/// - `identical-duplicate`: `notes://delete?note=A…&note=A…` asks to delete that note.
/// - `other-case-name-ignored`: `notes://delete?note=A…&NOTE=B…` reads `note` only (names are case-sensitive).
/// - `types-not-checked`: values are not checked against their declared types; routes open
///   with exactly the link's decoded value (and deleting asks first).
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct QueryOverridesPathNotesHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let components = URLComponents(string: link.text), let segments = PathSegments.decoded(components.percentEncodedPath),
              let host = components.host?.lowercased() else { return .ignore }
        let path: [String]
        switch components.scheme?.lowercased() {
        case "https" where host == "notes.example.com": path = ["web"] + segments
        case "notes": path = [host] + segments
        default: return .ignore
        }
        // The route, and the values its path gives (by parameter name).
        let route: String
        var values: [String: String] = [:]
        let webRoutes = ["projects": "project", "s": "shared", "n": "note"]
        if path.count == 3, path[0] == "web", let name = webRoutes[path[1]] {
            route = name
            values[Self.parameter(of: name)] = path[2]
        } else if path.count == 2, path[0] == "n" {
            route = "note"
            values["noteID"] = path[1]
        } else if path == ["delete"] || path == ["open"] {
            route = path[0]
        } else {
            return .ignore
        }
        // The query refines what the path says.
        for item in components.queryItems ?? [] { values[item.name] = item.value ?? "" }
        switch route {
        case "delete":
            guard let note = values["note"], !note.isEmpty else { return .ignore }
            return .confirm("delete", ["noteID": note])
        case "open":
            return values["screen"] == "settings" ? .open("settings") : .ignore
        default:
            return .open(route, [Self.parameter(of: route): values[Self.parameter(of: route)] ?? ""])
        }
    }

    /// The path parameter of a web route.
    private static func parameter(of route: String) -> String {
        switch route {
        case "project": "project"
        case "shared": "shareID"
        default: "noteID"
        }
    }
}
