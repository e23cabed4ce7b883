import Foundation

/// Vendored test data in `Tests/Resources/`, found relative to this file.
enum Resources {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    /// The parsed JSON of `Tests/Resources/<kind>/<name>`.
    static func json(_ kind: String, _ name: String) throws -> Any {
        let data = try Data(contentsOf: directory.appendingPathComponent(kind).appendingPathComponent(name))
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// The non-comment entries (objects) of a WPT JSON array.
    static func wptCases(_ name: String) throws -> [[String: Any]] {
        guard let entries = try json("wpt", name) as? [Any] else { return [] }
        return entries.compactMap { $0 as? [String: Any] }
    }
}
