import Foundation

/// The coarse traits of a device that let a first launch be matched to the click that
/// preceded the install. Stores never keep these values, only a salted hash of them.
public struct DeviceFingerprint: Sendable, Hashable {
    /// The client's IP address as the server saw it.
    public var ipAddress: String
    /// Operating system and version, e.g. `iOS 18.1`.
    public var platform: String
    /// Screen size in points, e.g. `390x844`.
    public var screen: String
    /// Preferred language, e.g. `en-GB`.
    public var language: String
    /// Time zone identifier, e.g. `Europe/London`.
    public var timeZone: String

    /// A fingerprint from its traits.
    public init(ipAddress: String, platform: String, screen: String, language: String, timeZone: String) {
        self.ipAddress = ipAddress
        self.platform = platform
        self.screen = screen
        self.language = language
        self.timeZone = timeZone
    }

    /// The traits in a fixed order; `canonicalBytes` length-prefixes each one so that no two
    /// different fingerprints give the same bytes.
    public var fields: [String] { [ipAddress, platform, screen, language, timeZone] }

    /// An unambiguous byte form to hash: each field as its UTF-8 length, `:`, then its bytes.
    public var canonicalBytes: [UInt8] {
        var bytes: [UInt8] = []
        for field in fields {
            bytes += Array(String(field.utf8.count).utf8) + [UInt8(ascii: ":")] + Array(field.utf8)
        }
        return bytes
    }
}
