/// The version of Linkproof: the one place it is written. `linkproof --version` prints it,
/// result streams and reports record it, and `Scripts/check-version` (in `.ci/run`) checks it
/// against the git tag `vX.Y.Z` of a release. Change it, with CHANGELOG.md, when releasing.
public let LinkproofVersion = "0.1.0"
