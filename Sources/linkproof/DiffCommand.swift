import Foundation
import LinkproofConformance

/// `linkproof diff`: the parse-diff of two result streams of `linkproof route --jsonl`.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "Diff two 'route --jsonl' result streams, input by input"
    static let help = """
        Usage:
          linkproof diff BEFORE.jsonl AFTER.jsonl [--report FORMAT=PATH]...

        Pairs the records of the two streams by input ("input", or "inputBase64" for bytes
        that are not UTF-8) and prints every decision that changed, grouped by kind of change
        (accept → reject, route changed, a parameter's value changed, the reason code, …).
        An input that a stream holds more than once is compared occurrence by occurrence, in
        order (the second with the second, shown as 'INPUT #2'), and a note names its lines.
        The streams' header lines are compared too: a different Swift toolchain is called out,
        because Foundation's URL parser on Linux changes between releases; streams of two
        platforms (an iOS stream and a 'route --platform android' one) are refused.
        --report FORMAT=PATH   also write a report: terminal, markdown, json, junit or html;
                               PATH is a new or a regular file, never one of the two streams nor a
                               file of the golden suite; '-' prints that format on standard output
                               instead of the terminal report

        Exit codes: 0 the streams agree; 1 some decision differs (or an input is in one stream
        only); 2 an unreadable file, a line that is not a record, or streams of two platforms.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let options = try arguments.options("--report")
        let files = try arguments.positionals()
        guard files.count == 2 else { throw UsageError("give two files: BEFORE.jsonl AFTER.jsonl") }
        guard files != ["-", "-"] else { throw UsageError("standard input ('-') can be only one of the two streams") }
        let reports = try ReportRequest.parse(options, inputs: files + [GoldenFolder.builtIn])
        var streams: [StreamDiff.Stream] = []
        for file in files {
            let bytes = try InputFile.read(file, limit: InputFile.maximumStreamSize)
            do {
                streams.append(try StreamDiff.read(bytes, name: file))
            } catch {
                throw UsageError(error.description)
            }
        }
        let report: Report
        do {
            report = try StreamDiff.report(streams[0], streams[1])
        } catch {
            throw UsageError(error.description)
        }
        return try ReportRequest.deliver(report, to: reports, colour: arguments.colour)
    }
}
