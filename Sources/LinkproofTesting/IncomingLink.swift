import Foundation
import LinkproofCore

/// A link as it reaches the app's handler: the exact text, and how it arrived.
public struct IncomingLink: Sendable, Hashable {
    /// The link exactly as the system hands it over.
    public let text: String
    /// Direct (`onOpenURL`, a universal link), a resolved short link, or a first launch, with
    /// the match confidence that arrival gives.
    public let context: LinkContext

    public init(_ text: String, context: LinkContext = .direct) {
        self.text = text
        self.context = context
    }

    /// The link as Foundation's `URL` reads it (what `onOpenURL` hands an app); nil when it does not parse.
    public var url: URL? { URL(string: text) }
}
