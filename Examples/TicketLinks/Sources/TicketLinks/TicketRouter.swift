import Foundation
import LinkproofCore

/// What the app does with a link routed through LinkproofCore.
public enum TicketAction: Hashable, Sendable {
    /// Go there.
    case open(TicketRoute)
    /// Ask the user first (a risky route: transferring a ticket).
    case confirm(TicketRoute)
}

/// The app's link handling, hardened: every link goes to `DeepLinkParser.decide` under the
/// app's manifest, and only a `route` or `confirm` decision becomes a destination.
public struct TicketRouter: Sendable {
    /// The app's link manifest, bundled as `tickets.json`.
    public static let manifest: LinkManifest = {
        guard let path = Bundle.module.path(forResource: "tickets", ofType: "json") else { fatalError("tickets.json is not in the bundle") }
        do { return try LinkManifest.load(contentsOf: path) } catch { fatalError("tickets.json: \(error)") }
    }()

    /// The path of the bundled manifest.
    public static var manifestPath: String? { Bundle.module.path(forResource: "tickets", ofType: "json") }

    private let parser: DeepLinkParser

    public init(manifest: LinkManifest = TicketRouter.manifest) {
        parser = DeepLinkParser(manifest: manifest)
    }

    /// What to do with `link` (`onOpenURL`'s `url.absoluteString`, `NSUserActivity.webpageURL`),
    /// arriving as `context` says; nil: nothing.
    public func action(for link: String, context: LinkContext = .direct) -> TicketAction? {
        switch parser.decide(link, context: context) {
        case .route(let routed): TicketRouter.route(routed).map(TicketAction.open)
        case .confirm(let routed): TicketRouter.route(routed).map(TicketAction.confirm)
        case .shortLink, .reject: nil
        }
    }

    /// The destination of a routed link: its route and validated parameters.
    private static func route(_ link: RoutedLink) -> TicketRoute? {
        let parameters = link.params
        switch link.route {
        case "event": return parameters["eventID"].map { .event(eventID: $0) }
        case "search": return parameters["query"].map { .search(query: $0) }
        case "ticket": return parameters["ticketID"].map { .ticket(ticketID: $0) }
        case "transfer":
            guard let ticketID = parameters["ticketID"], let recipient = parameters["recipient"] else { return nil }
            return .transfer(ticketID: ticketID, recipient: recipient)
        default: return nil
        }
    }
}
