import Foundation

/// The inputs of one corpus folder kept in a single file, so that a package depending on
/// Linkproof checks out a few files instead of thousands: `seeds.bundle` holds the folder's own
/// inputs, `merged.bundle` those of its `merged/` (`FuzzSeedCorpus.bundles`).
///
/// The inputs one after another, each as its length in decimal digits, a newline, its bytes and
/// a newline (`12\nhttps://x/a\n`). `Scripts/corpus-bundle` writes them (in the order of the
/// SHA-1 of the inputs, each once) and unpacks them into plain files where libFuzzer runs; this
/// reads them for the corpus replay and the ClusterFuzzLite seed corpus.
public enum CorpusBundle {
    /// The inputs of the bundle `file`, in its order; an error names the file and the byte
    /// offset where it stops being a bundle.
    public static func inputs(in file: URL) throws(FuzzCorpusError) -> [[UInt8]] {
        let bytes: [UInt8]
        do { bytes = [UInt8](try Data(contentsOf: file)) } catch { throw FuzzCorpusError("\(file.path): cannot be read: \(error.localizedDescription)") }
        var inputs: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            let number = inputs.count + 1
            let digits = bytes[index...].prefix { $0 != UInt8(ascii: "\n") }
            guard digits.endIndex < bytes.count, (1...9).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                throw FuzzCorpusError("\(file.path): at byte \(index): expected the length of input \(number), digits and a newline")
            }
            let length = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            let start = digits.endIndex + 1
            guard start + length < bytes.count, bytes[start + length] == UInt8(ascii: "\n") else {
                throw FuzzCorpusError("\(file.path): at byte \(start): input \(number) of \(length) bytes is not followed by a newline (a truncated or edited bundle)")
            }
            inputs.append(Array(bytes[start..<start + length]))
            index = start + length + 1
        }
        return inputs
    }
}
