// Hand-written code beside the generated classes: it compiles only if the plugin's output is part of the target.
import CoreData

extension Note {
    /// The first line of the note's text, for lists.
    public var title: String { text?.split(separator: "\n").first.map(String.init) ?? "" }
}
