import LinkproofCore
import Testing

/// Issue 41, items 1 and 2: a query parameter a link may leave out (`"required": false`), and
/// no fall-through — on a diary app that is none of the documents': `diary://day` opens the
/// day's page, with an optional `date`.
@Suite struct OptionalParameterTests {
    static let date = #""date": {"type": "pattern", "pattern": "[0-9]{4}-[0-9]{2}-[0-9]{2}", "required": false}"#

    static func json(_ routes: String) -> String {
        #"{"name": "diary", "app": {"bundleID": "com.example.diary"}, "schemes": ["diary"], "routes": [\#(routes)]}"#
    }

    static func diary(routes: String) throws -> LinkManifest {
        try LinkManifest.load(json: Array(json(routes).utf8))
    }

    static let oneRoute = #"{"name": "day", "templates": ["diary://day?date={date}"], "parameters": {\#(date)}}"#

    static func issues(_ routes: String) -> [String] { manifestIssues(json(routes)) }

    @Test func anAbsentOptionalParameterOpensTheRouteWithoutIt() throws {
        let parser = DeepLinkParser(manifest: try Self.diary(routes: Self.oneRoute))
        #expect(parser.decide("diary://day").routedLink?.route == "day")
        #expect(parser.decide("diary://day").routedLink?.params.map(\.key) == [])
        // Other query items are ignored, as for any route.
        #expect(parser.decide("diary://day?utm_source=mail").routedLink?.params.map(\.key) == [])
        #expect(parser.decide("diary://day?date=2026-12-07").routedLink?.params["date"] == "2026-12-07")
    }

    @Test func aPresentOptionalParameterIsCheckedLikeAnyOther() throws {
        let parser = DeepLinkParser(manifest: try Self.diary(routes: Self.oneRoute))
        let valueOffset = "diary://day?date=".utf8.count
        for bad in ["2026-12", "tomorrow", "", "2026-12-07%0A"] {
            let rejection = parser.decide("diary://day?date=" + bad).rejection
            #expect(rejection?.reason == .invalidParameter && rejection?.offset == valueOffset, "\(bad): \(String(describing: rejection))")
        }
        for repeated in ["date=2026-12-07&date=2026-12-08", "date=2026-12-07&date=2026-12-07", "date=2026-12-07&DATE=x"] {
            #expect(parser.decide("diary://day?" + repeated).rejection?.reason == .duplicateParameter, "\(repeated)")
        }
        // Present without '=', or in another letter case: not a value the app reads.
        #expect(parser.decide("diary://day?date").rejection?.reason == .missingParameter)
        #expect(parser.decide("diary://day?Date=2026-12-07").rejection?.reason == .missingParameter)
    }

    @Test func onlyAQueryParameterMayBeOptional() {
        let path = #"{"name": "day", "templates": ["diary://day/{date}"], "parameters": {\#(Self.date)}}"#
        #expect(Self.issues(path) == ["$.routes[0].parameters.date.required: {date} is a path segment of 'diary://day/{date}': only a query parameter may be left out"])
        let notBool = #"{"name": "day", "templates": ["diary://day?date={date}"], "parameters": {"date": {"type": "uuid", "required": "no"}}}"#
        #expect(Self.issues(notBool) == ["$.routes[0].parameters.date.required: expected true or false, found a string"])
    }

