// swift-tools-version:6.0
// Gatehouse's libFuzzer targets: the catalogue driven into each handler. Build and run one with
//   swift package --allow-writing-to-package-directory linkproof fuzz --handler ticket-links --time 30   (from Examples/TicketLinks)
import PackageDescription

let targets = ["ticket-links"]

let package = Package(
    name: "TicketLinksFuzzers",
    platforms: [.macOS(.v14)],
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "TicketLinks", path: ".."), .package(name: "Linkproof", path: "../../..")],
    targets: targets.map { name in
        .executableTarget(name: name, dependencies: [
            .product(name: "TicketLinksTesting", package: "TicketLinks"),
            .product(name: "LinkproofFuzzTargets", package: "Linkproof"),
            .product(name: "LinkproofTesting", package: "Linkproof"),
        ])
    }
)
