import Foundation
import Testing

@testable import LinkproofCore

/// `JSONWriter.encode(_:)`, the `Encoder` a record's derived writer runs, against
/// `JSONEncoder` with sorted keys (the CLI's outputs before the writer): members out of key
/// order put in order at every depth and in every layout, absent optionals left out, `nil`
/// elements as `null`, dates, numbers, enums with associated values, dictionaries.
@Suite struct JSONWriterEncoderTests {
    /// Stored properties far from key order, so the encoder has to sort them.
    private struct Unsorted: Encodable {
        let zeta: String
        let alpha: Int?
        let mid: [Inner]
        let when: Date
        let ratio: Double
        let table: [String: Int]
        let choice: Choice
        let holes: [String?]
        let nothing: Nothing
        let tiny: Float
        let bytes: UInt8
    }

    private struct Inner: Encodable, Equatable {
        let y: String
        let x: String?
    }

    private enum Choice: Encodable {
        case pair(second: String, first: Int)
        case single(Inner)
        case none
    }

    /// Encodes nothing: `JSONEncoder` writes an empty object.
    private struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    private static let hostile = JSONWritableTests.hostile

    private static let samples = [
        Unsorted(zeta: hostile, alpha: 7, mid: [Inner(y: "y", x: hostile), Inner(y: hostile, x: nil)],
                 when: Date(timeIntervalSinceReferenceDate: 786_712_345.25), ratio: 0.1, table: ["b": 2, "a\"": 1, "Z": 0, "é": 3, "": -1],
                 choice: .pair(second: hostile, first: -3), holes: [nil, "h", nil], nothing: Nothing(), tiny: 0.1, bytes: 255),
        Unsorted(zeta: "", alpha: nil, mid: [], when: Date(timeIntervalSinceReferenceDate: 0), ratio: 12.5, table: [:],
                 choice: .single(Inner(y: "b", x: "a")), holes: [], nothing: Nothing(), tiny: 1.5, bytes: 0),
        Unsorted(zeta: "z", alpha: 0, mid: [Inner(y: "", x: "")], when: Date(timeIntervalSinceReferenceDate: -1.5),
                 ratio: -0.25, table: ["only": 1], choice: .none, holes: [nil], nothing: Nothing(), tiny: -2, bytes: 1),
    ]

    @Test(arguments: [JSONWriter.Layout.compact, .indented])
    func anEncodableIsWrittenAsJSONEncoderWritesItWithSortedKeys(_ layout: JSONWriter.Layout) throws {
        for sample in Self.samples {
            var writer = JSONWriter(layout: layout, capacity: 1)
            writer.encode(sample)
            #expect(writer.text == (try JSONWriterTests.encoderText(sample, pretty: layout == .indented)))
        }
    }

    /// The golden files' layout, one line per member to two levels then `, ` between members:
    /// the sorted members keep their own separators.
    @Test func membersAreSortedInTheReadableLayoutToo() throws {
        for sample in Self.samples {
            var writer = JSONWriter(layout: .readable(lineDepth: 2))
            writer.encode(sample)
            let read = try JSONReader.read(writer.bytes)
            #expect(read.prettyText(depth: 2) == writer.text)
            #expect(read.compactText == (try JSONValue(parsing: JSONWriterTests.encoderText(sample))).compactText)
        }
    }

    /// A value inside an array, inside an object, inside an array: each container closes
    /// when its value is done, the next element going to the right container.
    @Test func nestedContainersCloseWhenTheirValueIsDone() throws {
        let value = [[Inner(y: "1", x: nil)], [], [Inner(y: "2", x: "3"), Inner(y: "4", x: nil)]]
        #expect(JSONWriter.text { $0.encode(value) } == (try JSONWriterTests.encoderText(value)))
    }
}

extension JSONValue {
    /// A JSON text read into a value (test helper).
    fileprivate init(parsing text: String) throws {
        self = try JSONReader.read(Array(text.utf8))
    }
}
