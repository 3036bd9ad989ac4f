package actionable.jvmtests

/**
 * The runner's assertions: each failure is printed as `FAIL: <test>: <message>` and counted; `main` exits 1 when
 * any failed. No junit: Debian's junit4 would be one more package for CI to install, and a test here is a function.
 */
object Check {
    private var current = "?"
    var failures = 0
        private set
    var passed = 0
        private set

    /** Runs [body] as the test [name]: an exception is a failure, with its message. */
    fun test(name: String, body: () -> Unit) {
        current = name
        val before = failures
        try {
            body()
        } catch (error: Throwable) {
            fail("threw ${error.javaClass.name}: ${error.message}")
        }
        if (failures == before) {
            passed += 1
            println("ok: $name")
        }
    }

    fun fail(message: String) {
        failures += 1
        println("FAIL: $current: $message")
    }

    fun expect(condition: Boolean, message: () -> String) {
        if (!condition) fail(message())
    }

    fun <T> equal(actual: T, expected: T, what: String) {
        if (actual != expected) fail("$what: expected <$expected>, got <$actual>")
    }

    /** [body] throws an exception of type [type]. */
    fun <E : Throwable> throws(type: Class<E>, what: String, body: () -> Unit) {
        try {
            body()
        } catch (error: Throwable) {
            if (!type.isInstance(error)) fail("$what: expected ${type.simpleName}, got ${error.javaClass.name}")
            return
        }
        fail("$what: expected ${type.simpleName}, nothing was thrown")
    }
}
