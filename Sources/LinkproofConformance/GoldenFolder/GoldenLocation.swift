/// Where a case is written: its file, its JSON path, and the line of its `id`.
public struct GoldenLocation: Sendable, Hashable {
    /// Relative to the golden folder, e.g. `cases/000-raycipe.json`.
    public var file: String
    /// `$.cases[3]`.
    public var path: String
    public var line: Int?
    public var column: Int?

    /// `cases/000-raycipe.json:14:13`.
    public var description: String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}
