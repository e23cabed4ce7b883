import Testing
import LinkproofConformance
import LinkproofCore

private func json(_ text: String) throws -> JSONValue { try JSONReader.read(Array(text.utf8)) }

private let recipe = #"{"decision": "route", "route": "recipe", "params": {"recipeID": "002"}, "linkKind": "universal-link", "via": "direct", "matchType": "unique"}"#
private let hostRejected = #"{"decision": "reject", "reason": "host-not-declared", "offset": 8, "detail": "not declared"}"#

/// Each kind of change, from two decisions that differ in exactly that way.
@Test(arguments: [
    (recipe, hostRejected, ChangeKind.acceptToReject, "$"),
    (hostRejected, recipe, .securityRegression, "$"),
    (recipe.replacingOccurrences(of: "\"route\", \"route\"", with: "\"confirm\", \"route\""), recipe, .securityRegression, "$"),
    (recipe, recipe.replacingOccurrences(of: "\"route\", \"route\"", with: "\"confirm\", \"route\""), .decisionChanged, "$"),
    (recipe, recipe.replacingOccurrences(of: "\"recipe\"", with: "\"home\""), .routeChanged, "$.route"),
    (recipe, recipe.replacingOccurrences(of: "\"002\"", with: "\"002&utm_source\""), .parameterChanged, "$.params.recipeID"),
    (recipe, recipe.replacingOccurrences(of: "{\"recipeID\": \"002\"}", with: "{\"recipeID\": \"002\", \"extra\": \"1\"}"), .parameterAdded, "$.params.extra"),
    (recipe, recipe.replacingOccurrences(of: "{\"recipeID\": \"002\"}", with: "{}"), .parameterRemoved, "$.params.recipeID"),
    (hostRejected, hostRejected.replacingOccurrences(of: "host-not-declared", with: "credentials-present"), .reasonChanged, "$.reason"),
    (hostRejected, hostRejected.replacingOccurrences(of: "8", with: "29"), .offsetChanged, "$.offset"),
    (recipe, recipe.replacingOccurrences(of: "\"direct\"", with: "\"first-launch\""), .arrivalChanged, "$.via"),
    (recipe, recipe.replacingOccurrences(of: "\"unique\"", with: "\"weak\""), .securityRegression, "$.matchType"),
    (recipe.replacingOccurrences(of: "\"unique\"", with: "\"weak\""), recipe, .arrivalChanged, "$.matchType"),
    (hostRejected, hostRejected.replacingOccurrences(of: "not declared", with: "other words"), .detailOnly, "$.detail"),
    (#"{"codes": ["AASA202"]}"#, #"{"codes": []}"#, .valueChanged, "$.codes"),
    (#"{"decision": "match", "rule": "$.a"}"#, #"{"decision": "exclude", "rule": "$.b"}"#, .acceptToReject, "$"),
    (#"{"decision": "exclude", "rule": "$.b"}"#, #"{"decision": "match", "rule": "$.a"}"#, .securityRegression, "$"),
])
func eachKindOfChange(before: String, after: String, kind: ChangeKind, path: String) throws {
    let diff = ParseDiff(try json(before), try json(after))
    #expect(diff.changes.map(\.kind) == [kind])
    #expect(diff.changes.map(\.path) == [path])
}

/// A personal route opened on a weak match (S000-10): the link was refused as match-type-too-weak.
@Test func aPersonalRouteOpenedIsASecurityRegression() throws {
    let refused = try json(#"{"decision": "reject", "reason": "match-type-too-weak", "offset": 0}"#)
    let opened = try json(recipe.replacingOccurrences(of: "\"unique\"", with: "\"weak\""))
    #expect(ParseDiff(refused, opened).changes.map(\.kind) == [.securityRegression])
    #expect(ParseDiff(refused, opened).changes.first?.transition == "reject → route")
}

@Test func equalOutcomesHaveNoChanges() throws {
    #expect(ParseDiff(try json(recipe), try json(recipe)).isEmpty)
}

/// Nested decisions (a short link's resolved decision) are classified where they sit.
@Test func nestedDecisionsAndGrouping() throws {
    let before = try json(#"{"shortLink": {"decision": "short-link"}, "longLink": "a", "decision": \#(recipe)}"#)
    let after = try json(#"{"shortLink": {"decision": "short-link"}, "longLink": "b", "decision": \#(hostRejected)}"#)
    let diff = ParseDiff(before, after)
    #expect(diff.changes.map(\.path) == ["$.longLink", "$.decision"])
    #expect(diff.headline == .acceptToReject)
    #expect(diff.grouped.map(\.kind) == [.acceptToReject, .valueChanged])
}
