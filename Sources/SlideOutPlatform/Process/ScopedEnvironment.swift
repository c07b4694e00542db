import Glibc

/// A variable of the process's environment set for the length of one call
/// (a library that reads it while it starts), then put back as it was: the
/// host's environment is the host's, and programs it starts later inherit
/// nothing of SlideOut's.
enum ScopedEnvironment {
    /// Runs `body` with `name` set to `value`, unless the user set `name`
    /// (their choice wins, untouched); a variable set here is unset again
    /// when `body` returns or throws.
    static func withDefault<Result, Failure>(_ name: String, _ value: String,
                                             _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard getenv(name) == nil else { return try body() }
        setenv(name, value, 1)
        defer { unsetenv(name) }
        return try body()
    }
}
