/// The solver's tolerance: coefficients and costs whose magnitude is at or below it are
/// treated as zero when a row or a cost vector is updated, and constants within it of 0
/// count as 0 (an artificial variable after phase one, a row's feasibility).
///
/// It is small on purpose: layout values reach 10⁴–10⁵ points, so a coefficient dropped
/// at 1e-8 would move a value by 1e-4. Round-off that survives it is kept out of the
/// simplex decisions by `pivotTolerance`, derived from it.
let epsilon = 1.0e-11

/// The smallest pivot element, and the smallest reduced cost, the simplex acts on:
/// `epsilon` × 10⁴. Layout coefficients are small ratios (±1, ±½, ±2, …), so an entry
/// below this is round-off from cancellation, never a real coefficient; pivoting on one
/// would multiply every value by its inverse.
let pivotTolerance = epsilon * 1.0e4

/// Whether `value` is zero within the solver's tolerance.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// Whether `a + b` cancels to nothing: near zero, or below `epsilon` relative to the
/// larger operand. Coefficients are sums of products along chains of pivots, so a sum of
/// two nearly opposite terms keeps their round-off as a tiny bogus coefficient.
@inline(__always)
func cancels(_ a: Double, _ b: Double) -> Bool {
    let sum = a + b
    return nearZero(sum) || abs(sum) <= epsilon * max(abs(a), abs(b))
}

/// Whether `value` is zero up to the round-off a chain of pivots leaves in numbers of
/// magnitude `scale`: for feasibility and for the outcome of phase one, where an exact
/// `nearZero` test would turn round-off into a false conflict.
@inline(__always)
func negligible(_ value: Double, scale: Double = 1) -> Bool {
    abs(value) <= pivotTolerance * max(1, abs(scale))
}
