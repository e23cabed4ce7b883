import Foundation
import Testing
import LinkproofTestSupport

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

    /// A team's committed assetlinks.json, checked offline against its manifest's android
    /// section (`check FILE --manifest`), and `validate`'s one line on a good file.
    @Test func aCommittedFileIsCheckedAgainstTheManifest() throws {
        let folder = TestScratch.url("linkproof-assetlinks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = Array(repeating: "4B", count: 32).joined(separator: ":")
        let manifest = """
        {"name": "app", "app": {"bundleID": "b", "androidPackage": "com.example.app"}, "associatedDomains": [{"domain": "example.com"}],
         "routes": [{"name": "r", "templates": ["https://example.com/r"]}],
         "android": {"sha256CertFingerprints": ["\(Self.fingerprint)"], "assetLinks": {"example.com": "assetlinks.json"},
           "intentFilters": [{"autoVerify": true, "routes": ["r"], "scheme": ["https"], "host": ["example.com"]}]}}
        """
        func grant(_ fingerprint: String) -> String {
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": [""#
                + fingerprint + #""]}}]"#
        }
        let (file, manifestFile) = (folder.appendingPathComponent("assetlinks.json"), folder.appendingPathComponent("app.json"))
        try Data(manifest.utf8).write(to: manifestFile)
        try Data(grant(other).utf8).write(to: file)
        let missing = try LinkproofProcess.run(["assetlinks", "check", file.path, "--manifest", manifestFile.path])
        #expect(missing.status == 1 && missing.text.contains("AL302"), "\(missing.text)\(missing.errorText)")
        try Data(grant(Self.fingerprint).utf8).write(to: file)
        let fixed = try LinkproofProcess.run(["assetlinks", "check", file.path, "--manifest", manifestFile.path])
        #expect(fixed.status == 0 && fixed.text.contains("verifies com.example.app"), "\(fixed.text)\(fixed.errorText)")
        let valid = try LinkproofProcess.run(["assetlinks", "validate", file.path])
        #expect(valid.status == 0 && valid.text.hasSuffix("1 statement(s) and 0 include(s) checked by the Digital Asset Links rules: 0 error(s), 0 warning(s)\n"),
                "\(valid.text)")
        #expect(try LinkproofProcess.run(["assetlinks", "check", file.path, "--manifest", manifestFile.path, "--package", "com.example.app",
                                          "--fingerprint", Self.fingerprint]).status == 2)
    }
}
