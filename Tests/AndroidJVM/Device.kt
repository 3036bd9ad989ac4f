package actionable.jvmtests

import actionable.android.ActionableClock
import actionable.android.ActionableDeliveryJobService
import actionable.android.ActionableEnvironment
import actionable.android.ActionableNotifications
import actionable.android.ActionableOutbox
import actionable.android.ActionableRetryPolicy
import actionable.android.ActionableTapReceiver
import android.app.Activity
import android.app.Notification
import android.app.NotificationManager
import android.app.PendingIntent
import android.app.RemoteInput
import android.app.job.JobInfo
import android.app.job.JobParameters
import android.app.job.JobScheduler
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.os.Build
import android.os.Bundle
import java.io.File
import java.util.Collections
import java.util.concurrent.atomic.AtomicLong

/** The activity foreground taps open in the tests. */
class TestActivity : Activity()

/**
 * Time that moves only when the code under test waits on it: a back-off or `Retry-After` wait returns at once and
 * is recorded, so a test asserts how long the code waited instead of waiting.
 */
class FakeClock(start: Long) : ActionableClock {
    private val now = AtomicLong(start)
    val sleeps: MutableList<Long> = Collections.synchronizedList(ArrayList<Long>())

    override fun nowMillis(): Long = now.get()

    override fun sleep(millis: Long) {
        sleeps.add(millis)
        now.addAndGet(Math.max(0L, millis))
    }

    fun advance(millis: Long) {
        now.addAndGet(millis)
    }
}

/**
 * One phone: the stand-in's context over [root] (its no-backup files hold the outbox and the credential, so a second
 * process on the same root is the same phone after process death), the registry's strings, [Build.VERSION.SDK_INT],
 * and the tap side's environment (a [FakeClock]; jitter pinned to the whole back-off bound).
 */
class Device(val root: File, nowMillis: Long, sdk: Int = 34) {
    val context: Context = object : Context() {}
    val clock = FakeClock(nowMillis)

    init {
        context.standInSetRoot(root)
        Build.VERSION.SDK_INT = sdk
        for ((id, value) in TestRegistry.strings) context.standInPutString(id, value)
        ActionableEnvironment.clock = clock
        ActionableEnvironment.retryPolicy = ActionableRetryPolicy(random = { 1.0 })
    }

    val notifications: NotificationManager
        get() = context.getSystemService(Context.NOTIFICATION_SERVICE) as NotificationManager

    val scheduler: JobScheduler
        get() = context.getSystemService(Context.JOB_SCHEDULER_SERVICE) as JobScheduler

    val outbox: ActionableOutbox get() = ActionableOutbox.of(context)

    fun builder(): ActionableNotifications = ActionableNotifications(context, TestActivity::class.java, "taps", 0x7f080000)

    /** An FCM data message of [category]. */
    fun data(category: String, notificationId: String, userInfo: String = "{}", target: String? = null): Map<String, String> {
        val data = linkedMapOf(
            "actionable" to "1", "category" to category, "notification-id" to notificationId, "title" to "Title",
            "body" to "Body", "user-info" to userInfo
        )
        if (target != null) data["target-content-id"] = target
        return data
    }

    /** Posts the notification for [data] and returns it as the notification manager holds it. */
    fun post(data: Map<String, String>): Notification {
        val category = TestRegistry.category(data.getValue("category")) ?: throw AssertionError("no category")
        Check.expect(builder().show(category, data)) { "the notification for ${data["notification-id"]} was not posted" }
        return notifications.standInPosted().values.lastOrNull() ?: throw AssertionError("nothing posted")
    }

    /** The PendingIntent of the action [identifier] of [notification] (by its position in the registry). */
    fun action(notification: Notification, category: String, identifier: String): Notification.Action {
        val index = TestRegistry.category(category)?.actions?.indexOfFirst { it.identifier == identifier } ?: -1
        val actions = notification.actions ?: emptyArray()
        if (index < 0 || index >= actions.size) throw AssertionError("no action $identifier on the notification")
        return actions[index]
    }

    /**
     * Sends [pending] as the system does when the person taps it (with [text] typed into its `RemoteInput`), to a new
     * [ActionableTapReceiver], and returns the receiver's PendingResult.
     */
    fun tap(action: Notification.Action, text: String? = null): BroadcastReceiver.PendingResult {
        var fillIn: Intent? = null
        if (text != null) {
            val inputs = action.remoteInputs ?: throw AssertionError("the action has no RemoteInput")
            val results = Bundle()
            results.putCharSequence(inputs[0].resultKey, text)
            fillIn = Intent()
            RemoteInput.addResultsToIntent(inputs, fillIn, results)
        }
        return deliver(action.actionIntent, fillIn)
    }

    fun deliver(pending: PendingIntent, fillIn: Intent?): BroadcastReceiver.PendingResult {
        Check.equal(pending.standInKind(), PendingIntent.StandInKind.BROADCAST, "the tapped PendingIntent's kind")
        val intent = pending.standInIntentForSend(fillIn)
        val receiver = ActionableTapReceiver()
        receiver.standInDeliver(context, intent)
        return receiver.standInLastResult() ?: throw AssertionError("the receiver had no PendingResult")
    }

    /** Waits (real time: a thread's work) for [result] to finish; a failure when it does not within 10 s. */
    fun awaitFinished(result: BroadcastReceiver.PendingResult) {
        val finished = result.standInAwaitFinish(10_000)
        Check.expect(finished) { "the receiver did not call PendingResult.finish() within Android's 10 s" }
    }

    /** Runs the delivery job as JobScheduler would, once, and waits for its `jobFinished`. */
    fun runJob(): ActionableDeliveryJobService {
        val service = ActionableDeliveryJobService()
        service.standInAttach(context)
        val info = JobInfo.Builder(ActionableDeliveryJobService.JOB_ID, android.content.ComponentName(context, ActionableDeliveryJobService::class.java)).build()
        val keepRunning = service.onStartJob(JobParameters.standInCreate(info))
        Check.expect(keepRunning) { "onStartJob returned false: the flush would be cut off" }
        Check.expect(service.standInAwaitFinished(1, 90_000)) { "the job did not call jobFinished" }
        return service
    }

    /** What the step reports: the outbox, the notifications, the jobs, the clock. */
    fun report(extra: Map<String, Any?> = emptyMap()): Map<String, Any?> {
        val entries = outbox.keys().mapNotNull { outbox.read(it) }
        val jobs = scheduler.standInScheduled().map { job ->
            linkedMapOf<String, Any?>(
                "id" to job.id.toLong(), "latency" to job.minLatencyMillis, "persisted" to job.isPersisted,
                "network-any" to (@Suppress("DEPRECATION") job.networkType == JobInfo.NETWORK_TYPE_ANY)
            )
        }
        val result = linkedMapOf<String, Any?>(
            "outbox" to entries.map { entry ->
                linkedMapOf<String, Any?>(
                    "key" to entry.key, "attempts" to entry.attempts.toLong(), "not-before" to entry.notBeforeMillis,
                    "refused" to (entry.refusedCredential != null)
                )
            },
            "posted" to notifications.standInPosted().keys.toList(),
            "cancelled" to notifications.standInCancelled(),
            "jobs" to jobs,
            "now" to clock.nowMillis(),
            "sleeps" to clock.sleeps.toList()
        )
        result.putAll(extra)
        return result
    }

    companion object {
        fun receiverClass(): Class<*> = ActionableTapReceiver::class.java
    }
}
