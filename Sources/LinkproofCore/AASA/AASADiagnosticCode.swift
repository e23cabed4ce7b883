/// Every diagnostic the AASA engine can report. The raw value is the stable code; the
/// README's `## linkproof aasa` table lists them with the same words as `meaning`.
package enum AASADiagnosticCode: String, Sendable, Codable, CaseIterable {
    case notJSON = "AASA001"
    case invalidUTF8 = "AASA002"
    case overSizeCap = "AASA003"
    case rootNotObject = "AASA004"
    case nestedTooDeep = "AASA005"
    case duplicateKey = "AASA006"
    case noService = "AASA100"
    case unknownKey = "AASA101"
    case wrongType = "AASA102"
    case detailWithoutAppID = "AASA110"
    case bothAppIDForms = "AASA111"
    case malformedAppID = "AASA112"
    case mixedComponentsAndPaths = "AASA120"
    case legacyDetailsDictionary = "AASA121"
    case legacyAppsNotEmpty = "AASA122"
    case emptyAppID = "AASA130"
    case invalidVariableName = "AASA140"
    case variableReferencesVariable = "AASA141"
    case undefinedVariable = "AASA142"
    case emptyVariable = "AASA143"
    case variableShadowsBuiltin = "AASA144"
    case patternTooCostly = "AASA145"
    case nonStringQueryPredicate = "AASA150"
    case unterminatedVariable = "AASA151"
    case appInSeveralDetails = "AASA160"
    case catchAllShadows = "AASA180"
    case unreachableRule = "AASA190"
    case unusedDefaultsKey = "AASA192"
    case noDetails = "AASA193"
    case neverMatches = "AASA194"
    case notHTTPS = "AASA200"
    case wrongLocation = "AASA201"
    case redirected = "AASA202"
    case badStatus = "AASA203"
    case notJSONContentType = "AASA204"
    case unreachableHost = "AASA205"

    /// How much a diagnostic of this code matters.
    public var severity: Severity {
        switch self {
        case .unknownKey, .legacyDetailsDictionary: .info
        case .bothAppIDForms, .malformedAppID, .mixedComponentsAndPaths, .legacyAppsNotEmpty,
             .variableShadowsBuiltin, .appInSeveralDetails, .catchAllShadows, .unreachableRule,
             .unusedDefaultsKey, .noDetails, .notJSONContentType:
            .warning
        default: .error
        }
    }

    /// One line: what the code means.
    public var meaning: String {
        switch self {
        case .notJSON: "the file is not JSON (line and column given)"
        case .invalidUTF8: "the file is not UTF-8"
        case .overSizeCap: "the file is larger than the size cap (128 KiB unless configured)"
        case .rootNotObject: "the top level is not a JSON object"
        case .nestedTooDeep: "arrays and objects nest deeper than the reader allows"
        case .duplicateKey: "an object names a key twice (both lines and columns given); readers disagree on which wins"
        case .noService: "no recognised service (applinks, webcredentials, appclips, activitycontinuation)"
        case .unknownKey: "a key the engine does not know; it is ignored"
        case .wrongType: "a value of the wrong JSON type; the entry is skipped"
        case .detailWithoutAppID: "a details entry names no app ID"
        case .bothAppIDForms: "a details entry has both appID and appIDs; their union is used"
        case .malformedAppID: "an app ID is not <Team ID>.<bundle ID> (ten-character team ID)"
        case .mixedComponentsAndPaths: "a details entry mixes components and legacy paths"
        case .legacyDetailsDictionary: "details is the legacy dictionary keyed by app ID; keys are read sorted"
        case .legacyAppsNotEmpty: "the legacy applinks.apps array is not empty"
        case .emptyAppID: "an app ID is the empty string"
        case .invalidVariableName: "a substitution variable name contains $, ( or )"
        case .variableReferencesVariable: "a substitution variable's value refers to a variable (recursion is not allowed)"
        case .undefinedVariable: "a pattern uses an undefined substitution variable; it never matches"
        case .emptyVariable: "a substitution variable has no string values"
        case .variableShadowsBuiltin: "a custom substitution variable has a built-in's name and replaces it"
        case .patternTooCostly: "a pattern's matching bound (its characters and wildcards, each variable use as its longest value + 1) is over 2,048; the file is refused"
        case .nonStringQueryPredicate: "a query predicate is not a string; the whole ? dictionary then matches everything"
        case .unterminatedVariable: "a pattern has $( without a closing ); it is read as literal text"
        case .appInSeveralDetails: "an app ID appears in more than one details entry; the first matching rule wins"
        case .catchAllShadows: "a rule matches every URL, so every later rule for its apps is unreachable"
        case .unreachableRule: "an earlier rule matches every URL this rule matches"
        case .neverMatches: "a pattern can never match (e.g. a space or non-ASCII text compared with an encoded URL)"
        case .unusedDefaultsKey: "defaults holds a key that is not a components key (/, ?, #, exclude, caseSensitive, percentEncoded, comment); it is ignored"
        case .noDetails: "applinks has no details entries"
        case .notHTTPS: "the file was not served over https"
        case .wrongLocation: "the file is not at /.well-known/apple-app-site-association"
        case .redirected: "the server answered with a redirect; Apple does not follow it"
        case .badStatus: "the server did not answer 200"
        case .notJSONContentType: "the content type is not application/json"
        case .unreachableHost: "the request failed (DNS, TLS, connection, timeout)"
        }
    }

    /// How to fix it.
    public var hint: String {
        switch self {
        case .notJSON, .invalidUTF8, .rootNotObject, .nestedTooDeep: "Serve a UTF-8 JSON object; check it with a JSON linter."
        case .duplicateKey: "Keep one member of that name: merge the two."
        case .overSizeCap: "Remove unused rules or merge them; Apple's CDN also refuses large files."
        case .noService: "Add an applinks (or webcredentials, appclips) dictionary."
        case .unknownKey: "Check the key's spelling against Apple's applinks reference."
        case .wrongType: "Use the JSON type Apple's reference gives for this key."
        case .detailWithoutAppID, .emptyAppID: "Add \"appIDs\": [\"<Team ID>.<bundle ID>\"]."
        case .bothAppIDForms: "Keep only appIDs (appID is the older form)."
        case .malformedAppID: "Write the ten-character Team ID, a dot, then the bundle ID."
        case .mixedComponentsAndPaths: "Move the paths into components; Apple does not define the mix."
        case .legacyDetailsDictionary: "Use the array form of details so the order is defined."
        case .legacyAppsNotEmpty: "Set \"apps\": [] or remove the key."
        case .invalidVariableName: "Rename the variable without $, ( and )."
        case .variableReferencesVariable: "Write the values out; variables cannot refer to variables."
        case .undefinedVariable: "Define it in applinks.substitutionVariables or fix its name."
        case .emptyVariable: "Give the variable at least one string value."
        case .variableShadowsBuiltin: "Rename the custom variable."
        case .patternTooCostly: "Use fewer variables in the pattern, or split a variable of long values into shorter ones."
        case .nonStringQueryPredicate: "Quote the value: \"flag\": \"true\", or \"*\" for any value."
        case .unterminatedVariable: "Close the reference: $(name)."
        case .appInSeveralDetails: "Merge the entries into one, in the order you mean."
        case .catchAllShadows, .unreachableRule: "Move the more specific rule before the general one, or remove it."
        case .neverMatches: "Percent-encode the pattern, or set \"percentEncoded\": false."
        case .unusedDefaultsKey: "Keep to the keys of a components dictionary; app IDs and components belong in the details entry."
        case .noDetails: "Add a details entry with appIDs and components."
        case .notHTTPS: "Serve the file over https with a valid certificate."
        case .wrongLocation: "Serve it at https://<domain>/.well-known/apple-app-site-association."
        case .redirected: "Serve the file directly from the domain itself."
        case .badStatus: "Answer 200 with the file."
        case .notJSONContentType: "Send Content-Type: application/json."
        case .unreachableHost: "Check DNS, the certificate and the firewall."
        }
    }
}
