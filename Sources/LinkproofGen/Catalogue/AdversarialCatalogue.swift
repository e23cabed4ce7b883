/// The adversarial catalogue: one class per `AdversarialClassName`, in the names' order.
public enum AdversarialCatalogue {
    /// Every class.
    public static let classes: [AdversarialClass] = AdversarialClassName.allCases.map(\.adversarialClass)

    /// Cases of every class of `platforms` that has something to aim at in `target`, the
    /// class drawn first (evenly), so one choice stream — a seed's or a fuzzer's — gives one
    /// case of one class; nil when no class applies. iOS's classes only unless asked: a
    /// caller that judges Android's classes must judge them by the Android decider (the
    /// class's `platform`). Android's classes come after iOS's, so an app without an `android`
    /// section draws exactly as before.
    public static func anyCase(for target: CatalogueTarget, on platforms: Set<CataloguePlatform> = [.ios])
    -> Gen<(AdversarialClass, AdversarialCase)>? {
        let applicable = classes.filter { platforms.contains($0.platform) }.compactMap { adversarialClass in
            adversarialClass.cases(target).map { cases in cases.map { (adversarialClass, $0) } }
        }
        return applicable.isEmpty ? nil : .oneOf(applicable)
    }
}

extension AdversarialClassName {
    /// The class of this name, with its generator and property.
    public var adversarialClass: AdversarialClass {
        switch self {
        case .baseline: .baseline
        case .schemeConfusion: .schemeConfusion
        case .dangerousScheme: .dangerousScheme
        case .intentScheme: .intentScheme
        case .customSchemeSpoofing: .customSchemeSpoofing
        case .userinfoAt: .userinfoAt
        case .backslashConfusion: .backslashConfusion
        case .slashAndAuthorityConfusion: .slashAndAuthorityConfusion
        case .hostAllowlistBypass: .hostAllowlistBypass
        case .hostCaseAndDots: .hostCaseAndDots
        case .ipLiteralHost: .ipLiteralHost
        case .anyHostConfusion: .anyHostConfusion
        case .idnHomoglyph: .idnHomoglyph
        case .unicodeCompatNormalization: .unicodeCompatNormalization
        case .invisibleAndBidi: .invisibleAndBidi
        case .c0ControlAndWhitespace: .c0ControlAndWhitespace
        case .nullByte: .nullByte
        case .crlfInjection: .crlfInjection
        case .percentEncodingEquivalence: .percentEncodingEquivalence
        case .doubleEncoding: .doubleEncoding
        case .malformedEscapeAndOverlongUTF8: .malformedEscapeAndOverlongUTF8
        case .pathTraversalAndPathMatching: .pathTraversalAndPathMatching
        case .parameterPollution: .parameterPollution
        case .pathParameterInQuery: .pathParameterInQuery
        case .urlParameterScheme: .urlParameterScheme
        case .queryDelimiterConfusion: .queryDelimiterConfusion
        case .fragmentConfusion: .fragmentConfusion
        case .portConfusion: .portConfusion
        case .openRedirectNestedURL: .openRedirectNestedURL
        case .nestedDynamicLink: .nestedDynamicLink
        case .dynamicLinkParamSmuggling: .dynamicLinkParamSmuggling
        case .shortLinkResolution: .shortLinkResolution
        case .lengthAndComplexity: .lengthAndComplexity
        case .idFormat: .idFormat
        case .sideEffectAction: .sideEffectAction
        case .androidPathPatternOvermatch: .androidPathPatternOvermatch
        case .androidHostWildcard: .androidHostWildcard
        case .androidEncodedSlashPastPrefix: .androidEncodedSlashPastPrefix
        case .androidSchemeAndHostCase: .androidSchemeAndHostCase
        case .androidIntentExtras: .androidIntentExtras
        }
    }

    /// The family the class belongs to, as the benchmark groups them.
    public var family: String {
        switch self {
        case .baseline, .schemeConfusion, .dangerousScheme, .intentScheme, .customSchemeSpoofing: "scheme"
        case .userinfoAt, .backslashConfusion, .slashAndAuthorityConfusion, .hostAllowlistBypass, .hostCaseAndDots, .ipLiteralHost,
             .anyHostConfusion: "authority"
        case .idnHomoglyph, .unicodeCompatNormalization, .invisibleAndBidi, .c0ControlAndWhitespace, .nullByte, .crlfInjection: "character"
        case .percentEncodingEquivalence, .doubleEncoding, .malformedEscapeAndOverlongUTF8: "encoding"
        case .pathTraversalAndPathMatching, .parameterPollution, .pathParameterInQuery, .urlParameterScheme, .queryDelimiterConfusion, .fragmentConfusion, .portConfusion: "path-and-query"
        case .openRedirectNestedURL, .nestedDynamicLink, .dynamicLinkParamSmuggling, .shortLinkResolution: "nested-link"
        case .lengthAndComplexity, .idFormat, .sideEffectAction: "limit-and-type"
        case .androidPathPatternOvermatch, .androidHostWildcard, .androidEncodedSlashPastPrefix, .androidSchemeAndHostCase,
             .androidIntentExtras: "android"
        }
    }
}
