/// The process exit statuses used by `layoutlint`.
///
/// The raw values are part of the tool's contract with scripts and CI, so they
/// must never be renumbered.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// `0`: the command ran and found nothing to report (also used for help and version).
    case success = 0
    /// `1`: the command ran but reported findings, or the requested work failed.
    case failure = 1
    /// `2`: an input file could not be read or decoded.
    case inputUnreadable = 2
    /// `64`: the command line itself was malformed (`EX_USAGE` from `sysexits.h`).
    case usageError = 64
    /// `130` (128 + SIGINT): the run was interrupted (Control-C); no file was left half written.
    case interrupted = 130
    /// `143` (128 + SIGTERM): the run was terminated; no file was left half written.
    case terminated = 143
}
