import LinkproofCore
@testable import LinkproofHTTP
import Testing

/// Issue 40: the addresses a request's server has, judged by its address policy before anything
/// is sent (what `URLSessionTransport` and a proxied `CurlTransport` request do): a loopback,
/// private or link-local address is refused, by a literal or by a name resolved here.
@Suite struct ServerAddressesTests {
    func addresses(_ url: String) throws -> ServerAddresses { try ServerAddresses(of: HTTPRequest(url: url, timeout: 5, maximumBodyBytes: 1_000)) }

    @Test(arguments: ["http://127.0.0.1/x", "http://[::1]/x", "https://10.1.2.3/", "https://169.254.169.254/latest", "http://localhost/"])
    func anInsideAddressIsRefusedBeforeSending(_ url: String) throws {
        let server = try addresses(url)
        #expect(throws: HTTPTransportError.self) { try server.checkAll(by: .publicOnly) }
        #expect(throws: HTTPTransportError.self) { try server.firstAllowed(by: .publicOnly) }
    }

    @Test func loopbackIsAllowedForTestsOnly() throws {
        let server = try addresses("http://127.0.0.1:8080/")
        #expect(server.addresses == [[127, 0, 0, 1]])
        try server.checkAll(by: .loopbackForTests)
        #expect(try server.firstAllowed(by: .loopbackForTests) == [127, 0, 0, 1])
        #expect(throws: HTTPTransportError.refusedAddress("its host resolves to a refused address: 127.0.0.1 is a loopback address (allowed only with --allow-loopback-http, for tests)")) {
            try server.checkAll(by: .publicOnly)
        }
    }

    @Test func aPublicLiteralIsAllowed() throws {
        try addresses("https://93.184.215.14/").checkAll(by: .publicOnly)
    }

    @Test func aNameThatDoesNotResolveAndAURLThatIsNotOneAreNamed() {
        #expect(throws: HTTPTransportError.failed("cannot resolve its host no-such-host.invalid here")) { try addresses("https://no-such-host.invalid/") }
        #expect(throws: HTTPTransportError.failed("ftp://example.com/ is not an http or https URL")) { try addresses("ftp://example.com/") }
    }
}
