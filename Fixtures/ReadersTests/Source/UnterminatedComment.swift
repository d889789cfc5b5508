import UIKit

/* an outer comment /* with a nested one */
final class Nothing {}
