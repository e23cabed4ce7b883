#if canImport(Darwin)
import Foundation
import LinkproofCore

/// The `HTTPTransport` of Apple platforms but macOS (`PlatformHTTPTransport` there; an app's):
/// one `URLSession` data task per request, under the bounds `CurlTransport` keeps on Linux and macOS:
/// - the host's name resolved here and every address it resolves to judged by
///   `request.addressPolicy` before anything is sent (`.refusedAddress`): URLSession may connect
///   to any of them. URLSession resolves the name again as it connects, so a name whose answer
///   changes in between (DNS rebinding) is not caught; `CurlTransport`, the tool's on macOS,
///   judges the address its socket connects to;
/// - an ephemeral session with no cookie storage, no credential storage and no cache; every
///   authentication challenge refused but the server's TLS trust, which the system checks
///   (peer and host) as it always does; a URL with a user name or password is not sent;
/// - only `http` and `https`, never a redirect followed (a 3xx comes back as it is);
/// - `Accept-Encoding: identity`, and a head with another `Content-Encoding` refused before
///   any body byte;
/// - the head URLSession parsed checked under `headLimits` (fields, bytes, a repeated
///   `Location`) and `Content-Length` against the cap, before the body is read;
/// - the body counted as it arrives and the task cancelled at the cap (`.responseTooLarge`);
/// - the request's timeout as a deadline on the whole exchange: the caller stops waiting
///   then, and the task is cancelled (`.timedOut`).
///
/// `send` blocks its thread until the exchange ends: call it off the main thread.
public struct URLSessionTransport: HTTPTransport, Sendable {
    /// The bounds of a response head.
    public var headLimits: HTTPHeadLimits

    /// A transport with the given head limits.
    public init(headLimits: HTTPHeadLimits = HTTPHeadLimits()) { self.headLimits = headLimits }

    public func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .failed("\(request.url) is not an http or https URL")
        }
        guard url.user == nil, url.password == nil else { throw .failed("\(request.url) carries credentials, which are never sent") }
        try ServerAddresses(of: request).checkAll(by: request.addressPolicy)
        var get = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: request.timeout)
        get.httpMethod = "GET"
        get.httpShouldHandleCookies = false
        get.setValue(request.accept, forHTTPHeaderField: "Accept")
        get.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let exchange = Exchange(request: request, headLimits: headLimits)
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: Self.configuration(timeout: request.timeout), delegate: exchange, delegateQueue: delegateQueue)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: get)
        task.resume()
        let milliseconds = max(1, Int((request.timeout * 1_000).rounded(.up)))
        guard exchange.finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else {
            task.cancel()
            throw .timedOut
        }
        return try exchange.result()
    }

    /// A session that keeps nothing between requests and sends nothing it was not asked to.
    private static func configuration(timeout: Double) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.waitsForConnectivity = false
        return configuration
    }
}

/// The state of one data task, written by the session's (serial) delegate queue and read by
/// the sending thread once `finished` is signalled; the lock covers a cancel racing them.
private final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let request: HTTPRequest
    let headLimits: HTTPHeadLimits
    /// Signalled when the task has ended, whatever the outcome.
    let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var head: ResponseHead?
    private var body: [UInt8] = []
    /// The first reason the exchange gave no response.
    private var failure: HTTPTransportError?

    init(request: HTTPRequest, headLimits: HTTPHeadLimits) {
        self.request = request
        self.headLimits = headLimits
    }

    /// The response, or why there is none.
    func result() throws(HTTPTransportError) -> HTTPResponse {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        guard let head, let status = head.status else { throw .invalidResponse("the exchange ended without a response head") }
        return HTTPResponse(status: status, headers: head.fields, body: body)
    }

    private func fail(_ error: HTTPTransportError) {
        lock.lock()
        defer { lock.unlock() }
        if failure == nil { failure = error }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)  // the 3xx itself is the response
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
            completionHandler(.performDefaultHandling, nil)  // the system's certificate checks
        } else {
            completionHandler(.rejectProtectionSpace, nil)  // no credentials: a 401 comes back as it is
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        do throws(HTTPTransportError) {
            guard let http = response as? HTTPURLResponse else { throw .invalidResponse("the reply is not an HTTP response") }
            let fields = http.allHeaderFields.compactMap { name, value in
                (name as? String).map { (name: $0, value: "\(value)") }
            }
            let head = try ResponseHead(status: http.statusCode, fields: fields, limits: headLimits)
            try head.check(maximumBodyBytes: request.maximumBodyBytes)
            lock.lock()
            self.head = head
            lock.unlock()
            completionHandler(.allow)
        } catch {
            fail(error)
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        let fits = body.count + data.count <= request.maximumBodyBytes
        if fits { body.append(contentsOf: data) } else if failure == nil { failure = .responseTooLarge }
        lock.unlock()
        if !fits { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error { fail(Self.transportError(error)) }
        finished.signal()
    }

    /// URLSession's error as the protocol's (a cancel of ours already recorded its reason).
    private static func transportError(_ error: any Error) -> HTTPTransportError {
        switch (error as? URLError)?.code {
        case .timedOut?: .timedOut
        case .dataLengthExceedsMaximum?: .responseTooLarge
        case .cannotParseResponse?, .badServerResponse?: .invalidResponse(error.localizedDescription)  // a head it refused
        default: .failed(error.localizedDescription)
        }
    }
}
#endif
