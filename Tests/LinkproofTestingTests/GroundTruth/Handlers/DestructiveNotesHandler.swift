import Foundation
import LinkproofTesting

/// gt-notes as an app's router: a `URL` in, a destination enum out (`RouterHandler`), IDs
/// checked carefully, scheme and host folded. But `notes://delete?note=…` deletes at once:
/// the destination has no confirmation step.
///
/// Known defects:
/// - `delete-without-confirmation` (security: a destructive action from a link anyone can
///   send). Any web page, message or other app can open `notes://delete?note=AAAAAAAA` and
///   the note is gone, no question asked.
///
/// Known-harmless quirks:
/// - `trailing-dot-host-ignored`: `https://notes.example.com./s/abcdef` is ignored (stricter).
/// - `port-ignored`, `userinfo-before-own-host`: `https://notes.example.com:443/s/abcdef` and
///   `https://evil.test@notes.example.com/s/abcdef` open the shared note: the real host is the app's.
/// - `first-duplicate-wins`: `notes://n/…` has no query; of a repeated `note` the first is
///   read, as `URLSearchParams.get` reads it (the deletion itself is the defect above).
/// - `types-not-checked`: project and share IDs are not checked against their declared
///   types; those routes open with exactly the link's decoded value.
/// - `url-repairs-raw-characters`: `URL(string:)` percent-encodes a raw space or control
///   character (as on iOS 17), and the handler opens what the repaired link means.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
enum DestructiveNotesHandler {
    static let handler = RouterHandler(route)

    enum Destination: LinkRoute {
        case note(noteID: String)
        case project(project: String)
        case shared(shareID: String)
        case delete(noteID: String)
        case settings
    }

    static func route(_ url: URL) -> Destination? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = url.host()?.lowercased(),
              let segments = PathSegments.decoded(components.percentEncodedPath) else { return nil }
        switch (url.scheme?.lowercased(), host, segments.count) {
        case ("https", "notes.example.com", 2):
            switch segments[0] {
            case "n": return isNoteID(segments[1]) ? .note(noteID: segments[1]) : nil
            case "projects": return .project(project: segments[1])
            case "s": return .shared(shareID: segments[1])
            default: return nil
            }
        case ("notes", "n", 1):
            return isNoteID(segments[0]) ? .note(noteID: segments[0]) : nil
        case ("notes", "delete", 0):
            return PathSegments.first("note", in: components).flatMap { isNoteID($0) ? .delete(noteID: $0) : nil }
        case ("notes", "open", 0):
            return PathSegments.first("screen", in: components) == "settings" ? .settings : nil
        default:
            return nil
        }
    }

    /// 8 to 16 ASCII letters and digits.
    static func isNoteID(_ value: String) -> Bool {
        (8...16).contains(value.count) && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
