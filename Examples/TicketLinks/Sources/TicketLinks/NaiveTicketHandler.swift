import Foundation

/// The app's first link handler, written the way tutorials write them: `URLComponents`, a
/// `hasSuffix` host check, `queryItems.first`, the path split on `/`. Kept to show what the
/// catalogue and the golden cases find in it; the app ships `TicketRouter` instead.
public enum NaiveTicketHandler {
    /// The destination of a link, or nil when it is not one of the app's.
    public static func route(_ url: URL) -> TicketRoute? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let segments: [String]
        switch components.scheme?.lowercased() {
        case "gatehouse":
            segments = [components.host ?? ""] + components.path.split(separator: "/").map(String.init)
        case "https", "http":
            guard let host = components.host?.lowercased(), host.hasSuffix("tickets.example.com") else { return nil }
            segments = components.path.split(separator: "/").map(String.init)
        default:
            return nil
        }
        func query(_ name: String) -> String? { components.queryItems?.first { $0.name == name }?.value }
        switch segments.first {
        case "events" where segments.count > 1:
            return .event(eventID: segments[1])
        case "search":
            return query("q").map { .search(query: $0) }
        case "tickets" where segments.count > 2 && segments[2] == "transfer":
            return query("to").map { .transfer(ticketID: segments[1], recipient: $0) }
        case "tickets" where segments.count > 1:
            return .ticket(ticketID: segments[1])
        default:
            return nil
        }
    }
}
