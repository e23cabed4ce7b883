import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory linkproof <command> …`, run from a team's
/// package root: every command of the `linkproof` command-line tool (`init`, `conform --record`,
/// `review --accept-all`, …; the commands that only read run without the permission through
/// `LinkproofCheckPlugin`) with paths relative to that root, and Linkproof's fuzzing scripts
/// aimed at the team's manifest or its own fuzz entry, writing only inside the team's package:
/// the plugin decides nothing about the paths it is given, it hands the tool `--root PACKAGE`
/// and the scripts `LINKPROOF_ROOT` (`PluginLayout`), and they refuse every path (any option
/// form, positional word, path inside a file, libFuzzer flag; symbolic links resolved) that
/// leads outside (`PathConfinement`, `confine` in Scripts/fuzz-common.sh). The plugin exits with
/// the command's own code (0 success, 1 differences or findings, 2 a usage or input error);
/// `swift package` turns any non-zero one into 1 and prints `Plugin ended with exit code N`.
@main
struct LinkproofPlugin: LinkproofCommandPlugin {
    static let access = PluginAccess.writing
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LinkproofPlugin: XcodeCommandPlugin {}
#endif
