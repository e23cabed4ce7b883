import Foundation

/// How most of the ground-truth handlers read a path: split the percent-encoded path on `/`
/// and decode each segment once (nil when a segment's escapes are malformed). Written once
/// here so that each handler shows only the style it stands for.
enum PathSegments {
    static func decoded(_ percentEncodedPath: String) -> [String]? {
        var segments: [String] = []
        for segment in percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            guard let decoded = String(segment).removingPercentEncoding else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// The first value of query item `name`, the way `queryItems?.first(where:)` reads it.
    static func first(_ name: String, in components: URLComponents) -> String? {
        components.queryItems?.first { $0.name == name }?.value
    }
}
