extension ExampleLink {
    /// A link `second` accepts whose fixed parts `first` matches (`RouteMatcher.claims`: its
    /// path, with path parameters of their types, and every query item), one query value of
    /// which `first`'s type refuses: the link `first` decides and rejects, which `second`
    /// would have routed (no fall-through). Nil when there is none to show.
    static func claimedAndRefused(by first: RouteTemplate, _ firstTypes: [String: ParameterType],
                                  from second: RouteTemplate, _ secondTypes: [String: ParameterType]) -> String? {
        let queryParameters = first.parameterNames.subtracting(first.pathParameters)
        for item in first.query {
            guard case .parameter(let name) = item.value, let type = firstTypes[name] else { continue }
            // Values `second` admits in the same item (any, when it ignores the item) that `first` refuses.
            let candidates: [String] = switch second.query.first(where: { $0.name.lowercased() == item.name.lowercased() })?.value {
            case .literal(let text)?: [text]
            case .parameter(let other)?: secondTypes[other]?.examples ?? ["x"]
            case nil: refusedValues
            }
            for refused in candidates where type.check(refused) != nil {
                var types = firstTypes
                // The other query values are whatever `second` has there: `first` claims any.
                for other in queryParameters { types[other] = .string(length: 0...ParameterType.maximumLength) }
                types[name] = .enumeration([refused])
                if let link = common(first, types, second, secondTypes) { return link }
            }
        }
        return nil
    }

    /// Values one of which nearly every type refuses: a letter, and a control character
    /// (which `string` refuses too).
    private static let refusedValues = ["x", "\u{7}"]
}
