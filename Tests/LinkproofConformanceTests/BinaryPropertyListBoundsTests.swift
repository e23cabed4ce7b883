import Foundation
@testable import LinkproofConformance
import Testing
import LinkproofTestSupport

/// Issue 40: a binary property list of shared references (189 bytes took 36 s and 483 MB in
/// `init --info-plist`; 221 bytes made 2^30 leaves) is counted before Foundation expands it.
@Suite struct BinaryPropertyListBoundsTests {
    /// One object of a test list: its marker (and inline bytes), then the objects it refers to.
    typealias Object = (head: [UInt8], references: [Int])

    /// `{"k": A1}` where A_i = [A_(i+1), A_(i+1)] for `levels` arrays and the last A is `true`:
    /// 2^(levels+1) + 1 objects once expanded, from a hundred-odd bytes.
    static func sharedReferences(levels: Int) -> [UInt8] {
        var objects: [Object] = [([0xD1], [1, 2]), ([0x51, UInt8(ascii: "k")], [])]
        for level in 0..<levels { objects.append(([0xA2], [3 + level, 3 + level])) }
        objects.append(([0x09], []))
        return binaryList(objects)
    }

    /// A `bplist00` file of `objects` rooted at the first, with two-byte offsets and references.
    static func binaryList(_ objects: [Object]) -> [UInt8] {
        func big(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object.head + object.references.flatMap { big($0, 2) }
        }
        let tableOffset = bytes.count
        bytes += offsets.flatMap { big($0, 2) }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2] + big(objects.count, 8) + big(0, 8) + big(tableOffset, 8)
        return bytes
    }

    @Test func sharedReferencesAreCountedAsExpandedAndRefusedPastTheCap() throws {
        let within = Self.sharedReferences(levels: 16)
        #expect(try BinaryPropertyListBounds.check(within) == 2 + (1 << 17) - 1)
        #expect(BinaryPropertyListBounds.maximumObjectCount == 149_796)
        let over = Self.sharedReferences(levels: 30)
        #expect(over.count < 300)
        #expect(throws: BinaryPropertyListBounds.Refusal(
            reason: "its shared references expand to more than 149796 objects (an XML property list within the size cap holds fewer)")) {
            try BinaryPropertyListBounds.check(over)
        }
    }

    @Test func aCycleADeepNestAndABrokenTableAreRefused() {
        #expect(throws: BinaryPropertyListBounds.Refusal(reason: "object 0 contains itself (a cycle)")) {
            try BinaryPropertyListBounds.check(Self.binaryList([([0xA1], [0])]))
        }
        let deep: [Object] = (0..<600).map { $0 == 599 ? ([0x09], []) : ([0xA1], [$0 + 1]) }
        let bytes = Self.binaryList(deep)
        #expect(throws: BinaryPropertyListBounds.Refusal(reason: "it nests deeper than 512 levels")) { try BinaryPropertyListBounds.check(bytes) }
        var broken = Self.sharedReferences(levels: 2)
        broken[broken.count - 1] = 0xFF
        #expect(throws: BinaryPropertyListBounds.Refusal(reason: "its trailer does not describe an object table inside the file")) {
            try BinaryPropertyListBounds.check(broken)
        }
    }

    @Test func theRealBinaryInfoPlistPasses() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(ManifestDraftTests.files)/Info-binary.plist")))
        #expect(BinaryPropertyListBounds.isBinary(bytes))
        #expect(try BinaryPropertyListBounds.check(bytes) > 5)
    }

    @Test func initRefusesTheBlowUpNamingTheFile() throws {
        let path = TestScratch.url("linkproof-bplist").appendingPathExtension("plist").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.sharedReferences(levels: 30)).write(to: URL(fileURLWithPath: path))
        do {
            _ = try AppDeclarations(infoPlist: path, entitlements: "\(ManifestDraftTests.files)/Tidepool.entitlements")
            Issue.record("the blow-up was read")
        } catch {
            #expect(error.file == path)
            #expect(error.message.contains("refused before conversion: its shared references expand to more than 149796 objects"))
        }
    }
}
