import Foundation
import Testing

/// `linkproof diff` compares two streams of one platform: an iOS stream and a
/// `route --platform android` stream are refused, each file named with its platform.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct DiffPlatformsTests {
    @Test func anIOSStreamAndAnAndroidStreamAreRefused() throws {
        let folder = Scratch.folder()
        try #"""
        {"name": "app", "app": {"bundleID": "com.example.ios", "androidPackage": "com.example.android"}, "schemes": ["example"],
         "routes": [{"name": "item", "templates": ["example://item/{id}"], "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 4}}}],
         "android": {"intentFilters": [{"name": "scheme", "routes": ["item"], "scheme": ["example"], "host": ["item"]}]}}
        """#.write(toFile: folder + "/app.json", atomically: false, encoding: .utf8)
        let input = Array(#"{"input": "example://item/7"}"#.utf8)
        for (platform, file) in [("ios", "ios.jsonl"), ("android", "android.jsonl")] {
            let outcome = try LinkproofProcess.run(["route", "--manifest", "app.json", "--platform", platform, "--jsonl"], input: input, in: folder)
            #expect(outcome.status == 0, "\(outcome.errorText)")
            try outcome.text.write(toFile: folder + "/" + file, atomically: false, encoding: .utf8)
        }
        let refused = try LinkproofProcess.run(["diff", "ios.jsonl", "android.jsonl"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errorText.contains("ios.jsonl holds ios decisions and android.jsonl android decisions"), "\(refused.errorText)")
        let same = try LinkproofProcess.run(["diff", "android.jsonl", "android.jsonl"], in: folder)
        #expect(same.status == 0, "\(same.text)\(same.errorText)")
    }
}
