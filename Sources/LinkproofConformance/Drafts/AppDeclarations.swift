import Foundation
import LinkproofCore

/// What an app already declares about its links, read from its own files: the bundle ID and
/// URL schemes of its `Info.plist` (`CFBundleURLTypes`), the team and associated domains of its
/// `.entitlements` (`com.apple.developer.associated-domains`). Property lists are XML or
/// binary (Foundation's `PropertyListSerialization` reads both, a binary one only once
/// `BinaryPropertyListBounds` has counted what it expands to).
public struct AppDeclarations: Sendable {
    public var bundleID: String
    /// `CFBundleURLSchemes` of every `CFBundleURLTypes` entry, as written.
    public var schemes: [String]
    /// The team from `com.apple.developer.team-identifier` or `application-identifier`, when
    /// written out (not an Xcode variable such as `$(AppIdentifierPrefix)`).
    public var teamID: String?
    /// Each `applinks:` entry of the associated-domains entitlement.
    public var appLinks: [AppLinksEntry]
    /// Entries of other services (`webcredentials:`, `activitycontinuation:`, `appclips:`), as written.
    public var otherServices: [String]

    /// The largest property list read (1 MiB), checked before reading.
    public static let maximumFileSize = 1 << 20

    /// Reads both files; a problem is a `GoldenError` naming the file and the key.
    public init(infoPlist: String, entitlements: String) throws(GoldenError) {
        let info = try Self.dictionary(infoPlist)
        guard let bundleID = info["CFBundleIdentifier"] as? String else {
            throw GoldenError(.invalidField, file: infoPlist, path: "CFBundleIdentifier", "no bundle identifier (a string)")
        }
        self.bundleID = bundleID
        let types = info["CFBundleURLTypes"] as? [[String: Any]] ?? []
        schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        let rights = try Self.dictionary(entitlements)
        let written = { (text: String?) in text.flatMap { $0.contains("$(") ? nil : $0 } }
        teamID = written(rights["com.apple.developer.team-identifier"] as? String)
            ?? written(rights["application-identifier"] as? String).flatMap { $0.split(separator: ".", maxSplits: 1).first.map(String.init) }
        let entries = rights["com.apple.developer.associated-domains"] as? [String] ?? []
        appLinks = entries.compactMap(AppLinksEntry.init)
        otherServices = entries.filter { !$0.hasPrefix("applinks:") }
    }

    /// The top-level dictionary of a property list file, XML or binary.
    private static func dictionary(_ path: String) throws(GoldenError) -> [String: Any] {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: maximumFileSize)
        } catch {
            throw GoldenError(.unreadable, file: path, error.reason)
        }
        if BinaryPropertyListBounds.isBinary(bytes) {
            do {
                try BinaryPropertyListBounds.check(bytes)
            } catch {
                throw GoldenError(.malformedJSON, file: path, "the binary property list is refused before conversion: \(error.reason)")
            }
        }
        do {
            guard let dictionary = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any] else {
                throw GoldenError(.invalidField, file: path, "the property list is not a dictionary")
            }
            return dictionary
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError(.malformedJSON, file: path, "not a property list (XML or binary): \(error.localizedDescription)")
        }
    }
}
