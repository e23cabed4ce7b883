/// One finding about a Digital Asset Links statement list, with a stable code (README:
/// "linkproof assetlinks", "Diagnostic codes").
package struct AssetLinksDiagnostic: Sendable, Codable, Equatable, JSONWritable {
    /// Stable codes: `AL0xx` the list's content, `AL1xx` includes, `AL2xx` hosting, `AL3xx`
    /// the cross-check against a link manifest.
    public enum Code: String, Sendable, Codable, CaseIterable {
        case notJSON = "AL001"
        case notAnArray = "AL002"
        case statementNotObject = "AL003"
        case noRelation = "AL004"
        case relationNotArray = "AL005"
        case invalidRelation = "AL006"
        case noTarget = "AL007"
        case targetNotObject = "AL008"
        case unknownNamespace = "AL009"
        case invalidSite = "AL010"
        case invalidPackageName = "AL011"
        case invalidFingerprints = "AL012"
        case includeWithStatementFields = "AL013"
        case invalidIncludeURL = "AL014"
        case noStatements = "AL015"
        case tooManyStatements = "AL016"
        case insecureInclude = "AL101"
        case fetchBudgetExhausted = "AL102"
        case notHTTPS = "AL201"
        case redirected = "AL202"
        case badStatus = "AL203"
        case notJSONContentType = "AL204"
        case tooLarge = "AL205"
        case unreachable = "AL206"
        case refusedAddress = "AL207"
        case noHandleAllURLs = "AL301"
        case fingerprintNotListed = "AL302"

        /// The short name printed beside the code.
        public var name: String {
            switch self {
            case .notJSON: "not-json"
            case .notAnArray: "not-an-array"
            case .statementNotObject: "statement-not-object"
            case .noRelation: "no-relation"
            case .relationNotArray: "relation-not-array"
            case .invalidRelation: "invalid-relation"
            case .noTarget: "no-target"
            case .targetNotObject: "target-not-object"
            case .unknownNamespace: "unknown-namespace"
            case .invalidSite: "invalid-site"
            case .invalidPackageName: "invalid-package-name"
            case .invalidFingerprints: "invalid-fingerprints"
            case .includeWithStatementFields: "include-with-statement-fields"
            case .invalidIncludeURL: "invalid-include-url"
            case .noStatements: "no-statements"
            case .tooManyStatements: "too-many-statements"
            case .insecureInclude: "insecure-include"
            case .fetchBudgetExhausted: "fetch-budget-exhausted"
            case .notHTTPS: "not-https"
            case .redirected: "redirected"
            case .badStatus: "bad-status"
            case .notJSONContentType: "not-json-content-type"
            case .tooLarge: "too-large"
            case .unreachable: "unreachable"
            case .refusedAddress: "address-refused"
            case .noHandleAllURLs: "no-handle-all-urls"
            case .fingerprintNotListed: "fingerprint-not-listed"
            }
        }

        /// The Digital Asset Links API's `ErrorCode` for this finding (nil: not an API error).
        public var apiErrorCode: String? {
            switch self {
            case .noStatements, .tooManyStatements, .noHandleAllURLs, .fingerprintNotListed: nil
            case .insecureInclude: "ERROR_CODE_SECURE_ASSET_INCLUDES_INSECURE"
            case .fetchBudgetExhausted: "ERROR_CODE_FETCH_BUDGET_EXHAUSTED"
            case .unreachable, .badStatus, .notHTTPS, .refusedAddress: "ERROR_CODE_FETCH_ERROR"
            case .redirected: "ERROR_CODE_REDIRECT"
            case .notJSONContentType: "ERROR_CODE_WRONG_CONTENT_TYPE"
            case .tooLarge: "ERROR_CODE_TOO_LARGE"
            default: "ERROR_CODE_MALFORMED_CONTENT"
            }
        }
    }

    public let code: Code
    /// The document it is about (the statement list's URL, or the APK).
    public let document: String
    /// The JSON path inside that document (`$[1].target.site`).
    public let path: String
    public let message: String

    public init(_ code: Code, document: String, path: String, message: String) {
        self.code = code
        self.document = document
        self.path = path
        self.message = message
    }

    /// `AL006 invalid-relation at $[0].relation[1]: …`
    public var line: String { "\(code.rawValue) \(code.name) at \(document) \(path): \(message)" }
}
