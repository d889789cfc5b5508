/// The one tolerance of the solver.
///
/// Coefficients and constants whose magnitude is at or below it are treated as zero:
/// when a row or a cost vector is updated, when the sign of a reduced cost is read, and
/// when an artificial variable is checked for zero after phase one. Layout values are
/// points (magnitudes up to ~10⁵), so 1e-8 keeps nine significant digits of headroom.
let epsilon = 1.0e-8

/// Whether `value` is zero within the solver's tolerance.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
