import LinkproofCore

/// A golden case as an app's own link handler meets it: the link it receives, how it
/// arrives, and the decision Linkproof recorded for that link — what a team's handler is
/// compared with.
public struct HandlerCase: Sendable {
    public let golden: GoldenCase
    /// The link the app's handler receives.
    public let link: String
    public let context: LinkContext
    /// The recorded decision of `link` (nil until the case is recorded).
    package let recorded: JSONValue?
}

extension GoldenCase {
    /// The case as a handler meets it: a `route` or `first-launch` case's link with its
    /// carrier's arrival, a `short-link` case's short link (which the handler must recognise),
    /// a recorded `build` case's built link. Nil for the kinds where no link reaches the
    /// app's handler (`shorten` and the AASA kinds), and for a `build` not yet recorded. An
    /// Android `route` case hands over the data URI its recorded outcome names (`data`), with
    /// `LinkContext.androidDelivery` set from its `delivery`.
    public func handlerCase() throws(GoldenError) -> HandlerCase? {
        let setup = SetupReader(golden: self)
        switch kind {
        case .route where platform == .android:
            // What the app receives on Android: the recorded data URI, told how it arrived.
            var context = try setup.context()
            context.androidDelivery = expect?["delivery"]?.stringValue.flatMap(AndroidDecision.Delivery.init(rawValue:))
            return HandlerCase(golden: self, link: expect?["data"]?.stringValue ?? input.display, context: context, recorded: expect)
        case .route: return HandlerCase(golden: self, link: input.display, context: try setup.context(), recorded: expect)
        case .firstLaunch: return HandlerCase(golden: self, link: input.display, context: try setup.context(arrival: .firstLaunch), recorded: expect)
        case .shortLink: return HandlerCase(golden: self, link: input.display, context: .direct, recorded: expect?["shortLink"])
        case .build:
            guard let url = expect?["url"]?.stringValue else { return nil }
            return HandlerCase(golden: self, link: url, context: .direct, recorded: expect?["decision"])
        case .shorten, .notInstalled, .aasaMatch, .aasaValidate, .aasaHosting, .entitlement: return nil
        }
    }
}
