import Testing

/// `linkproof assetlinks` reads `--package` and `--fingerprint` as the Digital Asset Links API
/// reads a query's `android_app` asset: a value it would refuse is a usage error, not a
/// statement that fails to match.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct AssetLinksCommandTests {
    private static let fingerprint = Array(repeating: "3A", count: 32).joined(separator: ":")

    @Test func aQueryTheAPIWouldRefuseIsAUsageError() throws {
        let refused: [(package: String, fingerprint: String, words: String)] = [
            (" com.example.android", Self.fingerprint, "--package ' com.example.android' is not a package name"),
            ("com.example.android ", Self.fingerprint, "--package 'com.example.android ' is not a package name"),
            ("com.example-android", Self.fingerprint, "is not a package name"),
            ("com.example.android", Self.fingerprint.lowercased(), "is not a SHA-256 fingerprint"),
            ("com.example.android", Self.fingerprint + " ", "is not a SHA-256 fingerprint"),
        ]
        for (package, fingerprint, words) in refused {
            let outcome = try LinkproofProcess.run(["assetlinks", "check", "assetlinks.json", "--package", package, "--fingerprint", fingerprint])
            #expect(outcome.status == 2, "'\(package)' '\(fingerprint)': \(outcome.errorText)")
            #expect(outcome.errorText.contains(words), "\(outcome.errorText)")
        }
    }
}
