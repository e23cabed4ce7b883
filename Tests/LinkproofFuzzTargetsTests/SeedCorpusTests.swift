import Foundation
import LinkproofCore
import LinkproofFuzzTargets
import Testing

/// The seed corpus that `.clusterfuzzlite/build.sh` ships for a manifest-driven target, whose
/// runs name no app (the first byte picks it): each committed entry of `Corpus/<target>/<app>/`
/// with the byte that picks `<app>`; nothing of what no byte can pick.
@Suite struct SeedCorpusTests {
    static let manifestDriven = FuzzTarget.all.filter(\.takesManifest).map(\.name)

    /// The routes reached, as `<app>/<route>`, by inputs each decided for the app given with it
    /// (nil: the app the first byte picks).
    static func reached(_ target: FuzzTarget, _ inputs: [(bytes: [UInt8], app: FuzzApp?)]) throws -> Set<String> {
        var reached = Set<String>()
        for input in inputs {
            let app = input.app ?? input.bytes.first.flatMap(target.builtInApp(picked:))
            if let route = try target.check(input.bytes, app: input.app)?.routedLink?.route, let app { reached.insert("\(app.name)/\(route)") }
        }
        return reached
    }

    @Test func theFirstBytePicksTheAppItWasMadeFor() throws {
        for name in Self.manifestDriven {
            let target = try #require(FuzzTarget.named(name))
            for app in FuzzApp.builtIn where target.unmetRequirement(app) == nil {
                let byte = try #require(target.firstByte(picking: app.name), "\(name)/\(app.name)")
                #expect(target.builtInApp(picked: byte)?.name == app.name, "\(name)/\(app.name)")
            }
            #expect(target.firstByte(picking: "no-such-app") == nil)
        }
        #expect(FuzzTarget.shortLinkResolve.firstByte(picking: "apple-example") == nil, "short-link-resolve needs a dynamic-link prefix")
        #expect(FuzzTarget.urlParse.builtInApp(picked: 0) == nil && FuzzTarget.urlParse.firstByte(picking: "raycipe") == nil)
    }

    @Test("A shipped seed decides under the app its folder names", arguments: manifestDriven)
    func aShippedSeedDecidesUnderItsFoldersApp(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let corpus = FuzzSeedCorpus(target: target, folder: Corpus.directory.appendingPathComponent(name))
        let units = Dictionary(uniqueKeysWithValues: try corpus.units.map { ("\(name)/\($0.path)", $0.bytes) })
        let entries = try Corpus.entries(target)
        #expect(units.count == entries.count && corpus.skipped.isEmpty, "every committed entry is a built-in app's")
        var aimed: [(bytes: [UInt8], app: FuzzApp?)] = [], shipped: [(bytes: [UInt8], app: FuzzApp?)] = [], unprefixed: [(bytes: [UInt8], app: FuzzApp?)] = []
        for entry in entries {
            let bytes = entry.bytes
            let unit = try #require(units[entry.path], "Corpus/\(entry.path) is not shipped")
            #expect(unit == [try #require(target.firstByte(picking: entry.app?.name ?? ""))] + bytes, "Corpus/\(entry.path)")
            let decision = try entry.replay()
            #expect(try target.check(unit) == decision, "Corpus/\(entry.path) decides otherwise when shipped")
            aimed.append((bytes, entry.app))
            shipped.append((unit, nil))
            unprefixed.append((bytes, nil))
        }
        let reached = try Self.reached(target, aimed)
        #expect(try Self.reached(target, shipped) == reached)
        if target.name == FuzzTarget.route.name {
            // As build.sh shipped them before: each entry's first byte (its context) picked the app.
            let before = try Self.reached(target, unprefixed)
            #expect(!reached.isEmpty && before != reached)
        }
    }

    @Test func whatNoFirstBytePicksIsLeftOutAndSaidWhy() throws {
        let folder = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        func write(_ path: String, _ text: String) throws {
            let file = folder.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try write("raycipe/seed", "https://rayciperw.page.link/?link=x")
        try write("raycipe/regressions/crash-0000000000000000000000000000000000000000", "x")
        try write("raycipe/.gitkeep", "")
        try write("shop/manifest.json", ShopApp.manifest)
        try write("shop/seed", "shopapp://p/1")
        try write("recipes/manifest.json", ShopApp.manifest)   // a user's app under a built-in app's name
        try write("recipes/seed", "x")
        try write("apple-example/seed", "x")
        try write("loose", "x")

        let corpus = FuzzSeedCorpus(target: .shortLinkResolve, folder: folder)
        let byte = try #require(FuzzTarget.shortLinkResolve.firstByte(picking: "raycipe"))
        let units = try corpus.units
        #expect(units.map(\.path) == ["raycipe/seed", "raycipe/regressions/crash-0000000000000000000000000000000000000000"])
        #expect(units.map(\.bytes) == [[byte] + Array("https://rayciperw.page.link/?link=x".utf8), [byte, UInt8(ascii: "x")]])
        #expect(corpus.skipped == [
            "short-link-resolve/loose: not in an app's folder",
            "short-link-resolve/apple-example/: short-link-resolve needs a dynamic-link prefix; apple-example has none",
            "short-link-resolve/recipes/: a user's app (its manifest.json), read only by a run aimed at that manifest",
            "short-link-resolve/shop/: a user's app (its manifest.json), read only by a run aimed at that manifest",
        ])
        let output = folder.appendingPathComponent("out")
        #expect(try corpus.write(to: output) == 2)
        #expect(try Data(contentsOf: output.appendingPathComponent("raycipe/seed")).first == byte)
        #expect(try FuzzSeedCorpus(target: .urlParse, folder: folder).units.map(\.path) == ["loose"], "a target without apps ships its entries as they are")
    }

    @Test("A target without apps ships every committed entry as it is", arguments: FuzzTarget.all.filter { !$0.takesManifest }.map(\.name))
    func aTargetWithoutAppsShipsItsEntriesAsTheyAre(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let units = try FuzzSeedCorpus(target: target, folder: Corpus.directory.appendingPathComponent(name)).units
        let entries = try Corpus.entries(target)
        #expect(!units.isEmpty && units.map { "\(name)/\($0.path)" } == entries.map(\.path) && units.map(\.bytes) == entries.map(\.bytes))
    }
}
