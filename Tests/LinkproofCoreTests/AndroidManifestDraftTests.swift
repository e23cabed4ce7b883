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

    private func refusal(_ bytes: [UInt8]) -> AndroidManifestDraft.XMLError? {
        do {
            _ = try AndroidManifestDraft.draft(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Issue 40: a DOCTYPE was skipped to its first `>`, so the text of an entity it declares
    /// was read as elements: a phantom filter for a host the manifest never names.
    @Test func aDoctypeWithAnInternalSubsetIsRefused() throws {
        let phantom = #"<!DOCTYPE manifest [<!ENTITY f "<intent-filter android:autoVerify='true'><data android:scheme='https' android:host='evil.example'/></intent-filter>">]>"#
        let doctype = xml.replacingOccurrences(of: "<manifest xmlns", with: phantom + "\n<manifest xmlns")
        let error = try #require(refusal(Array(doctype.utf8)))
        #expect(error.message.hasPrefix("a DOCTYPE with an internal subset ('[…]') is refused"))
        #expect(error.offset == Array(doctype.utf8).firstIndex(of: UInt8(ascii: "[")))
        // An external DOCTYPE, even with '>' inside its quoted identifier, is skipped whole.
        let external = xml.replacingOccurrences(of: "<manifest xmlns", with: #"<!DOCTYPE manifest SYSTEM "a>b.dtd">"# + "\n<manifest xmlns")
        #expect(try AndroidManifestDraft.draft(Array(external.utf8)).section == AndroidManifestDraft.draft(Array(xml.utf8)).section)
        #expect(refusal(Array(#"<!ENTITY e "x"><manifest/>"#.utf8))?.message == "a markup declaration ('<!') outside a DOCTYPE is not XML")
    }

    @Test func invalidUTF8IsRefusedAtItsOffset() throws {
        var bytes = Array(xml.utf8)
        let offset = try #require(bytes.firstIndex(of: UInt8(ascii: "w")))
        bytes[offset] = 0xC3
        bytes[offset + 1] = 0x28
        let error = try #require(refusal(bytes))
        #expect(error.offset == offset)
        #expect(error.message == "invalid UTF-8 (byte 0xC3): the file must be UTF-8 or UTF-16")
        #expect(try AndroidManifestDraft.draft([0xEF, 0xBB, 0xBF] + Array(xml.utf8)).section == AndroidManifestDraft.draft(Array(xml.utf8)).section)
    }

    @Test func utf16IsReadInEitherOrder() throws {
        let utf8 = try AndroidManifestDraft.draft(Array(xml.utf8)).section
        let units = Array(xml.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try AndroidManifestDraft.draft(little).section == utf8)
        #expect(try AndroidManifestDraft.draft(big).section == utf8)
        let lone = big + [0xD8, 0x00, 0x00, 0x41]
        #expect(refusal(lone) == AndroidManifestDraft.XMLError(offset: big.count, message: "invalid UTF-16 (an unpaired surrogate)"))
        #expect(refusal(big + [0x00])?.message == "the file is UTF-16 but has an odd number of bytes")
        #expect(refusal([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00])?.message == "the file is UTF-32 (its byte-order mark says so): save it as UTF-8")
    }

    @Test func brokenXMLIsAnError() {
        #expect(throws: AndroidManifestDraft.XMLError.self) { try AndroidManifestDraft.draft(Array(#"<manifest package="x"#.utf8)) }
    }
}
