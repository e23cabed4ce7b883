import Foundation
import PackagePlugin

/// `swift package linkproof-check <command> …`: the commands of the `linkproof` tool that only
/// read (`manifest validate`, `conform` without `--record`, `review --list`, `gen`, `route`,
/// `url`, …), run from a team's package root without `--allow-writing-to-package-directory`,
/// as swift-format's `lint-source-code` runs beside its writing `format-source-code`. A command
/// that would write is refused before anything runs, with the `linkproof` plugin's command line
/// that runs it (`PluginInvocation.writes`).
@main
struct LinkproofCheckPlugin: LinkproofCommandPlugin {
    static let access = PluginAccess.readOnly
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LinkproofCheckPlugin: XcodeCommandPlugin {}
#endif
