import LinkproofCore

// The bounded transport of this platform: `CurlTransport` (the system's libcurl, loaded at run
// time) on Linux and macOS, where the tool runs and every address it connects to is judged by
// the request's `HTTPAddressPolicy` as its socket opens; `URLSessionTransport` on the other Apple
// platforms (an app's), which judges the addresses the name resolves to before it sends. Both
// keep the bounds `HTTPTransport` states and take `HTTPHeadLimits`. (None elsewhere: give the
// resolver a transport of your own.)
#if os(Linux) || os(Android) || os(macOS)
/// This platform's bounded transport: libcurl (`CurlTransport`).
public typealias PlatformHTTPTransport = CurlTransport
#elseif canImport(Darwin)
/// This platform's bounded transport: URLSession (`URLSessionTransport`).
public typealias PlatformHTTPTransport = URLSessionTransport
#endif

#if os(Linux) || os(Android) || canImport(Darwin)
extension AASAFetcher {
    /// `fetch(domain:allowLoopbackHTTP:sizeCap:timeout:transport:)` over this platform's
    /// bounded transport (`PlatformHTTPTransport`).
    package static func fetch(domain: String, allowLoopbackHTTP: Bool = false, sizeCap: Int = AASAParser.defaultSizeCap,
                             timeout: Double = 10) throws(AASAFetchError) -> AASAHostingResponse {
        try fetch(domain: domain, allowLoopbackHTTP: allowLoopbackHTTP, sizeCap: sizeCap, timeout: timeout, transport: PlatformHTTPTransport())
    }
}
#endif
