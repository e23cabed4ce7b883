import Foundation
import LinkproofCore
import LinkproofURL

/// Suite `cli`: what a user running the CLI gets. `linkproof url --jsonl`,
/// `linkproof route --jsonl` (raycipe.json) and `route --platform android --jsonl`
/// (applinks-verified.json, beside the same app on iOS) over the URL list as JSON lines, each a child
/// process reading a file on stdin and writing to /dev/null, in URLs per second of its CPU
/// time (user + system, which the load of a shared machine disturbs less than the wall
/// clock); next to the in-process parse alone over the same URLs, and to
/// `Scripts/urlsplit-jsonl.py` (Python's `json` + `urllib.parse.urlsplit` doing the same job:
/// read each line, split the URL, write its components as a JSON line) in the same run: the
/// best turn of each, and the spread of the turns' ratios beside it.
enum CLIBench: BenchSuite {
    static let name = "cli"

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let path = options.input ?? URLBench.defaultInput
        let urls = try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline).map(String.init)
        let label = "\((path as NSString).lastPathComponent) (\(urls.count) URLs)"
        let requests = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-bench-cli-\(getpid()).jsonl").path
        try Data(jsonLines(urls)).write(to: URL(fileURLWithPath: requests))
        defer { try? FileManager.default.removeItem(atPath: requests) }

        let binary = options.linkproof
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("linkproof").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("no linkproof binary at \(binary): build it (Scripts/bench does) or name one with --linkproof")
        }
        let manifest = (ConformanceBench.folder as NSString).appendingPathComponent("apps/raycipe.json")
        // An app with an `android` section whose App Links are verified from bound statement
        // lists (issue 43: Android's rules decided for every line, against the same app on iOS).
        let androidApp = (ConformanceBench.folder as NSString).appendingPathComponent("apps/applinks-verified.json")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/urlsplit-jsonl.py").path

        let python = interpreter()
        // In turns, so that a change of load affects every command alike; the best of each, and
        // the spread of the turns' ratios beside it (how far the load moved the figures).
        var turns = [[Double]](repeating: [], count: 5)
        for _ in 0..<options.repetitions {
            // (`url` exits 1 when a URL does not parse, as one of the list does not.)
            turns[0].append(try cpuSeconds(binary, ["url", "--jsonl"], stdin: requests) ?? .infinity)
            turns[1].append(try cpuSeconds(binary, ["route", "--manifest", manifest, "--jsonl"], stdin: requests) ?? .infinity)
            turns[2].append(try python.map { try cpuSeconds($0.path, [script], stdin: requests, mustSucceed: true) ?? .infinity } ?? .infinity)
            turns[3].append(try cpuSeconds(binary, ["route", "--manifest", androidApp, "--jsonl"], stdin: requests) ?? .infinity)
            turns[4].append(try cpuSeconds(binary, ["route", "--platform", "android", "--manifest", androidApp, "--jsonl"], stdin: requests) ?? .infinity)
        }
        let best = turns.map { $0.min() ?? .infinity }
        let median = turns.map { $0.sorted()[$0.count / 2] }
        func againstPython(_ command: Int) -> RatioSpread { RatioSpread(ours: turns[command], peer: turns[2]) }
        let pythonRan = best[2].isFinite
        // The parse alone, in this process's CPU time too.
        var parse = Double.infinity
        for _ in 0..<options.repetitions {
            let start = processCPUSeconds()
            Measure.sink &+= urls.reduce(0) { $0 + ((try? URLParser.parse($1)) == nil ? 0 : 1) }
            parse = min(parse, processCPUSeconds() - start)
        }
        let count = Double(urls.count)
        let parseOnly = String(format: "the parse alone, in-process: %.0f URLs/s", count / parse) + "; linkproof: \(binary)"
        let peer = python.map { "python3 \($0.version) json + urlsplit (Scripts/urlsplit-jsonl.py)" }
        let peerValue = pythonRan ? count / best[2] : nil
        return [
            BenchRow(name: "cli url --jsonl \(label)", unit: "URLs/s", value: count / best[0], peer: peer, peerValue: peerValue,
                     higherIsBetter: true, spread: pythonRan ? againstPython(0) : nil,
                     extra: pythonRan ? parseOnly : parseOnly + "; python3 did not run, so no peer"),
            BenchRow(name: "cli route --jsonl raycipe \(label)", unit: "URLs/s", value: count / best[1], peer: peer, peerValue: peerValue,
                     higherIsBetter: true, spread: pythonRan ? againstPython(1) : nil, extra: "CPU time of the process, user + system"),
            BenchRow(name: "cli route --platform android --jsonl applinks-verified \(label)", unit: "URLs/s", value: count / best[4],
                     peer: peer, peerValue: peerValue, higherIsBetter: true, spread: pythonRan ? againstPython(4) : nil,
                     extra: String(format: "route --jsonl of the same app on iOS %.0f URLs/s (android takes %.2f× its CPU time; medians %.2f×)",
                                  count / best[3], best[4] / best[3], median[4] / median[3])),
        ]
    }

    /// `{"input":"…"}` a line.
    private static func jsonLines(_ urls: [String]) -> [UInt8] {
        var lines: [UInt8] = []
        var writer = JSONWriter()
        for url in urls {
            writer.reset()
            writer.beginObject()
            writer.key("input")
            writer.string(url)
            writer.endObject()
            lines += writer.bytes
            lines.append(UInt8(ascii: "\n"))
        }
        return lines
    }

    /// The interpreter `python3` names on the PATH, itself and not a launcher in front of it
    /// (pyenv's shim is a shell script that costs about 0.15 s of CPU a run, which would count as
    /// Python's); nil when there is none.
    private static func interpreter() -> (path: String, version: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, platform; print(sys.executable); print(platform.python_version())"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        guard process.terminationStatus == 0, lines.count == 2, FileManager.default.isExecutableFile(atPath: String(lines[0])) else { return nil }
        return (String(lines[0]), String(lines[1]))
    }

    /// The CPU time (user + system, in seconds) of `executable` run to its end on `arguments`,
    /// its stdin the file `stdin`, its stdout and stderr discarded; nil when `mustSucceed`
    /// and it exits with a status other than 0.
    private static func cpuSeconds(_ executable: String, _ arguments: [String], stdin: String, mustSucceed: Bool = false) throws -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdin))
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let before = childrenCPUSeconds()
        try process.run()
        process.waitUntilExit()
        guard !mustSucceed || process.terminationStatus == 0 else { return nil }
        return childrenCPUSeconds() - before
    }

    /// The CPU time this process has used.
    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU time of every child process that has ended and been waited for.
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(truncatingIfNeeded: RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// A suite that cannot run, and why.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
