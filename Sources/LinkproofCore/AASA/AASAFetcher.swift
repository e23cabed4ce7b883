import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a fetch produced no response at all (the request failed before an answer).
public struct AASAFetchError: Error, Sendable, Equatable {
    /// The URL requested.
    public let url: String
    /// The transport error, in words.
    public let reason: String
}

/// Fetches association files the way Apple's checks do: one GET, redirects refused, the
/// body cut off just past the size cap.
public enum AASAFetcher {
    /// Requests `AASAHosting.fileURL(domain:allowLoopbackHTTP:)` and returns the response unchecked.
    public static func fetch(domain: String, allowLoopbackHTTP: Bool = false, sizeCap: Int = AASAParser.defaultSizeCap,
                             timeout: Double = 10) throws(AASAFetchError) -> AASAHostingResponse {
        let address = AASAHosting.fileURL(domain: domain, allowLoopbackHTTP: allowLoopbackHTTP)
        guard let url = URL(string: address), url.host != nil else {
            throw AASAFetchError(url: address, reason: "'\(domain)' is not a domain name")
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let delegate = Delegate(sizeCap: sizeCap)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
        session.dataTask(with: request).resume()
        delegate.done.wait()
        session.finishTasksAndInvalidate()
        guard let response = delegate.response else {
            throw AASAFetchError(url: address, reason: delegate.failure ?? "no response")
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return AASAHostingResponse(url: address, status: response.statusCode, headers: headers, body: delegate.body)
    }

    /// Collects one response. URLSession calls it on a serial queue and `done` is signalled
    /// last, so its state is never touched concurrently.
    private final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let sizeCap: Int
        let done = DispatchSemaphore(value: 0)
        var response: HTTPURLResponse?
        var body: [UInt8] = []
        var failure: String?

        init(sizeCap: Int) { self.sizeCap = sizeCap }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            self.response = response as? HTTPURLResponse
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            body += data
            // One byte past the cap is enough for the check to report it.
            if body.count > sizeCap {
                body.removeLast(body.count - sizeCap - 1)
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            if response == nil { response = task.response as? HTTPURLResponse }
            if let error, body.count <= sizeCap { failure = error.localizedDescription }
            done.signal()
        }
    }
}
