import LinkproofCore
import LinkproofURL

/// What a link means to an app, as the platform delivers it: its WHATWG parse, written in
/// its plainest equivalent form, and the strict policy's decision on that form. The plainest
/// form drops what does not change where the link goes — credentials' absence aside, the
/// default port (the parse drops it), a trailing dot on the host, the letter case the parse
/// lowers, dot segments the parse removes, a query item repeated with the identical value,
/// the fragment — and the policy is judged without the manifest's length and count limits,
/// which bound work, not meaning.
struct LinkMeaning {
    /// The link in its plainest equivalent form; nil when it does not parse as a URL.
    let plain: String?
    /// Whether the link is the app's own: a custom scheme it registers, or an `https`/`http`
    /// link on a host the manifest declares.
    let isAppsOwn: Bool
    /// The link's real host (`https`/`http`), for the words of a host-confusion finding.
    let realHost: String?
    /// The strict policy's decision on the plain form (a rejection when it does not parse).
    let decision: Decision

    init(_ link: String, context: LinkContext, policy: DeepLinkParser, hosts: Set<String>) {
        guard let record = try? URLParser.parse(link).url else {
            plain = nil
            isAppsOwn = false
            realHost = nil
            decision = .reject(Rejection(.urlParseFailure, at: nil, "not a URL"))
            return
        }
        let scheme = String(record.scheme)
        var host = record.hostname
        if host.hasSuffix(".") { host.removeLast() }
        let web = scheme == "https" || scheme == "http"
        realHost = web ? host : nil
        if web {
            isAppsOwn = !record.hasIPAddressHost && hosts.contains(host.lowercased())
        } else {
            isAppsOwn = policy.manifest.schemes.contains(scheme.lowercased())
        }
        let plain: String
        if record.hasOpaquePath || record.hostname.isEmpty && !web {
            plain = record.href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? record.href
        } else {
            let port = record.port.isEmpty ? "" : ":" + record.port
            plain = scheme + "://" + host + port + record.pathname + LinkMeaning.withoutIdenticalRepeats(record.search)
        }
        self.plain = plain
        var decision = policy.decide(plain, context: context)
        if decision.rejection?.reason == .insecureScheme, isAppsOwn {
            // `http` on the app's own host goes where the same link over `https` goes.
            decision = policy.decide("https" + plain.dropFirst(4), context: context)
        }
        self.decision = decision
    }

    /// `search` (`?a=1&a=1&b=2`) with every item that repeats an earlier one byte for byte,
    /// or once decoded, left out: the same value twice says nothing more than once.
    static func withoutIdenticalRepeats(_ search: String) -> String {
        guard search.count > 1 else { return search }
        var seen: Set<String> = []
        let items = search.dropFirst().split(separator: "&", omittingEmptySubsequences: false).filter { item in
            seen.insert(item.removingPercentEncodingForMeaning).inserted
        }
        return "?" + items.joined(separator: "&")
    }
}

extension Substring {
    /// The item with its escapes decoded, or as written when they do not decode to UTF-8.
    fileprivate var removingPercentEncodingForMeaning: String {
        var bytes: [UInt8] = []
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let end = utf8.index(index, offsetBy: 3, limitedBy: utf8.endIndex),
               let value = UInt8(String(self[utf8.index(after: index)..<end]), radix: 16) {
                bytes.append(value)
                index = end
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? String(self)
    }
}
