import Foundation
import Testing

/// The habits people expect of a command-line tool: NO_COLOR and --color, --version, `-` for
/// standard input wherever a file is read.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct CLIHabitsTests {
    static let escape = UInt8(0x1B)

    /// On a terminal the report is coloured; NO_COLOR=1 (no-color.org) and --color never take
    /// every escape sequence away; --color always colours even with NO_COLOR.
    @Test(.enabled(if: Terminal.available, "util-linux script is not installed"))
    func noColorGivesNoEscapeSequences() throws {
        let conform = ["conform", "--filter", "S000-01"]
        let coloured = try LinkproofProcess.run(conform, unsetting: ["NO_COLOR"], inTerminal: true)
        #expect(coloured.status == 0 && coloured.output.contains(Self.escape), "on a terminal the report is coloured: \(coloured.text)")
        let plain = try LinkproofProcess.run(conform, setting: ["NO_COLOR": "1"], inTerminal: true)
        #expect(plain.status == 0 && plain.text.contains("Golden conformance: Golden"))
        #expect(!plain.output.contains(Self.escape), "\(plain.text)")
        let never = try LinkproofProcess.run(["--color", "never"] + conform, unsetting: ["NO_COLOR"], inTerminal: true)
        #expect(never.status == 0 && !never.output.contains(Self.escape))
        let always = try LinkproofProcess.run(conform + ["--color=always"], setting: ["NO_COLOR": "1"])
        #expect(always.status == 0 && always.output.contains(Self.escape))
        let bad = try LinkproofProcess.run(conform + ["--color", "sometimes"])
        #expect(bad.status == 2 && bad.errorText.contains("--color takes auto, always, never, not 'sometimes'"))
    }

    /// `linkproof --version` is the version a result stream's header records.
    @Test func versionMatchesTheStreamHeader() throws {
        let version = try LinkproofProcess.run(["--version"])
        #expect(version.status == 0)
        let stream = try LinkproofProcess.run(["route", "--manifest", Scratch.goldenApp("raycipe"), "--jsonl"], input: Array(#"{"input": "raycipe://recipe"}"#.utf8))
        let header = try #require(stream.text.split(separator: "\n").first)
        let recorded = try #require((try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: [String: String]])?["stream"]?["linkproof"])
        #expect(!recorded.isEmpty && version.text == "linkproof \(recorded)\n", "\(version.text) against \(header)")
    }

    /// `-` reads standard input for a manifest, an AASA file, a stream and a choice file, and
    /// standard input is never asked for twice.
    @Test func aDashReadsStandardInput() throws {
        // A copy of the built-in folder (the manifest names its AASA file as ../aasa/…): a run
        // writes its standard streams into the folder it runs in.
        let golden = Scratch.golden()
        let apps = golden + "/apps"
        let manifest = Array(try String(contentsOfFile: apps + "/raycipe.json", encoding: .utf8).utf8)
        let fromFile = try LinkproofProcess.run(["route", "--manifest", "raycipe.json", "https://raycipe.com/about"], in: apps)
        let fromInput = try LinkproofProcess.run(["route", "--manifest", "-", "https://raycipe.com/about"], input: manifest, in: apps)
        #expect(fromFile.status == 0 && fromInput.status == 0 && fromInput.text == fromFile.text && !fromFile.text.isEmpty)
        let validate = try LinkproofProcess.run(["manifest", "validate", "-"], input: manifest, in: apps)
        #expect(validate.status == 0 && validate.text.contains("valid"), "\(validate.text)\(validate.errorText)")
        let aasa = Array(try String(contentsOfFile: apps + "/../aasa/raycipe.json", encoding: .utf8).utf8)
        #expect(try LinkproofProcess.run(["aasa", "validate", "-"], input: aasa).status == 0)
        let scaffold = Scratch.folder() + "/golden"
        #expect(try LinkproofProcess.run(["init", "--manifest", "-", scaffold], input: manifest, in: apps).status == 0)
        #expect(FileManager.default.fileExists(atPath: scaffold + "/apps/raycipe.json"))
        let twice = try LinkproofProcess.run(["diff", "-", "-"])
        #expect(twice.status == 2 && twice.errorText.contains("standard input ('-') can be only one of the two streams"))
        let aasaTwice = try LinkproofProcess.run(["aasa", "diff", "-", "-"], input: aasa)
        #expect(aasaTwice.status == 2 && aasaTwice.errorText.contains("standard input ('-') can be only one of OLD and NEW"))
        let batch = try LinkproofProcess.run(["route", "--manifest", "-", "--jsonl"], input: manifest)
        #expect(batch.status == 2 && batch.errorText.contains("the manifest cannot come from it"))
    }

    /// `--golden .` run inside the folder: the HTML title is the suite's name.
    @Test func theHTMLTitleNamesTheSuite() throws {
        let golden = Scratch.golden()
        let report = Scratch.folder() + "/report.html"
        #expect(try LinkproofProcess.run(["conform", "--golden", ".", "--filter", "S000-01", "--report", "html=" + report], in: golden).status == 0)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("<title>Golden conformance: Golden</title>"), "the folder's name, not '.'")
    }
}
