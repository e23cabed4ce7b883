import Foundation
import PackagePlugin

/// `swift package linkproof-check <command> …`: the commands of the `linkproof` tool that only
/// read (`manifest validate`, `conform` without `--record`, `review --list`, `gen`, `route`,
/// `url`, …), run from a team's package root without `--allow-writing-to-package-directory`,
/// as swift-format's `lint-source-code` runs beside its writing `format-source-code`. A command
/// that would write is refused before anything runs, with the `linkproof` plugin's command line
/// that runs it (`PluginInvocation.writes`).
@main
struct LinkproofCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRun(access: .readOnly, layout: PluginLayout(root: context.package.directoryURL), tool: context.tool(named: "linkproof").url,
                      checkout: { try LinkproofCheckout(containing: context.package) }).exit(arguments)
    }
}

// Xcode's project plugins: the same commands in the folder of the .xcodeproj (not built on
// Linux, where Xcode's XcodeProjectPlugin module does not exist).
#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LinkproofCheckPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try PluginRun(access: .readOnly, layout: PluginLayout(root: context.xcodeProject.directoryURL), tool: context.tool(named: "linkproof").url,
                      checkout: { nil }).exit(arguments)
    }
}
#endif
