import Foundation
import LinkproofCore
import LinkproofTesting

/// The ground-truth handlers (issue 39) by the names `labels.json` gives them, and where
/// their manifests and labels are. Each handler's file lists its known defects and
/// known-harmless quirks beside the code; `labels.json` says the same as data.
enum GroundTruthHandlers {
    /// This folder, in the source tree (the test reads its JSON from there).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    /// Every labelled handler, by name.
    static let all: [String: any LinkDecider] = [
        "prefix-host-shop": PrefixHostShopHandler(),
        "last-component-shop": LastComponentShopHandler(),
        "decode-then-match-shop": DecodeThenMatchShopHandler(),
        "debug-assert-shop": DebugAssertShopHandler.handler,
        "careful-shop": CarefulShopHandler(),
        "hashtag-any-host-social": HashtagAnyHostSocialHandler(),
        "command-scheme-social": CommandSchemeSocialHandler(),
        "case-sensitive-guard-social": CaseSensitiveGuardSocialHandler(),
        "query-overrides-path-notes": QueryOverridesPathNotesHandler(),
        "destructive-notes": DestructiveNotesHandler.handler,
        "careful-notes": CarefulNotesHandler(),
    ]
}
