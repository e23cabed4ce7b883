import Foundation

/// Every suite, in report order.
let suites: [any BenchSuite.Type] = [
    URLBench.self,
    IDNABench.self,
    GenBench.self,
    RouteBench.self,
    AndroidBench.self,
    FuzzEntryBench.self,
    StoreBench.self,
    AASABench.self,
    ConformanceBench.self,
    ShortLinkBench.self,
    ScalingBench.self,
    PatternBench.self,
    CLIBench.self,
    GroundTruthBench.self,
]

let usage = """
    Usage: LinkproofBench [--suite NAME]... [--input FILE] [--repetitions N] [--linkproof BINARY] [--json]
           LinkproofBench --profile CORPUS [--input FILE] [--rounds N]

    Runs benchmark suites on a release build and prints each figure next to its peer
    measured in the same run. Use Scripts/bench, which builds in release first.
    Suites: \(suites.map { $0.name }.joined(separator: ", "))
    --linkproof BINARY is the linkproof the cli suite runs (default: the one beside this
    program; Scripts/bench passes its static build, .build/static/release/linkproof).
    --profile parses one corpus of the url suite (\(URLBench.profiles.joined(separator: ", "))) or the
    idna suite's URLs (idna) twice and nothing else, for a profiler (Scripts/bench-instructions url);
    --profile android decides the android suite's links twice on Android and twice on iOS
    (Scripts/bench-instructions android); --profile fuzz-entry executes the fuzz-entry
    suite's team entry and route target twice each (Scripts/bench-instructions fuzz-entry).
    --rounds N with a url corpus instead parses it N times and prints the fastest, in ns/URL (to
    run in turns with another parser's harness that prints the same figure).
    """

var options = BenchOptions()
var selected: [String] = []
var json = false
var profiled: String?
var rounds: Int?
var words = Array(CommandLine.arguments.dropFirst())[...]
while let word = words.popFirst() {
    switch word {
    case "--help", "-h": print(usage); exit(0)
    case "--json": json = true
    case "--suite", "--input", "--repetitions", "--profile", "--rounds", "--linkproof":
        guard let value = words.popFirst() else { FileHandle.standardError.write(Data("\(word) needs a value\n".utf8)); exit(2) }
        if word == "--suite" { selected.append(value) }
        if word == "--input" { options.input = value }
        if word == "--linkproof" { options.linkproof = value }
        if word == "--profile" {
            guard URLBench.profiles.contains(value) || ["idna", "android", "fuzz-entry"].contains(value) else {
                FileHandle.standardError.write(Data("--profile takes one of \(URLBench.profiles.joined(separator: ", ")), idna, android, fuzz-entry\n".utf8)); exit(2)
            }
            profiled = value
        }
        if word == "--rounds" {
            guard let count = Int(value), count > 0 else { FileHandle.standardError.write(Data("--rounds takes a positive number\n".utf8)); exit(2) }
            rounds = count
        }
        if word == "--repetitions" {
            guard let count = Int(value), count > 0 else { FileHandle.standardError.write(Data("--repetitions takes a positive number\n".utf8)); exit(2) }
            options.repetitions = count
        }
    default:
        FileHandle.standardError.write(Data("unknown argument '\(word)'\n\(usage)\n".utf8)); exit(2)
    }
}
if rounds != nil, profiled == nil {
    FileHandle.standardError.write(Data("--rounds goes with --profile CORPUS\n".utf8)); exit(2)
}
let unknown = selected.filter { name in !suites.contains { $0.name == name } }
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("unknown suite '\(unknown[0])'; known: \(suites.map { $0.name }.joined(separator: ", "))\n".utf8))
    exit(2)
}

if let profiled {
    do {
        if profiled == "android" {
            print("decided \(try AndroidBench.profile(options)) links")
            exit(0)
        }
        if profiled == "fuzz-entry" {
            print("executed \(try FuzzEntryBench.profile()) inputs")
            exit(0)
        }
        if let rounds {
            guard URLBench.profiles.contains(profiled) else {
                FileHandle.standardError.write(Data("--rounds takes a url corpus: \(URLBench.profiles.joined(separator: ", "))\n".utf8)); exit(2)
            }
            print(String(format: "%.2f", try URLBench.time(profiled, rounds: rounds, options)))
            exit(0)
        }
        let count = profiled == "idna" ? IDNABench.profile() : try URLBench.profile(profiled, options)
        print("parsed \(count) URLs")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("--profile \(profiled) failed: \(error)\n".utf8)); exit(2)
    }
}

var rows: [BenchRow] = []
for suite in suites where selected.isEmpty || selected.contains(suite.name) {
    FileHandle.standardError.write(Data("running \(suite.name)…\n".utf8))
    do {
        rows += try suite.run(options)
    } catch {
        FileHandle.standardError.write(Data("suite \(suite.name) failed: \(error)\n".utf8)); exit(2)
    }
}
if json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    print(String(decoding: (try? encoder.encode(rows)) ?? Data(), as: UTF8.self))
} else {
    func figure(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.2f", value) }
    for row in rows {
        // Names padded to a column, never cut (`padding(toLength:)` would cut a longer one).
        let name = row.name + String(repeating: " ", count: max(0, 48 - row.name.count))
        var line = "\(name) \(figure(row.value)) \(row.unit)"
        if let peer = row.peer, let peerValue = row.peerValue, let ratio = row.ratio {
            line += "   vs \(peer) \(figure(peerValue)) \(row.unit)   ratio \(String(format: "%.2f", ratio))×"
            if let spread = row.spread {
                line += String(format: " (median %.2f×, %.2f–%.2f× over %d rounds)", spread.median, spread.low, spread.high, spread.rounds)
            }
        }
        if let extra = row.extra { line += "   \(extra)" }
        print(line)
    }
}
