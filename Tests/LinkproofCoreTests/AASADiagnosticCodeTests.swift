import Foundation
import Testing
@testable import LinkproofCore

/// The codes are a public contract: unique, and documented in the table of the DocC article
/// `Sources/linkproof/linkproof.docc/AppleAppSiteAssociation.md`.
@Suite struct AASADiagnosticCodeTests {
    @Test func codesAreUniqueAndWellFormed() {
        let codes = AASADiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.hasPrefix("AASA") && $0.count == 7 && Int($0.dropFirst(4)) != nil })
    }

    @Test func articleTableListsEveryCodeWithItsSeverity() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/linkproof/linkproof.docc/AppleAppSiteAssociation.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        for code in AASADiagnosticCode.allCases {
            #expect(text.contains("| `\(code.rawValue)` | \(code.severity.rawValue) |"), "\(code.rawValue) missing from \(article.lastPathComponent)")
        }
    }
}
