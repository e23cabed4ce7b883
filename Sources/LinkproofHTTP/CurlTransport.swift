#if os(Linux) || os(Android) || os(macOS)
import CCurl
import LinkproofCore

/// The `HTTPTransport` of Linux (`PlatformHTTPTransport` there): libcurl driven directly, so
/// that every limit is checked as the bytes arrive, whatever the server sends.
///
/// FoundationNetworking could not hold them: it buffers a redirect's whole body before its
/// delegate sees the response, decodes gzip on its own, and `cancel()` waits behind the
/// buffering. Here one `GET` runs on the caller's thread with:
/// - the head read line by line under `headLimits` (fields, bytes, no repeated `Location`);
/// - `Content-Length` checked against the cap before any body byte is read, and the body
///   counted as it arrives and abandoned at the cap (`.responseTooLarge`);
/// - `Accept-Encoding: identity`, no decoding, and any other `Content-Encoding` refused;
/// - the request's timeout as libcurl's total deadline (connect and DNS included), also
///   checked by the progress callback libcurl calls at least once a second;
/// - only `http` and `https`, never a redirect followed, no cookie engine, no credentials,
///   no proxy but `proxy` (the environment's `http_proxy` and the like are ignored), and
///   libcurl's TLS with peer and host verification;
/// - every address libcurl resolved checked against `request.addressPolicy` as its socket is
///   opened (libcurl's open-socket callback), so the check is on the address connected to,
///   whatever DNS answers later: a refused address is skipped, and when none is left the
///   failure is `.refusedAddress`. Through `proxy`, the server's address is resolved and
///   checked before the request, and the proxy asked to tunnel to that address
///   (`CurlProxyRoute`); the proxy's own addresses are the only ones the check lets through.
public struct CurlTransport: HTTPTransport, Sendable {
    /// The bounds of a response head.
    public var headLimits: HTTPHeadLimits
    /// The HTTP proxy every request goes through (the commands' `--proxy`); nil for none.
    public var proxy: HTTPProxy?

    /// A transport with the given head limits, through `proxy` when one is given.
    public init(headLimits: HTTPHeadLimits = HTTPHeadLimits(), proxy: HTTPProxy? = nil) {
        self.headLimits = headLimits
        self.proxy = proxy
    }

    public func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        if let problem = ccurl_load() { throw .failed(String(cString: problem)) }
        var route: CurlProxyRoute?
        if let proxy { route = try CurlProxyRoute(proxy, request: request) }
        guard let handle = ccurl_easy_init() else { throw .failed("libcurl could not start a transfer") }
        defer { ccurl_easy_cleanup(handle) }
        var requestHeaders: UnsafeMutableRawPointer?
        for line in ["Accept: \(request.accept)", "Accept-Encoding: identity"] {
            requestHeaders = ccurl_slist_append(requestHeaders, line)
        }
        defer { ccurl_slist_free_all(requestHeaders) }
        let connectTo = route.map { ccurl_slist_append(nil, $0.connectTo) } ?? nil
        defer { ccurl_slist_free_all(connectTo) }
        let proxyResolve = route?.proxyResolve.map { ccurl_slist_append(nil, $0) } ?? nil
        defer { ccurl_slist_free_all(proxyResolve) }
        var errorText = [CChar](repeating: 0, count: Int(CCURL_ERROR_SIZE))
        let transfer = Transfer(request: request, headLimits: headLimits, proxyAddresses: route?.proxyAddresses ?? [])
        let milliseconds = max(1, Int((request.timeout * 1_000).rounded(.up)))
        let code = errorText.withUnsafeMutableBufferPointer { errorBuffer in
            var failed = ccurl_setopt_pointer(handle, Int32(CCURLOPT_URL), request.url)
                | ccurl_setopt_pointer(handle, Int32(CCURLOPT_HTTPHEADER), requestHeaders)
                | ccurl_setopt_pointer(handle, Int32(CCURLOPT_ERRORBUFFER), errorBuffer.baseAddress)
                | ccurl_setopt_pointer(handle, Int32(CCURLOPT_PROXY), route?.proxyURL ?? "")
                | ccurl_setopt_long(handle, Int32(CCURLOPT_PROTOCOLS), CCURLPROTO_HTTP_HTTPS)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_HTTP_CONTENT_DECODING), 0)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_NOSIGNAL), 1)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_NOPROGRESS), 0)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_TIMEOUT_MS), milliseconds)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_CONNECTTIMEOUT_MS), milliseconds)
                | ccurl_setopt_off(handle, Int32(CCURLOPT_MAXFILESIZE_LARGE), Int64(request.maximumBodyBytes))
            if route != nil {
                // Every request a tunnel to the checked address; the environment's no_proxy ignored.
                failed |= ccurl_setopt_pointer(handle, Int32(CCURLOPT_NOPROXY), "")
                    | ccurl_setopt_long(handle, Int32(CCURLOPT_HTTPPROXYTUNNEL), 1)
                    | ccurl_setopt_long(handle, Int32(CCURLOPT_SUPPRESS_CONNECT_HEADERS), 1)
                    | ccurl_setopt_pointer(handle, Int32(CCURLOPT_CONNECT_TO), connectTo)
                    | ccurl_setopt_pointer(handle, Int32(CCURLOPT_RESOLVE), proxyResolve)
            }
            let context = Unmanaged.passUnretained(transfer).toOpaque()
            failed |= ccurl_set_callbacks(handle, onHeaderLine, onBody, onProgress, context)
                | ccurl_set_opensocket(handle, onOpenSocket, context)
            guard failed == 0 else { return Int32(-1) }
            return withExtendedLifetime(transfer) { ccurl_easy_perform(handle) }
        }
        let detail = errorText.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return try transfer.result(code, detail: detail.isEmpty ? nil : detail)
    }
}

