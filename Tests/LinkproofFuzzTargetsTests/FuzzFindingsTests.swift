import Foundation
@testable import LinkproofFuzzTargets
import Testing
import LinkproofTestSupport

/// A run that goes on past its findings keeps one reproducer per broken invariant: the shortest.
@Suite struct FuzzFindingsTests {
    let folder = TestScratch.url("findings")

    func record(_ findings: FuzzFindings, _ invariant: String, _ input: String) {
        Array(input.utf8).withUnsafeBufferPointer { findings.record(FuzzViolation(invariant, "seen: \(input)"), input: $0) }
    }

    @Test func keepsTheShortestInputOfEachInvariant() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = FuzzFindings(folder: folder)
        record(findings, "userinfo-at: never opens", "https://evil.com@a.example/x")
        record(findings, "userinfo-at: never opens", "https://e@a.example/x")
        record(findings, "userinfo-at: never opens", "https://evil.evil.com@a.example/x")
        record(findings, "double-encoding: never opens", "https://a.example/%252e")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 2)
        let userinfo = folder.appendingPathComponent(FuzzFindings.folderName("userinfo-at: never opens"))
        #expect(try String(contentsOf: userinfo.appendingPathComponent("input"), encoding: .utf8) == "https://e@a.example/x")
        #expect(try String(contentsOf: userinfo.appendingPathComponent("finding.txt"), encoding: .utf8)
            == "userinfo-at: never opens\nseen: https://e@a.example/x\n")
    }

    @Test func aFolderNameIsASlugAndAHashThatStayInsideTheFolder() {
        let name = FuzzFindings.folderName("../../etc: ?? passwd")
        #expect(name.hasPrefix("etc-passwd-"))
        #expect(!name.contains("/") && !name.contains(".."))
        #expect(FuzzFindings.folderName("a") != FuzzFindings.folderName("b"))
    }
}

/// A team's corpus folder: Linkproof's targets by app, the team's own targets by name.
@Suite struct FuzzCorpusTests {
    static let picky = FuzzTarget("picky-links", "fails on 'bad'") { bytes throws(FuzzViolation) in
        if Array(bytes) == Array("bad".utf8) { throw FuzzViolation("never bad", "got bad") }
    }

    @Test func replaysATeamTargetsFolderAndRefusesAnUnknownOne() throws {
        let folder = TestScratch.url("corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let regressions = folder.appendingPathComponent("picky-links/regressions")
        try FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
        try Data("bad".utf8).write(to: regressions.appendingPathComponent("crash-1"))
        try Data("good".utf8).write(to: regressions.appendingPathComponent("unit-2"))

        let entries = try FuzzCorpus(folder: folder, targets: [Self.picky]).entries()
        #expect(entries.map(\.path) == ["picky-links/regressions/crash-1", "picky-links/regressions/unit-2"])
        #expect(throws: FuzzViolation.self) { try entries[0].replay() }
        try entries[1].replay()

        #expect(throws: FuzzCorpusError.self) { try FuzzCorpus(folder: folder).entries() }
        #expect(try FuzzCorpus(folder: folder.appendingPathComponent("absent")).entries().isEmpty)
    }
}
