import UIKit

let message = "this string never ends
let next = 1
