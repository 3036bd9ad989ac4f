import Dispatch
import Foundation

/// Runs an import on a thread of its own with a 64 MiB stack. Parsers and evaluators of source code recurse with the
/// nesting of what they read, and a hostile file nests as deep as it can; each importer bounds its depth, and this
/// stack holds those bounds with room to spare in a debug build, where a test runner's or a task's thread (512 KiB)
/// does not.
public enum LargeStack {
    /// The stack size of the thread, in bytes: 64 MiB.
    public static let size = 64 << 20

    /// Runs `body` on a new thread with a stack of ``size`` bytes, waits for it to finish, and returns its value.
    public static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        guard let value = box.value else { preconditionFailure("the import thread ended without a result") }
        return value
    }

    /// Written by the thread before it signals, read after the wait.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }
}
