import Testing
@testable import LinkproofCore

/// `linkproof init --android-manifest`: the draft of the `android` section from plain XML.
@Suite struct AndroidManifestDraftTests {
    private let xml = #"""
    <?xml version="1.0" encoding="utf-8"?>
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.android">
      <!-- <intent-filter> in a comment is not read -->
      <application><activity android:name=".Main">
        <intent-filter android:autoVerify="true">
          <data android:scheme="https" android:host="www.example.com" />
          <data android:host="alt.example.com" android:port="8443"/>
          <data android:pathPattern="/item/.*\\.html" />
          <data android:pathPrefix="/a&amp;b" />
          <uri-relative-filter-group android:allow="false"><data android:query="x=1" /></uri-relative-filter-group>
        </intent-filter>
        <intent-filter>
          <data android:scheme="app" android:host="${host}" />
          <data android:path="@string/p" />
        </intent-filter>
      </activity></application>
    </manifest>
    """#

    @Test func filtersAreMergedAndLoadAsASection() throws {
        let draft = try AndroidManifestDraft.draft(Array(xml.utf8))
        let (section, issues) = AndroidAppSection.read(draft.section, path: "$.android", routes: [], appPackage: nil)
        #expect(issues == [])
        let android = try #require(section)
        #expect(android.package == "com.example.android")
        #expect(android.filters.map(\.name) == [".Main#0", ".Main#1"])
        let first = android.filters[0]
        #expect(first.autoVerify)
        #expect(first.data.authorities.map(\.host) == ["www.example.com", "alt.example.com"])
        #expect(first.data.authorities.map(\.port) == [nil, "8443"])
        #expect(first.data.paths.map(\.pattern) == ["/a&b", "/item/.*\\.html"])
        #expect(first.data.groups.count == 1 && !first.data.groups[0].allow)
        #expect(first.data.match("https://alt.example.com:8443/item/x.html").matches)
        // The placeholder host and the resource path are left out, and said so.
        #expect(android.filters[1].data.authorities.isEmpty)
        #expect(draft.notes.contains { $0.contains("${host}") && $0.contains("placeholder") })
        #expect(draft.notes.contains { $0.contains("@string/p") && $0.contains("resource reference") })
    }

    @Test func aapt2Unescaping() {
        #expect(AndroidManifestDraft.aapt2Unescaped(#"/.*\\.pdf"#) == #"/.*\.pdf"#)
        #expect(AndroidManifestDraft.aapt2Unescaped(#"/.*\.pdf"#) == "/.*.pdf")
        #expect(AndroidManifestDraft.aapt2Unescaped(#"a\u0041"#) == "aA")
    }

    @Test func brokenXMLIsAnError() {
        #expect(throws: AndroidManifestDraft.XMLError.self) { try AndroidManifestDraft.draft(Array(#"<manifest package="x"#.utf8)) }
    }
}
