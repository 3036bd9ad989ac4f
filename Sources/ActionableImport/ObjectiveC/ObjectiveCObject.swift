/// An instance of a class that the given files implement, as the evaluator follows it through one run of the code:
/// what each of its ivars holds, or why the importer cannot know.
///
/// Objects are kept by the evaluator and named by their index (``ObjectiveCValue/object(_:)``), so that two variables
/// holding one object see the same state, as Objective-C's references do, and two objects never share it.
struct ObjectiveCObject: Sendable {
    /// What one ivar holds.
    enum Slot: Sendable {
        case value(ObjectiveCValue)
        /// Why the value cannot be followed (set under a condition, changed by an operator the importer does not
        /// evaluate), as a phrase after the ivar's name.
        case notFollowed(String)
    }

    var className: String
    /// The `alloc` or `new` that made it.
    var created: ObjectiveCSpan
    var ivars: [String: Slot] = [:]
    /// Why none of its state can be followed any more (it was handed to code the files do not show).
    var lost: String?
    /// The block literal being followed when it was made (``ObjectiveCEvaluator/blocks``), if any: a block writes
    /// only the state of objects it made itself at once.
    var block: Int?
}

/// A class of the given files: its superclass, its ivars (declared, or synthesized for a property), the ivar behind
/// each property, and its instance methods.
struct ObjectiveCClass {
    var name: String
    var superclass: String?
    /// The ivars its `{ … }` blocks declare.
    var ivars: Set<String> = []
    /// The ivar each property is synthesized into: `_name`, or what `@synthesize name = ivar` says
    /// (``synthesize(_:into:)`` keeps ``synthesizedIvars`` with it).
    private(set) var properties: [String: String] = [:]
    /// The ivars behind its properties, as a set: a name is looked up here, not among all the properties.
    private(set) var synthesizedIvars: Set<String> = []
    var methods: [String: ObjectiveCEvaluator.Function] = [:]
    /// Its class methods (`+specWithIdentifier:`, `+sharedInstance`), run with `self` bound to the class.
    var classMethods: [String: ObjectiveCEvaluator.Function] = [:]
    /// The property each custom getter reads (`@property (getter=isEnabled) BOOL enabled;`: `isEnabled` → `enabled`).
    var getters: [String: String] = [:]
    /// Whether an `@implementation` of it is in the files: only then does the importer follow its objects.
    var implemented = false

    /// Property `property` is kept in `ivar`.
    mutating func synthesize(_ property: String, into ivar: String) {
        // Two properties never share an ivar (the compiler refuses it): the one it had is no longer one.
        if let old = properties[property], old != ivar { synthesizedIvars.remove(old) }
        properties[property] = ivar
        synthesizedIvars.insert(ivar)
    }

    /// Whether `name` is an ivar of this class (declared, or synthesized for a property): not its superclasses'.
    func hasIvar(_ name: String) -> Bool {
        ivars.contains(name) || synthesizedIvars.contains(name)
    }
}
