import LinkproofCore

// The bounded transport of this platform: `CurlTransport` (the system's libcurl, loaded at run
// time) on Linux, `URLSessionTransport` on Apple platforms. Both keep the bounds `HTTPTransport`
// states and take `HTTPHeadLimits`. (None elsewhere: give the resolver a transport of your own.)
#if os(Linux) || os(Android)
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
    public static func fetch(domain: String, allowLoopbackHTTP: Bool = false, sizeCap: Int = AASAParser.defaultSizeCap,
                             timeout: Double = 10) throws(AASAFetchError) -> AASAHostingResponse {
        try fetch(domain: domain, allowLoopbackHTTP: allowLoopbackHTTP, sizeCap: sizeCap, timeout: timeout, transport: PlatformHTTPTransport())
    }
}
#endif
