import Foundation
import LinkproofCore

/// An administrator's bulk import of long links (e.g. when moving off Firebase Dynamic
/// Links): one entry a line, each stored in its own transaction, so a bad line or a crash
/// loses only that line. A store that can take no more writes (disk full, read-only) stops
/// the import at the first line it refuses; every line before it stays committed.
///
/// A line is either a bare long link or a JSON object `{"longLink": "…", "suffix": "…"}`
/// whose `suffix` (optional) keeps the link's existing suffix. Blank lines are skipped.
public struct ShortLinkImport {
    /// The prefix for every link, or nil to take each long link's own (see `prefix(of:)`).
    public var prefix: String?
    /// The policy for lines that bring no suffix.
    public var policy: SuffixPolicy

    /// An import with a fixed or derived prefix and a policy for lines without a suffix.
    public init(prefix: String?, policy: SuffixPolicy) {
        self.prefix = prefix
        self.policy = policy
    }

    /// One line of input, understood.
    struct Entry {
        /// The long link to store.
        var longLink: String
        /// The suffix to keep, if the line brings one.
        var suffix: String?
    }

    /// What became of one line.
    public struct Outcome: Sendable, Hashable, Encodable, JSONWritable {
        /// The line number, counting from 1.
        public var line: Int
        /// The stored link, when the line was imported.
        public var record: ShortLinkRecord?
        /// Why the line was not imported.
        public var error: LineError?

        /// True when the line was imported.
        public var succeeded: Bool { record != nil }

        enum CodingKeys: String, CodingKey { case line, shortLink, suffix, longLink, error }

        /// The JSON line `linkproof store import` prints: `line` with `shortLink`, `suffix`
        /// and `longLink`, or with `error`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(line, forKey: .line)
            try container.encodeIfPresent(record?.shortLink, forKey: .shortLink)
            try container.encodeIfPresent(record?.suffix, forKey: .suffix)
            try container.encodeIfPresent(record?.longLink, forKey: .longLink)
            try container.encodeIfPresent(error, forKey: .error)
        }
    }

    /// Why a line was not imported: a stable code and a sentence.
    public struct LineError: Error, Sendable, Hashable, Encodable {
        /// `import-bad-json`, `import-no-prefix`, or a `ShortLinkStoreError` code.
        public var code: String
        /// What went wrong, for people.
        public var message: String
        /// True when no later line can be stored either (the disk is full, the store read-only).
        public var stopsImport = false

        enum CodingKeys: String, CodingKey { case code, message }
    }

    /// Imports the lines of `text` into `store`, calling `report` after each non-blank line,
    /// and stops after a line whose error `stopsImport`. Returns that line's number, or nil
    /// when every line was tried.
    @discardableResult
    public func run(_ text: String, into store: some ShortLinkStore, report: (Outcome) -> Void) -> Int? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            switch importLine(trimmed, into: store) {
            case .success(let record):
                report(Outcome(line: index + 1, record: record, error: nil))
            case .failure(let error):
                report(Outcome(line: index + 1, record: nil, error: error))
                if error.stopsImport { return index + 1 }
            }
        }
        return nil
    }

    private func importLine(_ line: String, into store: some ShortLinkStore) -> Result<ShortLinkRecord, LineError> {
        let entry: Entry
        switch Self.entry(line) {
        case .success(let parsed): entry = parsed
        case .failure(let error): return .failure(error)
        }
        guard let prefix = prefix ?? Self.prefix(of: entry.longLink) else {
            return .failure(LineError(code: "import-no-prefix",
                                      message: "no --prefix given, and the long link has no '?' to take its prefix from"))
        }
        if let problem = Self.problem(ofPrefix: prefix) {
            return .failure(LineError(code: "import-bad-prefix", message: problem))
        }
        let suffix = entry.suffix.map(SuffixPolicy.custom) ?? policy
        do {
            return .success(try store.insert(longLink: entry.longLink, prefix: prefix, suffix: suffix,
                                             options: ShortLinkOptions(suffix: suffix, origin: .import)))
        } catch {
            let stops = switch error {
            case .diskFull, .readOnly: true
            default: false
            }
            return .failure(LineError(code: error.code, message: error.description, stopsImport: stops))
        }
    }

    /// The entry a trimmed, non-blank line holds: JSON when it starts with `{`, else a bare link.
    static func entry(_ line: String) -> Result<Entry, LineError> {
        guard line.hasPrefix("{") else { return .success(Entry(longLink: line, suffix: nil)) }
        let shape = LineError(code: "import-bad-json", message: "not a JSON object with a string \"longLink\" and an optional string \"suffix\"")
        let object: JSONValue
        do {
            object = try JSONReader.read(Array(line.utf8))
        } catch {
            guard let first = error.earlierKey else { return .failure(shape) }
            return .failure(LineError(code: "import-bad-json", message: "column \(error.column): a key repeated (first at column \(first.column))"))
        }
        guard case .string(let longLink)? = object["longLink"] else { return .failure(shape) }
        switch object["suffix"] {
        case nil, .null?: return .success(Entry(longLink: longLink, suffix: nil))
        case .string(let suffix)?: return .success(Entry(longLink: longLink, suffix: suffix))
        default: return .failure(shape)
        }
    }

    /// Why the store could never serve links under `prefix`, or nil: a prefix the resolver
    /// matches is `https://`, a lower-case DNS host (no port, no userinfo, no IP address) and at
    /// most one path segment of unreserved characters, as a manifest's `dynamicLinkPrefixes`
    /// write it (`https://example.page.link`, `https://example.com/link`).
    public static func problem(ofPrefix prefix: String) -> String? {
        guard prefix.hasPrefix("https://") else { return "the prefix '\(TerminalText.escaped(prefix))' is not https://<host>[/<segment>]" }
        let rest = prefix.dropFirst("https://".count)
        let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        if let problem = DomainName.problem(String(parts[0])) {
            return "the prefix '\(TerminalText.escaped(prefix))' can never be served: \(problem)"
        }
        if parts.count == 2 {
            let segment = parts[1].utf8
            let unreserved = { (byte: UInt8) in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-._~".utf8.contains(byte)
            }
            guard !segment.isEmpty, segment.allSatisfy(unreserved) else {
                return "the prefix '\(TerminalText.escaped(prefix))' can never be served: its path is one segment of letters, digits, '-', '.', '_' or '~'"
            }
        }
        return nil
    }

    /// A long dynamic link's own domain URI prefix: everything before its query, without a
    /// trailing `/` (`https://example.page.link/?link=…` gives `https://example.page.link`);
    /// nil when there is no query. (The dynamic-link parser will take this over.)
    public static func prefix(of longLink: String) -> String? {
        guard let query = longLink.firstIndex(of: "?") else { return nil }
        var prefix = longLink[..<query]
        while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
        return prefix.isEmpty ? nil : String(prefix)
    }
}
