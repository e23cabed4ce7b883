// swift-tools-version:6.0
// Linkproof: a hardened deep-link parser and short-link resolver, and the harness that proves it.
// Toolchain only: SwiftPM here cannot fetch outside packages. See DESIGN.md for the layers.
import PackageDescription

let package = Package(
    name: "Linkproof",
    // What the code needs: Swift 6's typed throws and Foundation's URL; LinkproofCore is
    // pure Swift over the C library's memchr/memcmp, with a fallback where there is none.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "LinkproofURL", targets: ["LinkproofURL"]),
        .library(name: "LinkproofCore", targets: ["LinkproofCore"]),
        .library(name: "LinkproofHTTP", targets: ["LinkproofHTTP"]),
        .library(name: "LinkproofStore", targets: ["LinkproofStore"]),
        .library(name: "LinkproofGen", targets: ["LinkproofGen"]),
        .library(name: "LinkproofFuzzTargets", targets: ["LinkproofFuzzTargets"]),
        .library(name: "LinkproofTesting", targets: ["LinkproofTesting"]),
        .executable(name: "linkproof", targets: ["linkproof"]),
        // From a team's package: swift package --allow-writing-to-package-directory linkproof COMMAND …
        .plugin(name: "LinkproofPlugin", targets: ["LinkproofPlugin"]),
        // The commands that only read, without the permission: swift package linkproof-check COMMAND …
        .plugin(name: "LinkproofCheckPlugin", targets: ["LinkproofCheckPlugin"]),
    ],
    targets: [
        // A WHATWG URL Standard parser that records spec-named validation errors.
        .target(name: "LinkproofURL"),
        // The few libcurl calls of the HTTP transport, found in the system's libcurl.so.4 at run time.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux, .android]))]),
        // The deep-link parser: manifests, decisions, the AASA engine, dynamic and short links.
        .target(name: "LinkproofCore", dependencies: ["LinkproofURL"]),
        // The bounded HTTP transports behind Core's HTTPTransport: libcurl on Linux and macOS, URLSession on the other Apple platforms.
        .target(name: "LinkproofHTTP", dependencies: ["LinkproofCore", "LinkproofURL", "CCurl"]),
        // The system SQLite (Debian: libsqlite3-dev).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The SQLite-backed short-link store behind LinkproofCore's store protocol.
        .target(name: "LinkproofStore", dependencies: ["LinkproofCore", "CSQLite"]),
        // Choice-stream generators, shrinking, and the adversarial catalogue.
        .target(name: "LinkproofGen", dependencies: ["LinkproofURL", "LinkproofCore"]),
        // Golden cases, the runner, the parse-diff engine and the report writers.
        .target(name: "LinkproofConformance", dependencies: ["LinkproofURL", "LinkproofCore", "LinkproofGen"]),
        // The body of every fuzz target, shared by Fuzzers/ and the corpus replay tests.
        .target(name: "LinkproofFuzzTargets", dependencies: ["LinkproofURL", "LinkproofCore", "LinkproofGen"]),
        // A team's own link handler under the catalogue, the golden cases and libFuzzer (tests only: it imports Testing and XCTest).
        .target(name: "LinkproofTesting", dependencies: ["LinkproofCore", "LinkproofGen", "LinkproofConformance", "LinkproofFuzzTargets"]),
        .executableTarget(
            name: "linkproof",
            dependencies: ["LinkproofURL", "LinkproofCore", "LinkproofHTTP", "LinkproofStore", "LinkproofGen", "LinkproofConformance"]
        ),
        // The command plugins, run from a team's package root (or Xcode project): SwiftPM grants
        // permissions per plugin, so the commands that only read are a plugin that asks for none
        // (as swift-format's lint-source-code beside format-source-code). Both hold
        // PluginSupport.swift (LinkproofCheckPlugin's is a symbolic link to LinkproofPlugin's).
        .plugin(
            name: "LinkproofPlugin",
            capability: .command(
                intent: .custom(verb: "linkproof", description: "Linkproof's golden suite, generated checks and fuzzing, aimed at this package's app and handler"),
                permissions: [.writeToPackageDirectory(reason: "golden cases, reports, the fuzz build and corpus (.build/linkproof/) and regressions (Linkproof/Corpus/) go into this package; the commands that only read run without this as `swift package linkproof-check …`")]
            ),
            dependencies: ["linkproof"]
        ),
        .plugin(
            name: "LinkproofCheckPlugin",
            capability: .command(
                intent: .custom(verb: "linkproof-check", description: "Linkproof's commands that only read (manifest validate, conform, review --list, gen, route, url): no write permission needed")
            ),
            dependencies: ["linkproof"]
        ),
        .executableTarget(
            name: "LinkproofBench",
            dependencies: ["LinkproofURL", "LinkproofCore", "LinkproofHTTP", "LinkproofStore", "LinkproofGen", "LinkproofConformance", "CSQLite",
                           "LinkproofFuzzTargets", "LinkproofTesting"]
        ),
        // Folders for tests under one folder of the test process's own, removed at its exit.
        .target(name: "LinkproofTestSupport", path: "Tests/LinkproofTestSupport"),
        .testTarget(name: "LinkproofURLTests", dependencies: ["LinkproofURL", "LinkproofGen"]),
        .testTarget(name: "LinkproofCoreTests", dependencies: ["LinkproofTestSupport", "LinkproofCore", "LinkproofHTTP", "LinkproofGen"]),
        .testTarget(name: "LinkproofHTTPTests", dependencies: ["LinkproofHTTP", "LinkproofCore"]),
        .testTarget(name: "LinkproofStoreTests", dependencies: ["LinkproofTestSupport", "LinkproofStore", "linkproof"]),  // child-process tests run the CLI
        .testTarget(name: "LinkproofGenTests", dependencies: ["LinkproofTestSupport", "LinkproofGen", "LinkproofCore", "LinkproofURL", "LinkproofTesting"]),
        .testTarget(name: "LinkproofConformanceTests", dependencies: ["LinkproofTestSupport", "LinkproofConformance"], exclude: ["Fixtures"]),
        .testTarget(name: "LinkproofCLITests", dependencies: ["LinkproofTestSupport", "linkproof", "LinkproofGen"]),  // the CLI as a child process
        .testTarget(name: "LinkproofTestingTests", dependencies: ["LinkproofTestSupport", "LinkproofTesting", "LinkproofCore", "LinkproofGen", "LinkproofConformance", "LinkproofFuzzTargets"],
                    exclude: ["GroundTruth/manifests", "GroundTruth/labels.json", "GroundTruth/reviewed.json", "GroundTruth/README.md"]),  // read from the source tree
        .testTarget(name: "LinkproofFuzzTargetsTests", dependencies: ["LinkproofTestSupport", "LinkproofFuzzTargets", "LinkproofCore"]),
        // The plugins' command lines, from their own PluginInvocation.swift (a symbolic link here): they run only the tool.
        .testTarget(name: "LinkproofPluginTests"),
    ]
)
