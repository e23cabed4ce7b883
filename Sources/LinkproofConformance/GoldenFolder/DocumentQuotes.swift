import Foundation
import LinkproofCore

/// Checks the `document` evidence of golden cases against the source documents: each quote
/// must appear in its document word for word, runs of white space (line breaks included)
/// counting as one space. The documents are a folder of `NNN_*.txt` files, one per
/// document ID (`/work/shared/seeds` beside the repository).
public struct DocumentQuotes: Sendable {
    /// A quote its document does not hold.
    public struct Missing: Sendable, Equatable {
        public var caseID: String
        /// Where the case is written (`cases/004-custom-schemes.json:12:13`).
        public var place: String
        public var document: String
        public var quote: String

        /// `cases/004-….json:12:13: case 'cws-home': document 004 does not contain the quote "…"`.
        public var description: String {
            "\(place): case '\(caseID)': document \(document) does not contain the quote \"\(quote)\""
        }
    }

    /// The largest document read (4 MiB), checked before reading.
    public static let maximumSize = 4 << 20

    /// Each document's text, white space folded, by ID.
    private let texts: [String: String]

    /// Reads the documents the `document` evidence of `cases` names from `folder`; a folder
    /// that cannot be listed, or a named document it lacks, is an error.
    public init(folder: String, for cases: [GoldenCase]) throws(GoldenError) {
        try AtomicWrite.confine(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw GoldenError(.unreadable, file: folder, "cannot list the documents folder (it holds NNN_*.txt, one a document)")
        }
        var texts: [String: String] = [:]
        for golden in cases {
            guard case .document(let id, _)? = golden.evidence, texts[id] == nil else { continue }
            guard let name = names.sorted().first(where: { $0.hasPrefix(id + "_") && $0.hasSuffix(".txt") }) else {
                throw GoldenError(.unreadable, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                                  path: golden.location.path + ".evidence.document", "no document \(id) (\(id)_*.txt) in \(folder)")
            }
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                texts[id] = Self.folded(String(decoding: try BoundedFile.read(path, limit: Self.maximumSize), as: UTF8.self))
            } catch {
                throw GoldenError(.unreadable, file: path, "cannot read the document: \(error.reason)")
            }
        }
        self.texts = texts
    }

    /// The `document` quotes of `cases` their documents do not hold, in case order.
    public func missing(in cases: [GoldenCase]) -> [Missing] {
        cases.compactMap { golden in
            guard case .document(let id, let quote)? = golden.evidence, let text = texts[id], !text.contains(Self.folded(quote)) else { return nil }
            return Missing(caseID: golden.id, place: golden.location.description, document: id, quote: quote)
        }
    }

    /// `text` with every run of white space as one space, and none at either end.
    static func folded(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
