import Foundation
import LinkproofCore

/// One `applinks:` entry of the associated-domains entitlement: `applinks:host[:port][?mode=…]`.
public struct AppLinksEntry: Sendable, Equatable {
    /// The entry as written.
    public var written: String
    /// The host, lowercased, without a `*.` prefix.
    public var host: String
    /// `*.host`: the entry stands for the host's subdomains.
    public var wildcard: Bool
    public var port: UInt16?
    /// `developer`, `managed` or `developer+managed`, when the entry names one.
    public var mode: String?

    /// nil for an entry of another service.
    init?(_ entry: String) {
        guard entry.hasPrefix("applinks:") else { return nil }
        written = entry
        var rest = Substring(entry.dropFirst("applinks:".count))
        if let mark = rest.firstIndex(of: "?") {
            mode = rest[rest.index(after: mark)...].split(separator: "&").first { $0.hasPrefix("mode=") }.map { String($0.dropFirst("mode=".count)) }
            rest = rest[..<mark]
        }
        if let colon = rest.lastIndex(of: ":"), let port = UInt16(rest[rest.index(after: colon)...]) {
            self.port = port
            rest = rest[..<colon]
        }
        wildcard = rest.hasPrefix("*.")
        host = String(rest.dropFirst(wildcard ? 2 : 0)).lowercased()
    }
}
