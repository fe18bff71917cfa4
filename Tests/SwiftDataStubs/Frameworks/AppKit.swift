// A stand-in for AppKit: the classes models store in Transformable attributes, so generated code must import it to use them.

import Foundation

open class NSColor: NSObject {}
open class NSImage: NSObject {}
