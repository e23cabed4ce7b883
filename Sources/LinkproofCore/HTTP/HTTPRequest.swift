/// A `GET` the resolver asks a transport to send.
public struct HTTPRequest: Hashable, Sendable {
    /// The absolute URL, already checked by the resolver.
    public var url: String
    /// Seconds the whole exchange may take.
    public var timeout: Double
    /// The largest body accepted; more is `.responseTooLarge`.
    public var maximumBodyBytes: Int
    /// The `Accept` header sent.
    public var accept: String
    /// The addresses the transport may connect to, checked after the host name is resolved.
    public var addressPolicy: HTTPAddressPolicy

    /// A request from its fields.
    public init(url: String, timeout: Double, maximumBodyBytes: Int, accept: String = "*/*",
                addressPolicy: HTTPAddressPolicy = .publicOnly) {
        self.url = url
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
        self.accept = accept
        self.addressPolicy = addressPolicy
    }
}
