// Every kind of literal the lexer must pass over without mistaking its contents for code.
/* A block comment /* with a nested one */ and "a quote" */
let plain = "a \"quoted\" word and a \\ backslash"
let interpolated = "width: \(view.frame.width) and \("nested \(1 + (2 * 3))") done"
let raw = #"a raw "string" with \(no) interpolation"#
let rawInterpolated = #"raw \#(value) here"#
let multiLine = """
    line one with "quotes"
    line two with \(interpolation) and an escaped \"""
    """
let numbers = [1_000, 0x1F, 0b1010, 0o17, 1.5e3, 0x1p4, -2.25]
let regex = #/[a-z]+"/#
@available(iOS 15, *)
func marker() {}
#if DEBUG
let debugOnly = true
#endif
