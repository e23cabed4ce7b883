import LinkproofCore
import Testing

/// Issue 41, item 6: `manifest validate` compares a template with its domain's AASA file on
/// their languages, so a link of the template the file leaves out in part is found and shown,
/// though the template's example link reaches the app.
@Suite struct AASAReachSearchTests {
    /// A shop whose `items` route takes `id` of `type`, beside the AASA components `components`.
    func findings(_ type: String, _ components: String) throws -> [String] {
        let json = """
            {"name": "shop", "app": {"teamID": "SHOPTEAM01", "bundleID": "com.shop.ios"},
             "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [{"appIDs": ["SHOPTEAM01.com.shop.ios"],
                                    "components": \(components)}]}}}],
             "routes": [{"name": "items", "templates": ["https://shop.example/items/{id}"], "parameters": {"id": \(type)}}]}
            """
        return try LinkManifest.load(json: Array(json.utf8)).findings().map { "\($0.code.rawValue) \($0.path): \($0.message)" }
    }

    static let slug = #"{"type": "pattern", "pattern": "[a-z0-9]{1,8}"}"#

    @Test func anExcludedPrefixInsideTheLanguageIsFoundWithAWitness() throws {
        let found = try findings(Self.slug, #"[{"/": "/items/admin*", "exclude": true, "comment": "staff only"}, {"/": "/items/*"}]"#)
        #expect(found == ["template-excluded-by-aasa $.routes[0].templates[0]: 'https://shop.example/items/{id}': shop.example's AASA file gives https://shop.example/items/0 to SHOPTEAM01.com.shop.ios, but not https://shop.example/items/admin, which the template accepts too: the exclude rule $.associatedDomains[0].aasa.applinks.details[0].components[0] (staff only) matches it"],
                "\(found)")
    }

    @Test func aPathTheRulesDoNotCoverIsFound() throws {
        // The rule takes three characters exactly; the type takes three to five digits.
        let found = try findings(#"{"type": "digits", "minLength": 3, "maxLength": 5}"#, #"[{"/": "/items/???"}]"#)
        #expect(found.count == 1 && found[0].hasPrefix("template-not-matched-by-aasa $.routes[0].templates[0]:")
                && found[0].contains("but not https://shop.example/items/0000, which the template accepts too: no rule matches it"), "\(found)")
    }

    @Test func anEnumerationValueTheFileExcludesIsFound() throws {
        let found = try findings(#"{"type": "enumeration", "values": ["new", "sale", "admin"]}"#, #"[{"/": "/items/admin", "exclude": true}, {"/": "/items/*"}]"#)
        #expect(found.count == 1 && found[0].contains("but not https://shop.example/items/admin,"), "\(found)")
    }

    @Test func noFindingWhenTheFileCoversTheWholeLanguage() throws {
        #expect(try findings(Self.slug, #"[{"/": "/items/*"}]"#).isEmpty)
        // An exclusion outside the language (upper case, which the pattern never admits) is no finding.
        #expect(try findings(Self.slug, #"[{"/": "/items/ADMIN*", "exclude": true}, {"/": "/items/*"}]"#).isEmpty)
        // A rule that ignores case excludes `admin` too.
        #expect(try findings(Self.slug, #"[{"/": "/items/ADMIN*", "exclude": true, "caseSensitive": false}, {"/": "/items/*"}]"#).count == 1)
    }

    /// Apple's own example (the golden app `apple-example`, its AASA file as the documentation
    /// writes it): `/help/{topic}` takes `website`, and `/help/website/*` (which also matches
    /// `/help/website`) excludes it; the template's example, `/help/-`, reaches the app.
    @Test func applesExampleExcludesATopicTheTemplateTakes() throws {
        let found = try GoldenApps.manifest("apple-example").findings().map { "\($0.code.rawValue) \($0.path): \($0.message)" }
        #expect(found.count == 1 && found[0].hasPrefix("template-excluded-by-aasa $.routes[1].templates[0]:")
                && found[0].contains("but not https://example.com/help/website?articleNumber=1111, which the template accepts too"), "\(found)")
    }

    /// A fragment template is walked too: the file's `#` patterns decide its links, so an
    /// excluded fragment inside the template's is found though the example's is given.
    @Test func anExcludedFragmentInsideTheTemplatesIsFound() throws {
        let json = """
            {"name": "shop", "app": {"teamID": "SHOPTEAM01", "bundleID": "com.shop.ios"},
             "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [{"appIDs": ["SHOPTEAM01.com.shop.ios"],
                                    "components": [{"/": "/join", "#": "invite/admin*", "exclude": true}, {"/": "/join"}]}]}}}],
             "routes": [{"name": "join", "templates": ["https://shop.example/join#invite/{code}"], "parameters": {"code": \(Self.slug)}}]}
            """
        let found = try LinkManifest.load(json: Array(json.utf8)).findings().map { "\($0.code.rawValue) \($0.path): \($0.message)" }
        #expect(found.count == 1 && found[0].hasPrefix("template-excluded-by-aasa $.routes[0].templates[0]:")
                && found[0].contains("gives https://shop.example/join#invite/0 to SHOPTEAM01.com.shop.ios, but not https://shop.example/join#invite/admin, which the template accepts too"), "\(found)")
    }
}
