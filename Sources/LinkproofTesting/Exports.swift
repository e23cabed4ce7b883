// `import LinkproofTesting` is all a test or fuzz file needs: the decision model, the catalogue's
// class names and runner settings, and the fuzz target type come with it.
@_exported import LinkproofCore
@_exported import LinkproofFuzzTargets
@_exported import LinkproofGen

import LinkproofConformance

/// The platform a golden check runs on (`assertMatches(…, platform:)`), named here so a test
/// that imports LinkproofTesting alone can write it.
public typealias GoldenPlatform = LinkproofConformance.GoldenPlatform
