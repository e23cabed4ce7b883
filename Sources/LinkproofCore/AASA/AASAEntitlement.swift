/// One entry of the Associated Domains entitlement:
/// `<service>:<domain>[?mode=developer|managed|developer+managed]`, where the domain may start
/// with `*.` to cover every subdomain (but not the domain itself). Apple documents the entry as
/// `<service>:<fully qualified domain>` (the Associated Domains Entitlement), and an entry with
/// a port is not one: "that format does not include a port number" (Apple Developer Technical
/// Support, developer.apple.com/forums/thread/707901).
package struct AASAEntitlement: Sendable, Codable, Equatable {
    /// `applinks`, `webcredentials`, `activitycontinuation` or `appclips`.
    public let service: String
    /// The domain without any `*.`, lowercased.
    public let domain: String
    /// True for `*.example.com`.
    public let wildcard: Bool
    /// The alternate mode: `developer`, `managed` or `developer+managed`.
    public let mode: String?

    /// Services the entitlement accepts.
    public static let services: Set<String> = ["applinks", "webcredentials", "activitycontinuation", "appclips"]
    /// Alternate modes the entitlement accepts.
    public static let modes: Set<String> = ["developer", "managed", "developer+managed"]

    /// Why an entitlement string is not one.
    public struct FormatError: Error, Sendable, Equatable {
        /// The entry as given.
        public let entry: String
        /// What is wrong with it.
        public let reason: String
    }

    /// Parses one entry of the entitlement array.
    public init(_ entry: String) throws(FormatError) {
        let serviceAndRest = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard serviceAndRest.count == 2, Self.services.contains(String(serviceAndRest[0])) else {
            throw FormatError(entry: entry, reason: "expected <service>:<domain> with service one of \(Self.services.sorted().joined(separator: ", "))")
        }
        service = String(serviceAndRest[0])
        guard !serviceAndRest[1].contains("://") else {
            throw FormatError(entry: entry, reason: "a URL where the domain belongs: write \(service):<domain>, without a scheme or path")
        }
        let hostAndMode = serviceAndRest[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        if hostAndMode.count == 2 {
            let query = hostAndMode[1]
            guard query.hasPrefix("mode="), Self.modes.contains(String(query.dropFirst(5))) else {
                throw FormatError(entry: entry, reason: "the only query is ?mode=developer, managed or developer+managed")
            }
            mode = String(query.dropFirst(5))
        } else {
            mode = nil
        }
        guard !hostAndMode[0].contains(":") else {
            throw FormatError(entry: entry, reason: "a port where only the domain belongs: Apple's format is <service>:<fully qualified domain>, with no port")
        }
        var host = hostAndMode[0].lowercased()
        wildcard = host.hasPrefix("*.")
        if wildcard { host.removeFirst(2) }
        guard !host.isEmpty, !host.contains("*"), !host.contains("/") else {
            throw FormatError(entry: entry, reason: "the domain must be a fully qualified name, optionally after *.")
        }
        domain = host
    }

    /// True when the entry covers `host`: equal to the domain, or for `*.` a subdomain of it.
    public func covers(host: String) -> Bool {
        let host = host.lowercased()
        return wildcard ? host.hasSuffix("." + domain) : host == domain
    }

    /// The entry that decides for `host` among `entries` of `service`: an exact entry, else
    /// the wildcard with the longest domain (Apple matches the longest entry).
    public static func deciding(_ entries: [AASAEntitlement], service: String = "applinks", host: String) -> AASAEntitlement? {
        let candidates = entries.filter { $0.service == service && $0.covers(host: host) }
        return candidates.first { !$0.wildcard } ?? candidates.max { $0.domain.count < $1.domain.count }
    }
}
