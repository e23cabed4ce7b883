import LinkproofURL

/// Resolves a short link by following its HTTP redirects one at a time, never letting the
/// transport follow them.
///
/// Each `Location` is read, checked (present, no CR or LF, at most
/// `ShortLinkLimits.longLinkBytes`, a URL reference) and resolved against the current URL
/// with LinkproofURL. A `Location` on one of the app's short-link hosts that is not a long
/// dynamic link is the next hop: it must be `https` on the default port without
/// credentials, must not repeat an earlier URL, and may not exceed `limits.maximumHops`
/// requests. Anything else ends the chain: it is the long link, never requested, and the
/// parser decides it (a foreign host rejects `host-not-declared`, a plain `http` one
/// `insecure-scheme`). So the only hosts ever contacted are the app's own short-link hosts.
///
/// With `limits.allowLoopbackHTTP` (tests), a short link on `127.0.0.1` is followed over
/// `http`, but only within its own origin: a hop to `127.0.0.1` (or any spelling that parses
/// to it, such as `0x7f.1` or `2130706433`) on another port or scheme is `hop-not-allowed`.
public struct HTTPShortLinkResolver {
    /// The app's parser: its prefixes are the own hosts, and it decides the long link.
    public let parser: DeepLinkParser
    /// The network.
    public let transport: any HTTPTransport
    /// Hops, timeouts and sizes.
    public let limits: RedirectLimits

    /// A resolver for the app of `parser`, over `transport`.
    public init(parser: DeepLinkParser, transport: any HTTPTransport, limits: RedirectLimits = RedirectLimits()) {
        self.parser = parser
        self.transport = transport
        self.limits = limits
    }

    /// The long link behind `shortLink`, its decision, and every request made.
    public func resolve(_ shortLink: String) throws(ShortLinkResolveError) -> ShortLinkResolution {
        let start = ContinuousClock.now
        var current: URLRecord
        switch step(shortLink, base: nil, origin: nil) {
        case .hop(let url): current = url
        case .destination: throw .notAShortLink(link: shortLink, detail: "not a URL on one of the app's short-link hosts")
        case .failure(let failure): throw .hop(link: shortLink, index: 0, url: shortLink, failure)
        }
        let origin = current.origin
        var visited: Set<String> = [current.href]
        var hops: [ResolutionHop] = []
        while true {
            let index = hops.count
            func fail(_ failure: HopFailure) -> ShortLinkResolveError { .hop(link: shortLink, index: index, url: current.href, failure) }
            let response = try send(current.href, elapsed: ContinuousClock.now - start).mapError(fail).get()
            var hop = ResolutionHop(url: current.href, status: response.status, location: response.header("Location"))
            if let failure = Self.statusFailure(response.status) {
                throw fail(failure)
            }
            guard let location = hop.location, !location.isEmpty else { throw fail(.locationMissing) }
            switch step(location, base: current, origin: origin) {
            case .failure(let failure):
                throw fail(failure)
            case .destination(let longLink):
                hop.next = longLink
                hops.append(hop)
                return ShortLinkResolution(shortLink: shortLink, longLink: longLink, decision: parser.decideResolved(longLink), hops: hops)
            case .hop(let next):
                hop.next = next.href
                hops.append(hop)
                guard visited.insert(next.href).inserted else { throw fail(.loop(location: location)) }
                guard hops.count < limits.maximumHops else { throw fail(.tooManyHops(limit: limits.maximumHops)) }
                current = next
            }
        }
    }

    /// Where a `Location` (or the short link itself, with no base) leads.
    private enum Step {
        case hop(URLRecord)
        case destination(String)
        case failure(HopFailure)
    }

    /// `origin` is the first request's, which a loopback hop must keep (nil for the first request).
    private func step(_ location: String, base: URLRecord?, origin: String?) -> Step {
        if location.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) { return .failure(.locationLineBreak) }
        guard location.utf8.count <= ShortLinkLimits.longLinkBytes else {
            return .failure(.locationInvalid("longer than \(ShortLinkLimits.longLinkBytes) bytes"))
        }
        let url: URLRecord
        do {
            url = try URLParser.parse(location, base: base).url
        } catch {
            return .failure(.locationInvalid(error.error.code.rawValue))
        }
        let loopback = limits.allowLoopbackHTTP && url.hostname == RedirectLimits.loopbackHost
        let own = loopback || parser.manifest.dynamicLinkPrefixes.contains { $0.host == url.hostname }
        guard own, url.scheme == "https" || url.scheme == "http", !isLongLink(url.href) else { return .destination(url.href) }
        if url.scheme == "http", !loopback { return .failure(.insecure) }
        if !url.username.isEmpty || !url.password.isEmpty { return .failure(.notAllowed("a user name or password in the URL")) }
        if url.portNumber != nil, !loopback { return .failure(.notAllowed("port \(url.port) on a short-link host")) }
        if loopback, let origin, url.origin != origin {
            return .failure(.notAllowed("a loopback hop to \(url.origin) instead of the first request's origin \(origin)"))
        }
        return .hop(url)
    }

    private func isLongLink(_ href: String) -> Bool {
        (try? DynamicLinkComponents.parse(href, prefixes: parser.manifest.dynamicLinkPrefixes)) != nil
    }

    /// Sends one request with the time left, mapping the transport's failures.
    private func send(_ url: String, elapsed: Duration) -> Result<HTTPResponse, HopFailure> {
        let left = limits.totalTimeout - (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        guard left > 0 else { return .failure(.timedOut(total: true)) }
        let timeout = min(limits.hopTimeout, left)
        do {
            return .success(try transport.send(HTTPRequest(url: url, timeout: timeout, maximumBodyBytes: limits.maximumBodyBytes,
                                                           addressPolicy: limits.allowLoopbackHTTP ? .loopbackForTests : .publicOnly)))
        } catch {
            switch error {
            case .timedOut: return .failure(.timedOut(total: timeout < limits.hopTimeout))
            case .responseTooLarge: return .failure(.responseTooLarge(limit: limits.maximumBodyBytes))
            case .invalidResponse(let detail): return .failure(.invalidResponse(detail))
            case .refusedAddress(let detail): return .failure(.refusedAddress(detail))
            case .failed(let detail): return .failure(.transport(detail))
            }
        }
    }

    /// The failure a status means, or nil for a redirect the resolver handles.
    private static func statusFailure(_ status: Int) -> HopFailure? {
        switch status {
        case 301, 302, 303, 307, 308: nil
        case 404, 410: .notFound(status: status)
        case 500...599: .serverError(status: status)
        default: .unexpectedStatus(status)
        }
    }
}
