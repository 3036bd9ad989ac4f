package actionable.jvmtests

import actionable.android.ActionableCredential
import actionable.android.ActionableDelivery
import actionable.android.ActionableDeliveryJobService
import actionable.android.ActionableEnvironment
import actionable.android.ActionableHttpAnswer
import actionable.android.ActionableHttpTransport
import actionable.android.ActionableJson
import actionable.android.ActionableTransport
import android.content.BroadcastReceiver
import java.io.File
import java.net.URL
import java.util.concurrent.atomic.AtomicInteger

/**
 * What scripts/check-android-taps.py runs, one step per JVM process, against a real `serve` behind its fault proxy:
 * the phone is the directory `--root` (its no-backup files: the outbox and the credential), so the next process is
 * the same phone after the last one exited or was killed. Each step checks what the phone side can see (the
 * receiver finished, the notification cancelled, the outbox, the job) and prints `RESULT <json>` for the script,
 * which checks what the service saw.
 */
object Steps {
    class Options(args: List<String>) {
        private val values = HashMap<String, String>()
        private val flags = HashSet<String>()

        init {
            var index = 0
            while (index < args.size) {
                val name = args[index].removePrefix("--")
                if (index + 1 < args.size && !args[index + 1].startsWith("--")) {
                    values[name] = args[index + 1]
                    index += 2
                } else {
                    flags.add(name)
                    index += 1
                }
            }
        }

        fun value(name: String): String = values[name] ?: throw IllegalArgumentException("--$name is required")
        fun optional(name: String): String? = values[name]
        fun flag(name: String): Boolean = name in flags
    }

    /** The real transport, counting the attempts this process makes (the step reports them as `sent`). */
    private object Counting : ActionableTransport {
        val sent = AtomicInteger(0)

        override fun post(url: URL, headers: Map<String, String>, body: ByteArray, timeoutMillis: Int): ActionableHttpAnswer {
            sent.incrementAndGet()
            return ActionableHttpTransport.post(url, headers, body, timeoutMillis)
        }
    }

    private fun device(options: Options): Device {
        val device = Device(File(options.value("root")), options.value("now").toLong(), (options.optional("sdk") ?: "34").toInt())
        ActionableEnvironment.transport = Counting
        val budget = options.optional("budget")
        if (budget != null) ActionableEnvironment.receiverBudgetMillis = budget.toLong()
        val token = options.optional("token")
        if (token != null) ActionableCredential.store(device.context, options.value("endpoint"), token)
        return device
    }

    /** A tap on an action of a newly posted notification (twice at once with `--twice`). */
    fun tap(options: Options): Map<String, Any?> {
        val device = device(options)
        val category = options.value("category")
        val notificationId = options.value("notification-id")
        val notification = device.post(device.data(category, notificationId, options.optional("user-info") ?: "{}"))
        val action = device.action(notification, category, options.value("action"))
        val text = options.optional("text-file")?.let { File(it).readText() }
        val results: List<BroadcastReceiver.PendingResult> = if (options.flag("twice")) {
            val pending = arrayOfNulls<BroadcastReceiver.PendingResult>(2)
            val threads = (0..1).map { index -> Thread { pending[index] = device.tap(action, text) } }
            threads.forEach { it.start() }
            threads.forEach { it.join() }
            pending.map { it ?: throw AssertionError("a tap was not delivered to a receiver") }
        } else {
            listOf(device.tap(action, text))
        }
        val finishedAfter = results.map { result ->
            device.awaitFinished(result)
            result.standInFinishedAfterMillis()
        }
        for (thread in UnitTests.threads("actionable-tap-delivery")) thread.join(10_000)
        val tag = "$notificationId:${ActionableDelivery.NOTIFICATION_ID}"
        if (text != null) {
            Check.expect(tag in device.notifications.standInCancelled()) { "the reply's notification was neither updated nor cancelled" }
        }
        Check.expect(device.scheduler.standInScheduled().all { it.id == ActionableDeliveryJobService.JOB_ID }) { "a job with another id" }
        return device.report(
            linkedMapOf("posted-at" to notification.`when`, "finished-after" to finishedAfter, "sent" to Counting.sent.get().toLong())
        )
    }

    /** The delivery job, run once as JobScheduler runs it. */
    fun job(options: Options): Map<String, Any?> {
        val device = device(options)
        val service = device.runJob()
        for (thread in UnitTests.threads("actionable-outbox-flush")) thread.join(10_000)
        Check.equal(service.standInFinished().size, 1, "jobFinished calls")
        return device.report(linkedMapOf("finished" to service.standInFinished().size.toLong(), "sent" to Counting.sent.get().toLong()))
    }

    /** A new credential: it must schedule the flush at once. */
    fun credential(options: Options): Map<String, Any?> {
        val device = device(options)
        val job = device.scheduler.getPendingJob(ActionableDeliveryJobService.JOB_ID)
        Check.expect(job != null && job.minLatencyMillis == 0L) { "storing a new credential did not schedule a flush at once" }
        return device.report()
    }
}

fun main(args: Array<String>) {
    Thread.setDefaultUncaughtExceptionHandler { thread, error ->
        Check.fail("thread ${thread.name} threw ${error.javaClass.name}: ${error.message}")
    }
    val step = args.firstOrNull() ?: "unit"
    val options = Steps.Options(args.drop(1))
    var result: Map<String, Any?> = emptyMap()
    Check.test(step) {
        result = when (step) {
            "unit" -> {
                UnitTests.run()
                emptyMap()
            }
            "tap" -> Steps.tap(options)
            "job" -> Steps.job(options)
            "credential" -> Steps.credential(options)
            else -> throw IllegalArgumentException("unknown step $step")
        }
    }
    val out = StringBuilder()
    ActionableJson.write(result + mapOf("failures" to Check.failures.toLong(), "passed" to Check.passed.toLong()), out)
    println("RESULT $out")
    System.out.flush()
    if (options.flag("hold")) {
        // Killed here by the check (kill -9), like a phone's process.
        println("HOLDING")
        System.out.flush()
        System.`in`.read()
    }
    System.exit(if (Check.failures == 0) 0 else 1)
}