    /// The issue's case: the optional date written as two routes, the one with the date first.
    static let twoRoutes = #"""
        {"name": "day-on", "templates": ["diary://day?date={date}"], "parameters": {"date": {"type": "pattern", "pattern": "[0-9]{4}-[0-9]{2}-[0-9]{2}"}}},
        {"name": "today", "templates": ["diary://day"]}
        """#

    @Test func aLinkWhoseFixedPartsATemplateMatchesIsThatTemplatesDecision() throws {
        let parser = DeepLinkParser(manifest: try Self.diary(routes: Self.twoRoutes))
        #expect(parser.decide("diary://day?date=2026-12-07").routedLink?.route == "day-on")
        #expect(parser.decide("diary://day").routedLink?.route == "today")
        // Before issue 41 both of these fell through to 'today', which ignores the date.
        #expect(parser.decide("diary://day?date=tomorrow").rejection?.reason == .invalidParameter)
        #expect(parser.decide("diary://day?date=2026-12-07&date=2026-12-08").rejection?.reason == .duplicateParameter)
    }

    @Test func aFixedQueryValueThatDiffersLeavesTheLinkToASibling() throws {
        let routes = #"""
            {"name": "close", "templates": ["diary://do?action=close&id={id}"], "parameters": {"id": {"type": "digits"}}},
            {"name": "open", "templates": ["diary://do?action=open&id={id}"], "parameters": {"id": {"type": "digits"}}}
            """#
        let parser = DeepLinkParser(manifest: try Self.diary(routes: routes))
        #expect(parser.decide("diary://do?action=open&id=7").routedLink?.route == "open")
        #expect(parser.decide("diary://do?action=open&id=x").rejection?.reason == .invalidParameter)
        #expect(parser.decide("diary://do?action=close&action=open&id=7").rejection?.reason == .duplicateParameter)
    }

    @Test func aPathParametersTypeStillSelectsAmongTemplatesOfOneShape() throws {
        let routes = #"""
            {"name": "entry", "templates": ["diary://entry/{id}?page={page}"], "parameters": {"id": {"type": "digits"}, "page": {"type": "digits"}}},
            {"name": "new", "templates": ["diary://entry/new"]}
            """#
        let parser = DeepLinkParser(manifest: try Self.diary(routes: routes))
        #expect(parser.decide("diary://entry/new?page=x").routedLink?.route == "new")
        #expect(parser.decide("diary://entry/12?page=x").rejection?.reason == .invalidParameter)
        #expect(try Self.diary(routes: routes).findings() == [])
    }

    @Test func validateSaysWhichTemplateDecidesAndWhy() throws {
        let manifest = try Self.diary(routes: Self.twoRoutes)
        let findings = manifest.findings()
        #expect(findings.map(\.code) == [.templatesOverlap])
        #expect(findings.first?.path == "$.routes[1].templates[0]")
        #expect(findings.first?.message == "'diary://day' of route 'today' and 'diary://day?date={date}' ($.routes[0].templates[0]) of route 'day-on' both accept diary://day/?date=0000-00-00: it routes to 'day-on', declared first; and 'diary://day?date={date}', declared first, decides every link whose fixed parts it matches: diary://day/?date=x is rejected there, never routed to 'today' (no fall-through)")
        // Both links are real: the first routes to 'day-on', the second is rejected by it.
        let parser = DeepLinkParser(manifest: manifest)
        #expect(parser.decide("diary://day/?date=0000-00-00").routedLink?.route == "day-on")
        #expect(parser.decide("diary://day/?date=x").rejection?.reason == .invalidParameter)
        // One route with an optional date says the same thing without a finding.
        #expect(try Self.diary(routes: Self.oneRoute).findings() == [])
    }

    @Test func validateReportsATemplateThatOnlyRejectsWhatALaterOneWouldRoute() throws {
        let routes = #"""
            {"name": "search", "templates": ["diary://find?q={q}"], "parameters": {"q": {"type": "characters", "class": "a-z", "minLength": 1, "maxLength": 20}}},
            {"name": "find-tag", "templates": ["diary://find?q={tag}"], "parameters": {"tag": {"type": "pattern", "pattern": "#[A-Z]+"}}}
            """#
        let findings = try Self.diary(routes: routes).findings()
        #expect(findings.map(\.message) == ["'diary://find?q={tag}' of route 'find-tag' and 'diary://find?q={q}' ($.routes[0].templates[0]) of route 'search' both match diary://find/?q=%23A: 'diary://find?q={q}', declared first, decides every link whose fixed parts it matches: diary://find/?q=%23A is rejected there, never routed to 'find-tag' (no fall-through)"])
        #expect(DeepLinkParser(manifest: try Self.diary(routes: routes)).decide("diary://find/?q=%23A").rejection?.reason == .invalidParameter)
    }
}
