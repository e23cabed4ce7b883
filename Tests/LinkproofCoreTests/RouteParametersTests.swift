import Foundation
import LinkproofCore
import Testing

/// A routed link's parameters read as a dictionary: equal in any order, written as a JSON object.
@Suite struct RouteParametersTests {
    @Test func readsLikeADictionary() {
        let params: RouteParameters = ["gameid": "42", "referrer": "7"]
        #expect(params["gameid"] == "42")
        #expect(params["referrer"] == "7")
        #expect(params["missing"] == nil)
        #expect(params.count == 2 && !params.isEmpty)
        #expect(Set(params.keys) == ["gameid", "referrer"])
        #expect(params.dictionary == ["gameid": "42", "referrer": "7"])
        #expect(Dictionary(uniqueKeysWithValues: params.map { ($0.key, $0.value) }) == params.dictionary)
        #expect(RouteParameters().isEmpty && RouteParameters().description == "[:]")
    }

    @Test func equalityAndHashIgnoreTheOrder() throws {
        // A route's templates may read the same parameters in different orders.
        let parser = DeepLinkParser(manifest: LinkManifest(
            name: "order", app: AppIdentity(bundleID: "com.example.order"), schemes: ["order"],
            routes: [Route(name: "pair", templates: [try RouteTemplate("order://x?a={a}&b={b}"), try RouteTemplate("order://y?b={b}&a={a}")])]))
        let first = parser.decide("order://x?a=1&b=2").routedLink?.params
        let second = parser.decide("order://y?b=2&a=1").routedLink?.params
        #expect(first?.keys == ["a", "b"] && second?.keys == ["b", "a"])
        #expect(first == second && first?.hashValue == second?.hashValue)
        #expect(first == ["a": "1", "b": "2"])
        #expect(first != ["a": "1", "b": "3"] && first != ["a": "1"])
    }

    @Test func writesAJSONObjectAndReadsItBack() throws {
        let params: RouteParameters = ["recipeID": "002", "a": "x"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(params)
        #expect(String(decoding: json, as: UTF8.self) == #"{"a":"x","recipeID":"002"}"#)
        #expect(try JSONDecoder().decode(RouteParameters.self, from: json) == params)
    }

    @Test func aLiteralWithARepeatedNameKeepsTheLastValue() {
        let params: RouteParameters = ["id": "1", "id": "2"]
        #expect(params.count == 1 && params["id"] == "2")
    }
}
