// Hands the last file's analysis to the process's exit instead of freeing it: exit gives the memory back at once.

/// A command's last large value, kept until the process exits (`main.swift` ends in `exit`, which runs
/// no deinitializers). Freeing the tree and model of `cdm-bench`'s 190,000-line reference model took
/// about 100 ms of a 0.9 s `cdm check`, spent after the output was written. A value kept before is
/// freed when the next one is kept, so several files hold one analysis at a time, as before.
struct KeptUntilExit<Value> {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
    private var kept: Unmanaged<Box>?

    /// Keeps `value` past the end of this struct's life; frees what was kept before.
    mutating func keep(_ value: Value) {
        kept?.release()
        kept = Unmanaged.passRetained(Box(value))
    }
}
