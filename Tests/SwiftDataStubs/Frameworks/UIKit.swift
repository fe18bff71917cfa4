// A stand-in for UIKit: the classes models store in Transformable attributes, so generated code must import it to use them.

import Foundation

open class UIColor: NSObject {}
open class UIImage: NSObject {}
