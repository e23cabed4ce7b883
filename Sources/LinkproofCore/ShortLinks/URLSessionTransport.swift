import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real `HTTPTransport`: FoundationNetworking's `URLSession`, configured so that it
/// leaks nothing and decides nothing.
///
/// The session is ephemeral with no cookie storage, no credential storage and no cache;
/// cookies are neither sent nor kept, authentication challenges are cancelled, and no
/// `Authorization` header is ever set. Redirects are refused in the delegate, so a 3xx
/// reaches the resolver as it is. Each exchange has a hard deadline (the request's timeout,
/// enforced here, not only as the session's idle timeout) and stops at the body cap.
public final class URLSessionTransport: HTTPTransport {
    private let delegate = ExchangeDelegate()
    private let session: URLSession

    /// A transport with its own session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    public func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        guard let url = URL(string: request.url) else { throw .failed("Foundation cannot read the URL \(request.url)") }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = "GET"
        urlRequest.httpShouldHandleCookies = false
        let task = session.dataTask(with: urlRequest)
        let exchange = Exchange(maximumBodyBytes: request.maximumBodyBytes)
        delegate.begin(exchange, for: task)
        defer { delegate.end(task) }
        task.resume()
        guard exchange.finished.wait(timeout: .now() + request.timeout) == .success else {
            task.cancel()
            throw .timedOut
        }
        return try exchange.result()
    }
}

/// The state of one exchange, written by the session's delegate queue and read once the
/// exchange has finished (`finished` orders the two).
private final class Exchange: @unchecked Sendable {
    let maximumBodyBytes: Int
    let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var response: HTTPURLResponse?
    private var body: [UInt8] = []
    private var tooLarge = false
    private var failure: (any Error)?

    init(maximumBodyBytes: Int) { self.maximumBodyBytes = maximumBodyBytes }

    /// Keeps the response head; false when its announced length is already over the cap.
    func receive(_ response: HTTPURLResponse) -> Bool {
        lock.withLock {
            self.response = response
            if response.expectedContentLength > Int64(maximumBodyBytes) { tooLarge = true }
            return !tooLarge
        }
    }

    /// Keeps body bytes; false once the cap is passed.
    func receive(_ data: Data) -> Bool {
        lock.withLock {
            guard !tooLarge else { return false }
            if body.count + data.count > maximumBodyBytes {
                tooLarge = true
                return false
            }
            body += data
            return true
        }
    }

    /// Ends the exchange. FoundationNetworking never hands a 3xx whose `Location` is
    /// missing or unusable to the delegate, only to the task, so `response` is the fallback.
    func complete(_ error: (any Error)?, response: URLResponse?) {
        lock.withLock {
            failure = error
            if self.response == nil { self.response = response as? HTTPURLResponse }
        }
        finished.signal()
    }

    func result() throws(HTTPTransportError) -> HTTPResponse {
        lock.lock()
        defer { lock.unlock() }
        if tooLarge { throw .responseTooLarge }
        if let failure {
            if (failure as? URLError)?.code == .timedOut { throw .timedOut }
            throw .failed(failure.localizedDescription)
        }
        guard let response else { throw .failed("no HTTP response") }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return HTTPResponse(status: response.statusCode, headers: headers, body: body)
    }
}

/// Routes the session's callbacks to their exchange, refuses every redirect and every
/// authentication challenge.
private final class ExchangeDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    func begin(_ exchange: Exchange, for task: URLSessionTask) {
        lock.withLock { exchanges[task.taskIdentifier] = exchange }
    }

    func end(_ task: URLSessionTask) {
        _ = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(_ task: URLSessionTask) -> Exchange? {
        lock.withLock { exchanges[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)  // the 3xx itself becomes the response
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse, let exchange = exchange(dataTask) else {
            completionHandler(.cancel)
            return
        }
        completionHandler(exchange.receive(http) ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if exchange(dataTask)?.receive(data) == false { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(task)?.complete(error, response: task.response)
    }
}
