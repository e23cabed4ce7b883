import Foundation
import Testing
@testable import LinkproofCore

/// The codes are a public contract: unique, and documented in the README table.
@Suite struct AASADiagnosticCodeTests {
    @Test func codesAreUniqueAndWellFormed() {
        let codes = AASADiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.hasPrefix("AASA") && $0.count == 7 && Int($0.dropFirst(4)) != nil })
    }

    @Test func readmeTableListsEveryCodeWithItsSeverity() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for code in AASADiagnosticCode.allCases {
            #expect(text.contains("| `\(code.rawValue)` | \(code.severity.rawValue) |"), "\(code.rawValue) missing from README")
        }
    }
}
