// swift-tools-version:6.0
// The libFuzzer executables: one thin target per fuzz target of LinkproofFuzzTargets, whose
// only file holds LLVMFuzzerTestOneInput. Build them as Scripts/fuzz does:
//   swift build --package-path Fuzzers --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
import Foundation
import PackageDescription

/// The fuzz targets: the folders of Sources/, which `FuzzTarget.all` names (a test,
/// FuzzerPackageTests, checks the two agree), as `Corpus/<name>/` and `dicts/<name>.dict` do.
let targets = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources")) ?? [])
    .filter { !$0.hasPrefix(".") }.sorted()

let package = Package(
    name: "LinkproofFuzzers",
    platforms: [.macOS(.v14)],
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Linkproof", path: "..")],
    targets: targets.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "LinkproofFuzzTargets", package: "Linkproof")])
    }
)
