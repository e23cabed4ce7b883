import Foundation
import LinkproofCore
import LinkproofURL

/// Suite `cli`: what a user running the CLI gets. `linkproof url --jsonl` and
/// `linkproof route --jsonl` (raycipe.json) over the URL list as JSON lines, each a child
/// process reading a file on stdin and writing to /dev/null, in URLs per second of its CPU
/// time (user + system, which the load of a shared machine disturbs less than the wall
/// clock); next to the in-process parse alone over the same URLs, and to
/// `Scripts/urlsplit-jsonl.py` (Python's `json` + `urllib.parse.urlsplit` doing the same job:
/// read each line, split the URL, write its components as a JSON line) in the same run.
enum CLIBench: BenchSuite {
    static let name = "cli"

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let path = options.input ?? URLBench.defaultInput
        let urls = try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline).map(String.init)
        let label = "\((path as NSString).lastPathComponent) (\(urls.count) URLs)"
        let requests = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-bench-cli-\(getpid()).jsonl").path
        try Data(jsonLines(urls)).write(to: URL(fileURLWithPath: requests))
        defer { try? FileManager.default.removeItem(atPath: requests) }

        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("linkproof").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("no linkproof binary next to LinkproofBench (\(binary)): build it (Scripts/bench does)")
        }
        let manifest = (ConformanceBench.folder as NSString).appendingPathComponent("apps/raycipe.json")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/urlsplit-jsonl.py").path

        // In turns, so that a change of load affects every command alike; the best of each.
        var best = [Double](repeating: .infinity, count: 3)
        for _ in 0..<options.repetitions {
            // (`url` exits 1 when a URL does not parse, as one of the list does not.)
            best[0] = min(best[0], try cpuSeconds(binary, ["url", "--jsonl"], stdin: requests) ?? .infinity)
            best[1] = min(best[1], try cpuSeconds(binary, ["route", "--manifest", manifest, "--jsonl"], stdin: requests) ?? .infinity)
            best[2] = min(best[2], try cpuSeconds("/usr/bin/env", ["python3", script], stdin: requests, mustSucceed: true) ?? .infinity)
        }
        let python = best[2].isFinite
        // The parse alone, in this process's CPU time too.
        var parse = Double.infinity
        for _ in 0..<options.repetitions {
            let start = processCPUSeconds()
            Measure.sink &+= urls.reduce(0) { $0 + ((try? URLParser.parse($1)) == nil ? 0 : 1) }
            parse = min(parse, processCPUSeconds() - start)
        }
        let count = Double(urls.count)
        let parseOnly = String(format: "the parse alone, in-process: %.0f URLs/s", count / parse)
        let peer = python ? "python3 json + urlsplit (Scripts/urlsplit-jsonl.py)" : nil
        let peerValue = python ? count / best[2] : nil
        return [
            BenchRow(name: "cli url --jsonl \(label)", unit: "URLs/s", value: count / best[0], peer: peer, peerValue: peerValue,
                     higherIsBetter: true, extra: parseOnly + (python ? "" : "; python3 did not run, so no peer")),
            BenchRow(name: "cli route --jsonl raycipe \(label)", unit: "URLs/s", value: count / best[1], peer: peer, peerValue: peerValue,
                     higherIsBetter: true, extra: "CPU time of the process, user + system"),
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
