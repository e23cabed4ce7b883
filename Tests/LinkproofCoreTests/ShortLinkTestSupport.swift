import Foundation
import LinkproofCore

/// A transport that replays scripted replies (or failures) by URL, and records the URLs asked for.
final class ScriptedTransport: HTTPTransport {
    var replies: [String: Result<HTTPResponse, HTTPTransportError>]
    private(set) var requested: [String] = []
    /// The address policy of each request, in order.
    private(set) var policies: [HTTPAddressPolicy] = []

    init(_ replies: [String: Result<HTTPResponse, HTTPTransportError>]) { self.replies = replies }

    func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse {
        requested.append(request.url)
        policies.append(request.addressPolicy)
        return try (replies[request.url] ?? .success(HTTPResponse(status: 404))).get()
    }

    /// A redirect reply.
    static func redirect(_ location: String, status: Int = 302) -> Result<HTTPResponse, HTTPTransportError> {
        .success(HTTPResponse(status: status, headers: ["Location": location]))
    }
}

/// The documents' long links.
enum SampleLinks {
    /// S002-01, on `https://example.page.link` (firebase-example.json).
    static let content = "https://example.page.link/?link=https://www.example.com/content?item%3D1234&ibi=com.example.ios&isi=12345"
    /// S002-07's invitation (a personal route).
    static let invitation = "https://example.page.link/?link=https://www.example.com/invitation?gameid%3D42%26referrer%3D7&ibi=com.example.ios"
}
