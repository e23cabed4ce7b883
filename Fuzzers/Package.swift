// swift-tools-version:6.0
// The libFuzzer executables: one thin target per fuzz target of LinkproofFuzzTargets, whose
// only file holds LLVMFuzzerTestOneInput. Build them as Scripts/fuzz does:
//   swift build --package-path Fuzzers --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
import PackageDescription

/// The fuzz targets, named as `Corpus/<name>/` and `dicts/<name>.dict` spell them.
let targets = ["url-parse", "url-differential", "url-fast-path", "route", "dynamic-link", "aasa", "adversarial", "short-link-resolve"]

let package = Package(
    name: "LinkproofFuzzers",
    platforms: [.macOS(.v14)],
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Linkproof", path: "..")],
    targets: targets.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "LinkproofFuzzTargets", package: "Linkproof")])
    }
)
