import Testing

/// Issue 40, `--proxy URL`: the commands that fetch take it, the others refuse it, and a URL
/// that is not `http://HOST:PORT` is a usage error naming it, before any request. (The
/// requests through a proxy are tested on the transport, against a loopback proxy stand-in:
/// LinkproofCoreTests' `CurlProxyTests`.)
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct ProxyOptionTests {
    @Test func aURLThatIsNotAProxyIsNamedWithTheReason() throws {
        for (arguments, reason) in [
            (["aasa", "fetch", "example.com", "--proxy", "https://proxy.example:3128"], "give an http:// URL, http://HOST:PORT"),
            (["assetlinks", "fetch", "example.com", "--proxy", "http://user:secret@proxy.example:3128"],
             "a proxy with credentials is not taken (they would show in errors and process lists)"),
            (["resolve", "--manifest", "m.json", "--follow", "--proxy", "http://proxy.example",
              "https://example.page.link/abcd"], "give the port: http://HOST:PORT"),
        ] {
            let run = try LinkproofProcess.run(arguments)
            let url = arguments[arguments.firstIndex(of: "--proxy")! + 1]
            #expect(run.status == 2 && run.errorText.contains("--proxy '\(url)' is not a proxy URL: \(reason)"), "\(arguments): \(run.errorText)")
        }
    }

    @Test func onlyTheCommandsThatFetchTakeIt() throws {
        let validate = try LinkproofProcess.run(["aasa", "validate", "x.json", "--proxy", "http://proxy.example:3128"])
        #expect(validate.status == 2 && validate.errorText.contains("validate does not take --proxy"), "\(validate.errorText)")
        let stored = try LinkproofProcess.run(["resolve", "--manifest", "m.json", "--proxy", "http://proxy.example:3128", "https://example.page.link/abcd"])
        #expect(stored.status == 2 && stored.errorText.contains("--proxy go with --follow"), "\(stored.errorText)")
        for command in [["aasa"], ["assetlinks"], ["resolve"]] {
            let help = try LinkproofProcess.run(command + ["--help"])
            #expect(help.text.contains("--proxy URL  ") || help.text.contains("--proxy URL     "), "\(command)")
        }
    }
}
