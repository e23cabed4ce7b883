import LinkproofCore
import LinkproofURL

extension FuzzTarget {
    /// `short-link-resolve`: the HTTP short-link resolver of an app with a dynamic-link
    /// prefix, over a transport the bytes script — each request takes its reply (status,
    /// `Location`, a timeout or a failure) from the next bytes. It must stop within its hop
    /// limit, request only `https` URLs on the app's own short-link hosts, and open a link
    /// only when the parser routes it.
    public static let shortLinkResolve = FuzzTarget("short-link-resolve", "HTTP short-link resolution over scripted replies: at most the hop limit, only own https hosts requested, only routed links opened",
                                                requires: FuzzTarget.dynamicLinkPrefix,
                                                maxLength: 1 + ScriptedTransport.bytesPerReply * (RedirectLimits().maximumHops + 1), checksLeaks: false) { app, data throws(FuzzViolation) in
        let parser = app.parser
        let transport = ScriptedTransport(script: Array(data), prefixes: parser.manifest.dynamicLinkPrefixes, links: app.validLinks)
        let limits = RedirectLimits()
        let start = transport.shortLink
        let outcome = Result { () throws(ShortLinkResolveError) in
            try HTTPShortLinkResolver(parser: parser, transport: transport, limits: limits).resolve(start)
        }
        try FuzzViolation.require(transport.requested.count <= limits.maximumHops, "at most \(limits.maximumHops) requests",
                                  "\(transport.requested.count) requests: \(transport.requested)")
        let ownHosts = Set(parser.manifest.dynamicLinkPrefixes.map(\.host))
        for url in transport.requested {
            let parsed = try? URLParser.parse(url).url
            try FuzzViolation.require(parsed?.scheme == "https" && ownHosts.contains(parsed?.hostname ?? ""),
                                      "only https URLs on the app's own short-link hosts are requested", "requested \(url) for \(parser.manifest.name)")
        }
        guard case .success(let resolution) = outcome else { return nil }
        if resolution.decision.routedLink != nil {
            try FuzzViolation.require(parser.decide(resolution.longLink, context: LinkContext(arrival: .resolvedShortLink)) == resolution.decision,
                                      "an opened link is one the parser routes", "\(resolution.longLink): \(resolution.decision)")
        }
        return resolution.decision
    }
}

/// A transport whose replies are read from bytes, three a reply: a status, a `Location`
/// shape, and a choice of suffix — or a timeout or failure. When the bytes run out, every
/// request gets a 404. The long link a reply leads to carries one of the app's own valid
/// links, so that a resolution can reach each of the app's routes.
private final class ScriptedTransport: HTTPTransport {
    private let script: [UInt8]
    private var position = 0
    private let prefixes: [DynamicLinkPrefix]
    /// The app's valid links (`FuzzApp.validLinks`).
    private let links: [String]
    private(set) var requested: [String] = []

    static let statuses = [301, 302, 303, 307, 308, 200, 404, 500, 204, 302, 302, 301]
    /// The bytes a reply takes from the script: a status, a `Location` shape and a pick.
    static let bytesPerReply = 3

    init(script: [UInt8], prefixes: [DynamicLinkPrefix], links: [String]) {
        self.script = script
        self.prefixes = prefixes
        self.links = links
    }

    /// The short link the resolution starts from: on the first prefix.
    var shortLink: String { (prefixes.first?.string ?? "https://example.page.link") + "/AbCd" }

    /// The next reply's bytes; nil once fewer than a reply's are left.
    private func nextReply() -> (status: Int, shape: Int, pick: Int)? {
        guard script.count - position >= Self.bytesPerReply else { return nil }
        defer { position += Self.bytesPerReply }
        return (Int(script[position]), Int(script[position + 1]), Int(script[position + 2]))
    }

    func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        requested.append(request.url)
        guard let (statusByte, shape, pick) = nextReply() else { return HTTPResponse(status: 404) }
        switch statusByte % 16 {
        case 14: throw .timedOut
        case 15: throw .failed("scripted failure")
        case let index where index >= Self.statuses.count: return HTTPResponse(status: 200, body: Array(repeating: 0x61, count: pick * 1024))
        case let index:
            let status = Self.statuses[index]
            guard (300...399).contains(status) else { return HTTPResponse(status: status) }
            return HTTPResponse(status: status, headers: location(shape, pick).map { ["Location": $0] } ?? [:])
        }
    }

    /// A `Location` of one of the shapes a hostile or broken server sends.
    private func location(_ shape: Int, _ pick: Int) -> String? {
        let prefix = prefixes[pick % max(1, prefixes.count)].string
        let suffix = String(repeating: "Ab", count: 2 + pick % 5)
        let link = links.isEmpty ? "https://www.example.com/content?item=\(pick)" : links[pick % links.count]
        let longLink = DynamicLinkComponents(link: link, domainURIPrefix: prefixes[pick % max(1, prefixes.count)]).url
        switch shape % 14 {
        case 0: return prefix + "/" + suffix                        // another own short link
        case 1: return "/" + suffix                                  // relative
        case 2: return longLink                                      // the long link
        case 3: return prefix.replacingOccurrences(of: "https:", with: "http:") + "/" + suffix
        case 4: return "https://evil.example/" + suffix              // off the allow-list
        case 5: return ""                                            // empty
        case 6: return "/" + suffix + "\r\nSet-Cookie: a=b"          // header injection
        case 7: return "https://" + suffix + "@" + (prefixes.first?.host ?? "") + "/x"
        case 8: return "//evil.example/" + suffix                    // scheme-relative
        case 9: return requested.last                                // a loop
        case 10: return "https://[::1]/" + suffix
        case 11: return "javascript:alert(\(pick))"
        case 12: return nil                                          // missing
        default: return prefix + "/../" + suffix
        }
    }
}
