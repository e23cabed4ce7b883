import Foundation
import LinkproofCore
import Testing

/// Issue 4, "Bad input": whatever the string or the manifest, a decision or a typed error,
/// never a trap, and in time linear in the input (checked by sizes and counts, not timing).
@Suite struct HostileInputTests {
    let raycipe: DeepLinkParser

    init() throws {
        raycipe = try GoldenApps.parser("raycipe")
    }

    @Test func emptyAndTinyInputsAreRejected() {
        for input in ["", ":", "//", "?", "#", "%", "https:", "https://", "raycipe:", "raycipe://"] {
            #expect(raycipe.decide(input).rejection != nil, "\(input)")
        }
    }

    @Test func megabyteInputsAreRejectedAtTheLimit() {
        for unit in ["a", "@", "%", "../", "\\", "&x=1", "%2e%2e/"] {
            let input = "https://www.raywenderlich.com/about?recipeID=1&pad=" + String(repeating: unit, count: (1 << 20) / unit.utf8.count)
            #expect(raycipe.decide(input).rejection == Rejection(.tooLong, at: 4096, "\(input.utf8.count) bytes; the limit is 4096"))
        }
    }

    @Test func inputsJustUnderTheLimitAreJudgedInFull() {
        for unit in ["@", "%", "../", "\\", "&x=1", "%2e%2e/", "a=1&a=2&"] {
            let prefix = "https://www.raywenderlich.com/about?recipeID=1&pad="
            let input = prefix + String(repeating: unit, count: (4000 - prefix.utf8.count) / unit.utf8.count)
            #expect(raycipe.decide(input).rejection != nil || raycipe.decide(input).routedLink != nil, "\(unit)")
        }
    }

    @Test func invalidUTF8AndControlBytesAreRejected() {
        let prefix = Array("https://www.raywenderlich.com/about?recipeID=".utf8)
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x00], [0x0A], [0x0D], [0x1B], [0x7F]] {
            #expect(raycipe.decide(utf8: prefix + bad).rejection != nil, "\(bad)")
            #expect(raycipe.decide(utf8: prefix + Array("1".utf8) + bad).rejection != nil, "\(bad)")
        }
    }

    @Test func aManifestWithTooManyRoutesIsATypedError() throws {
        let routes = (0..<5000).map { #"{"name": "r\#($0)", "templates": ["raycipe://r\#($0)"]}"# }.joined(separator: ",")
        let json = #"{"name": "huge", "app": {"bundleID": "com.example.huge"}, "schemes": ["raycipe"], "routes": [\#(routes)]}"#
        do {
            _ = try LinkManifest.load(json: Array(json.utf8))
            Issue.record("expected a typed error")
        } catch {
            guard case .invalid(let issues) = error else { Issue.record("\(error)"); return }
            #expect(issues.map(\.path) == ["$.routes"])
            #expect(issues.first?.message == "5000 routes; at most 4096")
        }
    }

    @Test func aManifestThatIsNotJSONNamesTheLineAndColumn() {
        do {
            _ = try LinkManifest.load(json: Array("{\n  \"name\": \"x\",\n  oops\n}".utf8))
            Issue.record("expected a typed error")
        } catch {
            guard case .notJSON(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.line == 3)
            #expect(reason.column == 3)
        }
    }

    @Test func manifestProblemsNameTheirJSONPath() {
        let json = #"{"name": "x", "app": {"bundleID": "b", "teamID": "short"}, "schemes": ["https"], "routes": [{"name": "r", "templates": ["raycipe://a?id={id}"], "parameters": {"id": {"type": "digit"}}, "riksy": true}]}"#
        do {
            _ = try LinkManifest.load(json: Array(json.utf8))
            Issue.record("expected a typed error")
        } catch {
            guard case .invalid(let issues) = error else { Issue.record("\(error)"); return }
            let paths = issues.map(\.path)
            #expect(paths.contains("$.app.teamID"))
            #expect(paths.contains("$.schemes[0]"))
            #expect(paths.contains("$.routes[0].parameters.id.type"))
            #expect(paths.contains("$.routes[0].riksy"))
        }
    }

    @Test func aRecursiveAASAFileStillGivesDecisions() throws {
        let aasa = #"{"applinks": {"substitutionVariables": {"a": ["$(b)"], "b": ["$(a)"]}, "details": [{"appIDs": ["RWRAYCIPE1.com.example.raycipe"], "components": [{"/": "/$(a)"}, {"/": "/about"}]}]}}"#
        var manifest = try GoldenApps.manifest("raycipe")
        manifest.associatedDomains[0].aasa = try JSONReader.read(Array(aasa.utf8))
        let parser = DeepLinkParser(manifest: manifest)
        #expect(parser.decide("https://www.raywenderlich.com/about?recipeID=002").routedLink?.params == ["recipeID": "002"])
        #expect(parser.decide("https://www.raywenderlich.com/x?recipeID=002").rejection?.reason == .aasaNoMatch)
    }
}
