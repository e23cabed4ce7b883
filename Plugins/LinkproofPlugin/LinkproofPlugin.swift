import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory linkproof <command> …`, run from a team's
/// package root: every command of the `linkproof` command-line tool (`init`, `conform --record`,
/// `review --accept-all`, `fuzz`, `fuzz store`, …; the commands that only read run without the
/// permission through `LinkproofCheckPlugin`) with paths relative to that root. The plugin runs
/// only the tool (`PluginInvocation.commandLines`), never a shell or a script, and decides
/// nothing about the paths it is given: it hands the tool `--root PACKAGE`, and the tool
/// refuses every path (any option form, positional word, path inside a file, libFuzzer flag;
/// symbolic links resolved) that leads outside (`PathConfinement`). The plugin exits with the
/// command's own code (0 success, 1 differences or findings, 2 a usage or input error);
/// `swift package` turns any non-zero one into 1 and prints `Plugin ended with exit code N`.
@main
struct LinkproofPlugin: LinkproofCommandPlugin {
    static let access = PluginAccess.writing
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LinkproofPlugin: XcodeCommandPlugin {}
#endif
