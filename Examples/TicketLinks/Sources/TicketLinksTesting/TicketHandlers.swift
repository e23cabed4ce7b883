import LinkproofCore
import LinkproofTesting
import TicketLinks

/// Gatehouse's two link handlers, as LinkproofTesting drives them. This file is all the glue.
public enum TicketHandlers {
    /// The tutorial-style handler: a `URL` in, a `TicketRoute` out (its cases read as routes).
    public static let naive = RouterHandler(NaiveTicketHandler.route)
    /// The hardened router, handed the link as written and how it arrived.
    public static let hardened = Hardened()
    /// The catalogue aimed at the app's manifest.
    public static let catalogue = try! LinkCatalogue(TicketRouter.manifest)

    public struct Hardened: LinkHandler {
        let router = TicketRouter()

        public func handle(_ link: IncomingLink) -> HandlerOutcome {
            switch router.action(for: link.text, context: link.context) {
            case .open(let route)?: route.outcome
            case .confirm(let route)?: route.outcome.confirming
            case nil: .ignore
            }
        }
    }
}

extension TicketRoute: LinkRoute {}
