import Foundation
import Testing

/// `linkproof fuzz`, the command the plugin runs for a team's fuzzing (issue 42): its usage
/// errors, and the plugin's root (`--root`) refusing every path the user gives that leads
/// outside it — the manifest, the fuzz package, the file to store, libFuzzer's path flags and
/// corpus folders after `--` — with exit 2 and the path named, before any build or run writes
/// anything. (Building and running the fuzzers takes a sanitized build: tried from a team's
/// package, as the README says, not here.)
@Suite struct FuzzCommandTests {
    @Test func helpAndUsageErrors() throws {
        let help = try LinkproofProcess.run(["fuzz", "--help"])
        #expect(help.status == 0 && help.text.contains("linkproof fuzz store --handler PRODUCT"))
        let cases: [([String], String)] = [
            (["fuzz"], "give --handler PRODUCT (your fuzz entry) or --manifest FILE"),
            (["fuzz", "--handler", "a", "--manifest", "b.json"], "give --handler PRODUCT (your fuzz entry) or --manifest FILE"),
            (["fuzz", "--handler", "../a"], "'../a' cannot be a product's name"),
            (["fuzz", "--manifest", "app.json", "--fuzzers", "Fuzzers"], "--fuzzers goes with --handler PRODUCT"),
            (["fuzz", "--handler", "a", "--time", "0"], "--time takes a whole number from 1"),
            (["fuzz", "store", "--handler", "a"], "fuzz store --handler PRODUCT takes one FILE"),
            (["fuzz", "store", "--handler", "a", "--summary-json", "s.json", "f"], "fuzz store takes no --time, no --summary-json and no libFuzzer flags"),
            (["fuzz", "--handler", "a"], "no Package.swift there"),
        ]
        for (arguments, expected) in cases {
            let run = try LinkproofProcess.run(arguments)
            #expect(run.status == 2 && run.errorText.contains(expected), "\(arguments): \(run.status) \(run.errorText)")
        }
    }

    @Test func aPathOutsideTheRootIsRefusedBeforeAnythingRuns() throws {
        let base = Scratch.folder()
        let root = base + "/package", outside = base + "/outside"
        for folder in [root, outside, root + "/Fuzzers"] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: Scratch.goldenApp("createwithswift"), toPath: root + "/app.json")
        for package in [root, root + "/Fuzzers", outside] {
            try "// swift-tools-version:6.0\n".write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside)
        try "a finding".write(toFile: base + "/finding", atomically: true, encoding: .utf8)
        try "a finding".write(toFile: root + "/finding", atomically: true, encoding: .utf8)
        let attacks: [([String], String)] = [
            (["fuzz", "--manifest", outside + "/app.json"], "--manifest \(outside)/app.json: path-outside-root"),
            (["fuzz", "--manifest", "out/app.json"], "it leads to \(outside)/app.json"),
            (["fuzz", "--handler", "Team", "--fuzzers", outside], "--fuzzers \(outside): path-outside-root"),
            (["fuzz", "--handler", "Team", "--summary-json", outside + "/summary.json"], "--summary-json \(outside)/summary.json: path-outside-root"),
            (["fuzz", "--handler", "Team", "--", "-exact_artifact_path=\(outside)/crash"], "-exact_artifact_path \(outside)/crash: path-outside-root"),
            (["fuzz", "--handler", "Team", "--", "-artifact_prefix=out/"], "-artifact_prefix out/: path-outside-root"),
            (["fuzz", "--handler", "Team", "--", "-runs=10", outside + "/corpus"], "the corpus folder \(outside)/corpus: path-outside-root"),
            (["fuzz", "--handler", "Team", "--", "-seed_inputs=finding,\(outside)/seed"], "-seed_inputs \(outside)/seed: path-outside-root"),
            (["fuzz", "--handler", "Team", "--", "-jobs=4"], "-jobs writes its logs outside the package"),
            (["fuzz", "store", "--handler", "Team", base + "/finding"], "FILE \(base)/finding: path-outside-root"),
            (["fuzz", "store", "--manifest", outside + "/app.json", "route", "finding"], "--manifest \(outside)/app.json: path-outside-root"),
            (["fuzz", "store", "--manifest", "app.json", "route", "out/finding"], "FILE out/finding: path-outside-root"),
        ]
        for (arguments, expected) in attacks {
            let run = try LinkproofProcess.run(["--root", root] + arguments, in: root)
            #expect(run.status == 2 && run.errorText.contains(expected), "\(arguments): \(run.status) \(run.errorText)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["Package.swift"])
        #expect(!FileManager.default.fileExists(atPath: root + "/.build/linkproof"), "nothing ran")
    }
}
