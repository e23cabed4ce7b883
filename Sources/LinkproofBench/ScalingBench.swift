import Foundation
import LinkproofConformance
import LinkproofCore
import LinkproofURL

/// Suite `scaling`: work that must grow linearly with its input (issue 21, item 4), timed at
/// four sizes side by side, each double the last. Each row's figure is the largest size; its
/// peer is the second size's time scaled linearly to it (the smallest is the noisiest), so a
/// ratio near 1× is linear growth and one near 1/4× quadratic. Beside it: every size, and the
/// factor of each doubling (2 linear, 4 quadratic).
enum ScalingBench: BenchSuite {
    static let name = "scaling"

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let repetitions = min(options.repetitions, 3)
        var rows = [
            row("aasa validate", unit: "paths", sizes: [2_000, 4_000, 8_000, 16_000]) { count in
                let bytes = aasaFile(paths: count)
                return Measure.fastest(repetitions: repetitions) {
                    guard let parsed = try? AASAParser.parse(bytes) else { return 0 }
                    return parsed.diagnostics.count + AASAValidator.validate(parsed.document).count
                }
            },
            row("aasa diff, order reversed", unit: "paths", sizes: [2_000, 4_000, 8_000, 16_000]) { count in
                guard let old = try? AASAParser.parse(aasaFile(paths: count)).document,
                      let new = try? AASAParser.parse(aasaFile(paths: count, reversed: true)).document else { return .nan }
                return Measure.fastest(repetitions: repetitions) { AASASemanticDiff.diff(old, new).count }
            },
            row("manifest load, one template", unit: "query items", sizes: [1_000, 2_000, 4_000, 8_000]) { count in
                let bytes = manifest(queryParameters: count)
                return Measure.fastest(repetitions: repetitions) { (try? LinkManifest.load(json: bytes))?.routes.count ?? 0 }
            },
            // Issue 42: the URL parser on a run of one hostile pattern (what LinkproofURLTests'
            // hostileMegabyteParsesToBoundedOutput checks only for output size) after each kind of prefix.
            row("url parse, hostile patterns (@ % ../ \\ after http://, sc://h/, file:///)", unit: "bytes",
                sizes: [125_000, 250_000, 500_000, 1_000_000]) { size in
                let inputs = ["@", "%", "../", "\\"].flatMap { unit in
                    ["http://", "sc://h/", "file:///"].map { $0 + String(repeating: unit, count: size / unit.utf8.count) }
                }
                return Measure.fastest(repetitions: repetitions) {
                    inputs.reduce(0) { total, input in total &+ ((try? URLParser.parse(input).url.href.utf8.count) ?? 1) }
                }
            },
            // Issue 40: each AASA file compiled once; was quadratic (2,400 components: 179 s in a debug build).
            try row("init draft, AASA and 60 intent filters", unit: "components", sizes: [500, 1_000, 2_000, 4_000]) { count in
                try draft(components: count, filters: 60)
            },
        ]
        rows.append(try goldenRow("golden conform (load, check, report)", repetitions: repetitions) { folder in
            Measure.fastest(repetitions: repetitions) {
                guard let suite = try? GoldenSuite.load(folder) else { return 0 }
                let runner = ConformanceRunner(suite: suite)
                return (try? runner.report(runner.check()).entries.count) ?? 0
            }
        })
        rows.append(try goldenRow("golden review --accept-all (after --record)", repetitions: repetitions) { folder in
            var best = Double.infinity
            for _ in 0..<repetitions {
                try writeGoldenCases(in: folder)
                let recorded = try GoldenSuite.load(folder)
                _ = try GoldenRecorder.record(try ConformanceRunner(suite: recorded).check(), in: recorded, environment: [:])
                let pending = try GoldenSuite.load(folder)
                let start = ContinuousClock.now
                Measure.sink &+= try ReviewSession(suite: pending).run { _ in .accept }.accepted
                best = min(best, nanoseconds(ContinuousClock.now - start))
            }
            return best
        })
        return rows
    }

    /// Times `measure` (nanoseconds) at each size and makes the row.
    private static func row(_ name: String, unit: String, sizes: [Int], _ measure: (Int) throws -> Double) rethrows -> BenchRow {
        let times = try sizes.map { try measure($0) / 1e6 }
        let linear = times[1] * Double(sizes.last!) / Double(sizes[1])
        let listed = zip(sizes, times).map { String(format: "%gK %.1f ms", Double($0) / 1000, $1) }.joined(separator: " · ")
        let doublings = zip(times, times.dropFirst()).map { String(format: "×%.1f", $1 / $0) }.joined(separator: " ")
        return BenchRow(name: "\(name) (\(String(format: "%g", Double(sizes.last!) / 1000))K \(unit))", unit: "ms", value: times.last!,
                        peer: "linear from \(String(format: "%g", Double(sizes[1]) / 1000))K", peerValue: linear,
                        extra: listed + "; each doubling " + doublings)
    }

    private static let goldenSizes = [1_000, 2_000, 4_000, 8_000]

    /// A golden folder per size (one file of that many route cases, none recorded), measured by `measure`.
    private static func goldenRow(_ name: String, repetitions: Int, _ measure: (String) throws -> Double) throws -> BenchRow {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-scaling-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        return try row(name, unit: "cases", sizes: goldenSizes) { count in
            let folder = root.appendingPathComponent("\(count)").path
            try FileManager.default.createDirectory(atPath: folder + "/cases", withIntermediateDirectories: true)
            for relative in ["scenarios.json", "apps/raycipe.json", "aasa/raycipe.json"] {
                let target = folder + "/" + relative
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: target) {
                    try FileManager.default.copyItem(atPath: ConformanceBench.folder + "/" + relative, toPath: target)
                }
            }
            try writeGoldenCases(in: folder, count: count)
            return try measure(folder)
        }
    }

    /// `cases/000-big.json` with `count` unrecorded route cases (count kept from the folder's name when nil).
    private static func writeGoldenCases(in folder: String, count: Int? = nil) throws {
        let count = count ?? Int((folder as NSString).lastPathComponent) ?? 0
        try? FileManager.default.removeItem(atPath: folder + "/cases/000-big.pending.json")
        let cases = (0..<count).map { index in
            #"{"id": "c-\#(index)", "scenarios": ["S000-01"], "kind": "route", "manifest": "raycipe", "carrier": "tapped-universal-link", "input": "https://www.raywenderlich.com/about?recipeID=\#(index)", "note": "n"}"#
        }
        let text = #"{"document": "000", "title": "scaling", "cases": [\#n"# + cases.joined(separator: ",\n") + "\n]}\n"
        try text.write(toFile: folder + "/cases/000-big.json", atomically: true, encoding: .utf8)
    }

    /// An association file of `paths` legacy paths of three characters (19,278 fit under the 128 KiB cap).
    private static func aasaFile(paths: Int, reversed: Bool = false) -> [UInt8] {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var names = (0..<paths).map { index in String((0..<3).map { alphabet[(index / Int(pow(36.0, Double($0)))) % 36] }) }
        if reversed { names.reverse() }
        let list = names.map { "\"\($0)\"" }.joined(separator: ",")
        return Array(#"{"applinks":{"details":[{"appID":"ABCDE12345.com.example.app","paths":[\#(list)]}]}}"#.utf8)
    }

    /// A manifest whose one template has `queryParameters` query items, each a declared parameter.
    private static func manifest(queryParameters count: Int) -> [UInt8] {
        let query = (0..<count).map { "q\($0)={p\($0)}" }.joined(separator: "&")
        let parameters = (0..<count).map { #""p\#($0)": {"type": "digits"}"# }.joined(separator: ", ")
        return Array(#"{"name": "big", "app": {"bundleID": "com.example.app"}, "schemes": ["big"], "routes": [{"name": "r", "templates": ["big://h/x?\#(query)"], "parameters": {\#(parameters)}}]}"#.utf8)
    }

    /// `linkproof init`'s draft from an Info.plist, entitlements, an AASA file of `components`
    /// paths (`/sectionN/*`) and an AndroidManifest.xml of `filters` intent filters, each taking
    /// three of the paths: the manifest drafted, its filters bound, and the golden folder
    /// written with every route's cases; in nanoseconds, the fastest of one run (each takes seconds).
    private static func draft(components: Int, filters: Int) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-draft-\(getpid())-\(components)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plist = { (body: String) in #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + body + "</dict></plist>" }
        try plist("<key>CFBundleIdentifier</key><string>com.example.bench</string>").write(toFile: folder + "/Info.plist", atomically: false, encoding: .utf8)
        try plist("<key>com.apple.developer.team-identifier</key><string>ABCDE12345</string><key>com.apple.developer.associated-domains</key>"
                  + "<array><string>applinks:bench.example</string></array>").write(toFile: folder + "/bench.entitlements", atomically: false, encoding: .utf8)
        let paths = (0..<components).map { #"{"/":"/section\#($0)/*"}"# }.joined(separator: ",")
        try (#"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.bench"],"components":["# + paths + "]}]}}")
            .write(toFile: folder + "/apple-app-site-association", atomically: false, encoding: .utf8)
        let intentFilters = (0..<filters).map { index in
            #"<intent-filter android:autoVerify="true"><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.BROWSABLE"/>"#
                + #"<data android:scheme="https" android:host="bench.example"/>"#
                + (0..<3).map { #"<data android:pathPrefix="/section\#((index * 7 + $0) % components)/"/>"# }.joined() + "</intent-filter>"
        }.joined()
        let android = try AndroidManifestDraft.draft(Array((#"<?xml version="1.0" encoding="utf-8"?><manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.bench">"#
            + #"<application><activity android:name=".Links" android:exported="true">"# + intentFilters + "</activity></application></manifest>").utf8))
        let app = try AppDeclarations(infoPlist: folder + "/Info.plist", entitlements: folder + "/bench.entitlements")
        var run = 0
        return Measure.fastest(repetitions: 1) {
            run += 1
            guard let draft = try? ManifestDraft(app, aasaPath: folder + "/apple-app-site-association", android: android),
                  let written = try? GoldenScaffold(draft: draft).write(to: folder + "/golden-\(run)") else { return 0 }
            return written.count
        }
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}
