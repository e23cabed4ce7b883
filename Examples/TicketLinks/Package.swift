// swift-tools-version:6.0
// An example app's link layer under Linkproof: Gatehouse, a concert-ticket app. A naive
// handler written the way tutorials write them, and the same app routed through LinkproofCore;
// the tests run the adversarial catalogue and the app's golden cases against both.
// Its fuzz target is the package in Fuzzers/: from here,
//   swift package --allow-writing-to-package-directory linkproof fuzz --handler ticket-links --time 30
import PackageDescription

let package = Package(
    name: "TicketLinks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TicketLinks", targets: ["TicketLinks"]),
        .library(name: "TicketLinksTesting", targets: ["TicketLinksTesting"]),
    ],
    dependencies: [.package(name: "Linkproof", path: "../..")],
    targets: [
        .target(name: "TicketLinks", dependencies: [.product(name: "LinkproofCore", package: "Linkproof")],
                resources: [.copy("tickets.json")]),
        // Both handlers as LinkproofTesting sees them, shared by the tests and the fuzz target.
        .target(name: "TicketLinksTesting", dependencies: ["TicketLinks", .product(name: "LinkproofTesting", package: "Linkproof")]),
        .testTarget(name: "TicketLinksTests", dependencies: ["TicketLinksTesting", .product(name: "LinkproofTesting", package: "Linkproof")],
                    exclude: ["Golden"]),
    ]
)