/// The state of one transfer, touched only by libcurl's callbacks on the sending thread.
private final class Transfer {
    let request: HTTPRequest
    let deadline: ContinuousClock.Instant
    var head: ResponseHead
    var body: [UInt8] = []
    /// Why a callback stopped the transfer.
    var failure: HTTPTransportError?
    /// The addresses refused by the request's policy, each with the reason.
    var refusals: [String] = []
    /// The proxy's addresses, which the policy does not judge (none without a proxy).
    let proxyAddresses: Set<[UInt8]>

    init(request: HTTPRequest, headLimits: HTTPHeadLimits, proxyAddresses: Set<[UInt8]>) {
        self.request = request
        self.proxyAddresses = proxyAddresses
        deadline = .now + .milliseconds(Int((request.timeout * 1_000).rounded(.up)))
        head = ResponseHead(limits: headLimits)
    }

    /// False stops the transfer.
    func headerLine(_ line: UnsafeRawBufferPointer) -> Bool {
        attempt { () throws(HTTPTransportError) in
            let wasComplete = head.complete
            try head.read(line)
            if head.complete, !wasComplete { try head.check(maximumBodyBytes: request.maximumBodyBytes) }
        }
    }

    func bodyBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
        attempt { () throws(HTTPTransportError) in
            guard body.count + bytes.count <= request.maximumBodyBytes else { throw .responseTooLarge }
            body.append(contentsOf: bytes)
        }
    }

    /// A socket for `address`, or -1 when the request's policy refuses it (a proxy's address
    /// is not judged).
    func openSocket(_ address: UnsafeMutablePointer<ccurl_sockaddr>) -> Int32 {
        var bytes = [UInt8](repeating: 0, count: 16)
        let length = Int(ccurl_address_bytes(address, &bytes))
        let connected = Array(bytes.prefix(length))
        if !proxyAddresses.contains(connected), let refusal = request.addressPolicy.refusal(of: connected) {
            refusals.append(refusal)
            return -1
        }
        return ccurl_open_socket(address)
    }

    func inTime() -> Bool {
        attempt { () throws(HTTPTransportError) in if ContinuousClock.now >= deadline { throw .timedOut } }
    }

    private func attempt(_ body: () throws(HTTPTransportError) -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            failure = error
            return false
        }
    }

    /// The response, or why there is none: a callback's reason first, then libcurl's.
    func result(_ code: Int32, detail: String?) throws(HTTPTransportError) -> HTTPResponse {
        if let failure { throw failure }
        if Int(code) != CCURLE_OK, !refusals.isEmpty {
            throw .refusedAddress("its host resolved only to refused addresses: " + refusals.joined(separator: "; "))
        }
        switch Int(code) {
        case CCURLE_OK:
            guard let status = head.status, head.complete else { throw .invalidResponse("the response ended inside its head") }
            return HTTPResponse(status: status, headers: head.fields, body: body)
        case CCURLE_OPERATION_TIMEDOUT, CCURLE_ABORTED_BY_CALLBACK: throw .timedOut
        case CCURLE_FILESIZE_EXCEEDED: throw .responseTooLarge
        case -1: throw .failed("libcurl refused an option of the transfer")
        default: throw .failed(detail ?? String(cString: ccurl_easy_strerror(code)))
        }
    }
}

private func transfer(_ context: UnsafeMutableRawPointer?) -> Transfer {
    Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
}

private let onHeaderLine: ccurl_data_callback = { bytes, one, count, context in
    transfer(context).headerLine(UnsafeRawBufferPointer(start: bytes, count: one * count)) ? one * count : 0
}

private let onBody: ccurl_data_callback = { bytes, one, count, context in
    transfer(context).bodyBytes(UnsafeRawBufferPointer(start: bytes, count: one * count)) ? one * count : 0
}

private let onOpenSocket: ccurl_opensocket_callback = { context, _, address in
    transfer(context).openSocket(address!)
}

private let onProgress: ccurl_progress_callback = { context, _, _, _, _ in
    transfer(context).inTime() ? 0 : 1
}
#endif
