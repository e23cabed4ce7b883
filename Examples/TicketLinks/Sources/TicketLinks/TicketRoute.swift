/// Where a link takes the Gatehouse app. The case names and labels are the link manifest's
/// route and parameter names (`tickets.json`).
public enum TicketRoute: Hashable, Sendable {
    /// An event's page.
    case event(eventID: String)
    /// Search results.
    case search(query: String)
    /// One of the user's tickets (personal).
    case ticket(ticketID: String)
    /// Hands a ticket to another user (risky: it must never happen from a tap alone).
    case transfer(ticketID: String, recipient: String)
}
