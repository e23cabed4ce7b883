#if os(Linux) || os(Android)
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
///   no proxy, and libcurl's TLS with peer and host verification;
/// - every address libcurl resolved checked against `request.addressPolicy` as its socket is
///   opened (libcurl's open-socket callback), so the check is on the address connected to,
///   whatever DNS answers later: a refused address is skipped, and when none is left the
///   failure is `.refusedAddress`. (No proxy is used, so the address is always the server's.)
public struct CurlTransport: HTTPTransport, Sendable {
    /// The bounds of a response head.
    public var headLimits: HTTPHeadLimits

    /// A transport with the given head limits.
    public init(headLimits: HTTPHeadLimits = HTTPHeadLimits()) { self.headLimits = headLimits }

    public func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        if let problem = ccurl_load() { throw .failed(String(cString: problem)) }
        guard let handle = ccurl_easy_init() else { throw .failed("libcurl could not start a transfer") }
        defer { ccurl_easy_cleanup(handle) }
        var requestHeaders: UnsafeMutableRawPointer?
        for line in ["Accept: \(request.accept)", "Accept-Encoding: identity"] {
            requestHeaders = ccurl_slist_append(requestHeaders, line)
        }
        defer { ccurl_slist_free_all(requestHeaders) }
        var errorText = [CChar](repeating: 0, count: Int(CCURL_ERROR_SIZE))
        let transfer = Transfer(request: request, headLimits: headLimits)
        let milliseconds = max(1, Int((request.timeout * 1_000).rounded(.up)))
        let code = errorText.withUnsafeMutableBufferPointer { errorBuffer in
            var failed = ccurl_setopt_pointer(handle, Int32(CCURLOPT_URL), request.url)
                | ccurl_setopt_pointer(handle, Int32(CCURLOPT_HTTPHEADER), requestHeaders)
                | ccurl_setopt_pointer(handle, Int32(CCURLOPT_ERRORBUFFER), errorBuffer.baseAddress)
                | ccurl_setopt_pointer(handle, Int32(CCURLOPT_PROXY), "")
                | ccurl_setopt_long(handle, Int32(CCURLOPT_PROTOCOLS), CCURLPROTO_HTTP_HTTPS)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_HTTP_CONTENT_DECODING), 0)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_NOSIGNAL), 1)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_NOPROGRESS), 0)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_TIMEOUT_MS), milliseconds)
                | ccurl_setopt_long(handle, Int32(CCURLOPT_CONNECTTIMEOUT_MS), milliseconds)
                | ccurl_setopt_off(handle, Int32(CCURLOPT_MAXFILESIZE_LARGE), Int64(request.maximumBodyBytes))
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

    init(request: HTTPRequest, headLimits: HTTPHeadLimits) {
        self.request = request
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

    /// A socket for `address`, or -1 when the request's policy refuses it.
    func openSocket(_ address: UnsafeMutablePointer<ccurl_sockaddr>) -> Int32 {
        var bytes = [UInt8](repeating: 0, count: 16)
        let length = Int(ccurl_address_bytes(address, &bytes))
        if let refusal = request.addressPolicy.refusal(of: Array(bytes.prefix(length))) {
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
