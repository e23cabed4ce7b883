import Foundation
import LinkproofTesting

/// gt-notes, written carefully over `URLComponents`: the exact host (case folded, a trailing
/// dot accepted), the default port only, no user info, each value decoded once and checked
/// against its declared type, a repeated parameter accepted only when every copy is the same,
/// and deleting asks first. The custom scheme is compared as registered (lower case).
///
/// Known defects: none.
///
/// Known-harmless quirks:
/// - `trailing-dot-host`: `https://notes.example.com./s/abcdef` opens the shared note: the
///   fully-qualified spelling of the same host.
/// - `default-port`: `https://notes.example.com:443/s/abcdef` opens it: the same origin.
/// - `identical-duplicate`: `notes://delete?note=AAAAAAAA&note=AAAAAAAA` asks to delete that note.
/// - `custom-scheme-case-sensitive`: `Notes://n/AAAAAAAA` is ignored: stricter than the policy.
/// - `dot-segments-ignored`: `notes://n/./AAAAAAAA` is ignored (stricter than WHATWG, which
///   removes the `.`).
/// - `extra-query-items-ignored`: `/projects/roadmap?project=payroll` opens `roadmap`: the
///   path says so, and a query item that is no route parameter is ignored.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct CarefulNotesHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let components = URLComponents(string: link.text), components.user == nil, components.password == nil,
              components.port == nil || components.port == 443, let host = components.host?.lowercased(),
              let segments = PathSegments.decoded(components.percentEncodedPath) else { return .ignore }
        /// The one value of `name`: nil when it is missing or its copies differ.
        func value(_ name: String) -> String? {
            let values = Set((components.queryItems ?? []).filter { $0.name == name }.map { $0.value ?? "" })
            return values.count == 1 ? values.first : nil
        }
        if components.scheme == "notes" {
            switch (host, segments.count) {
            case ("n", 1) where Self.admits(segments[0], Self.alphanumerics, 8...16):
                return .open("note", ["noteID": segments[0]])
            case ("delete", 0):
                return value("note").flatMap { Self.admits($0, Self.alphanumerics, 8...16) ? .confirm("delete", ["noteID": $0]) : nil } ?? .ignore
            case ("open", 0) where value("screen") == "settings":
                return .open("settings")
            default:
                return .ignore
            }
        }
        guard components.scheme?.lowercased() == "https", host == "notes.example.com" || host == "notes.example.com.", segments.count == 2 else {
            return .ignore
        }
        switch segments[0] {
        case "n" where Self.admits(segments[1], Self.alphanumerics, 8...16): return .open("note", ["noteID": segments[1]])
        case "projects" where Self.admits(segments[1], Self.slug, 1...32): return .open("project", ["project": segments[1]])
        case "s" where Self.admits(segments[1], Self.alphanumerics, 6...12): return .open("shared", ["shareID": segments[1]])
        default: return .ignore
        }
    }

    private static let alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    private static let slug = "abcdefghijklmnopqrstuvwxyz0123456789-"

    /// Whether `value` is `length` characters, each one of `allowed`.
    private static func admits(_ value: String, _ allowed: String, _ length: ClosedRange<Int>) -> Bool {
        length.contains(value.count) && value.allSatisfy(allowed.contains)
    }
}
