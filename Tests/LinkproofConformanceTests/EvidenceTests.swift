import Foundation
import Testing
import LinkproofConformance

/// The source documents beside the repository (`../shared/seeds` from the package root, as
/// CI lays them out), or the folder `LINKPROOF_DOCUMENTS` names; nil when neither exists.
private let seeds: String? = {
    let root = GoldenFolder.tests.deletingLastPathComponent()
    let path = ProcessInfo.processInfo.environment["LINKPROOF_DOCUMENTS"] ?? root.appendingPathComponent("../shared/seeds").standardized.path
    return FileManager.default.fileExists(atPath: path) ? path : nil
}()

/// Every `document` quote of the built-in suite is in its source document, word for word.
@Test(.enabled(if: seeds != nil, "no source documents at ../shared/seeds beside the package (or LINKPROOF_DOCUMENTS)"))
func everyQuoteOfTheBuiltInSuiteIsInItsDocument() throws {
    let suite = try GoldenSuite.load(GoldenFolder.builtIn)
    let missing = try DocumentQuotes(folder: seeds ?? "", for: suite.cases).missing(in: suite.cases)
    #expect(missing.map(\.description) == [])
}

/// Every case of the built-in suite says what its expectation rests on.
@Test
func everyCaseOfTheBuiltInSuiteCarriesEvidence() throws {
    let suite = try GoldenSuite.load(GoldenFolder.builtIn)
    #expect(suite.cases.filter { $0.evidence == nil }.map { "\($0.id) (\($0.location.description))" } == [])
}

/// A quote is found across line breaks and runs of spaces; a changed word is not, and is
/// named with its case; a folder without the document is an error naming the case.
@Test func quotesAreFoundWithWhiteSpaceFolded() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let cases = try folder.load().cases
    let documents = folder.path + "/documents"
    try FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: true)
    try "In this case, you can see that any URL containing the /stock/*\n   path will open inside Stock Analyzer.\nLastly, you must ensure the file uses https://\twith a valid certificate and no redirects."
        .write(toFile: documents + "/003_seed.txt", atomically: true, encoding: .utf8)
    #expect(try DocumentQuotes(folder: documents, for: cases).missing(in: cases) == [])

    try "any URL containing the /stock/* path will open inside Stock Analyzer; you must ensure the file uses https:// with a certificate"
        .write(toFile: documents + "/003_seed.txt", atomically: true, encoding: .utf8)
    let missing = try DocumentQuotes(folder: documents, for: cases).missing(in: cases)
    #expect(missing.map(\.caseID) == ["fixture-aasa-hosting-redirect"])
    #expect(missing.first?.description.hasPrefix("cases/003-aasa.json:") == true)
    #expect(missing.first?.description.hasSuffix("case 'fixture-aasa-hosting-redirect': document 003 does not contain the quote \"you must ensure the file uses https:// with a valid certificate and no redirects\"") == true)

    try FileManager.default.removeItem(atPath: documents + "/003_seed.txt")
    #expect {
        _ = try DocumentQuotes(folder: documents, for: cases)
    } throws: { error in
        (error as? GoldenError)?.message.contains("no document 003 (003_*.txt)") == true && (error as? GoldenError)?.path?.hasSuffix(".evidence.document") == true
    }
    #expect(throws: GoldenError.self) { try DocumentQuotes(folder: folder.path + "/no-such-folder", for: cases) }
}
