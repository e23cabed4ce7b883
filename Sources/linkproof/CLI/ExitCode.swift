/// Exit codes that scripts can rely on (DESIGN.md, "Conventions").
enum ExitCode: Int32 {
    /// Everything checked out.
    case success = 0
    /// The check ran and found differences or failures.
    case failure = 1
    /// The command line or an input was unusable; the message names it.
    case usage = 2
}
