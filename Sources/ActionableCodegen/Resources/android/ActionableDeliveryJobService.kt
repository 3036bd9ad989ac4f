package actionable.android

import android.app.job.JobInfo
import android.app.job.JobParameters
import android.app.job.JobScheduler
import android.app.job.JobService
import android.content.ComponentName
import android.content.Context
import java.util.concurrent.atomic.AtomicBoolean

/**
 * Sends the outbox when a network is there: a `JobService` that JobScheduler starts under
 * `setRequiredNetworkType(NETWORK_TYPE_ANY)`. It flushes every entry that is due, then, when taps remain, schedules
 * itself again for the earliest one's next attempt (its `Retry-After` and back-off); taps waiting for a credential
 * wait for [ActionableCredential.store], which schedules it at once.
 *
 * The job is persisted (it survives a reboot) when the app declares `RECEIVE_BOOT_COMPLETED`, which the generated
 * `AndroidManifest.actionable.xml` does: JobScheduler refuses a persisted job without it, and then it is scheduled
 * unpersisted, so the app still works; the next tap or [schedule] call at start-up schedules it again.
 *
 * What replaces Apple's completion handler here: [jobFinished] is called exactly once per [onStartJob] that returned
 * `true`, after the flush thread has ended (an `AtomicBoolean` guards it, as ActionableApp's dispatcher guards its
 * completion), and never after [onStopJob], when the system has already ended the job. A flush stopped midway leaves
 * every tap in the outbox: an attempt in flight keeps its claim until it ends, and its outcome is written then.
 *
 * Manifest (in the generated fragment): `<service android:name="actionable.android.ActionableDeliveryJobService"
 * android:permission="android.permission.BIND_JOB_SERVICE" android:exported="false"/>`.
 */
class ActionableDeliveryJobService : JobService() {
    private class Run(val finished: AtomicBoolean, val stopped: AtomicBoolean)

    @Volatile private var current: Run? = null

    override fun onStartJob(params: JobParameters): Boolean {
        val run = Run(AtomicBoolean(false), AtomicBoolean(false))
        current = run
        val context = applicationContext
        val thread = Thread({
            try {
                flush(context, params, run)
            } catch (error: RuntimeException) {
                // Never left to kill the app's process (jobFinished is guarded in flush).
                ActionableEnvironment.log.warning("outbox flush thread failed: " + error.javaClass.simpleName)
            }
        }, "actionable-outbox-flush")
        thread.start()
        return true
    }

    override fun onStopJob(params: JobParameters): Boolean {
        val run = current ?: return true
        run.stopped.set(true)
        // The system has ended the job: jobFinished must not be called for it any more.
        run.finished.set(true)
        // Yes, reschedule: taps remain; JobScheduler's back-off applies.
        return true
    }

    private fun flush(context: Context, params: JobParameters, run: Run) {
        val clock = ActionableEnvironment.clock
        var next = Long.MAX_VALUE
        try {
            next = ActionableDelivery.flush(context, clock.nowMillis() + FLUSH_BUDGET_MILLIS) { run.stopped.get() }
        } catch (error: RuntimeException) {
            ActionableEnvironment.log.warning("outbox flush failed: " + error.javaClass.simpleName)
            next = clock.nowMillis() + RETRY_AFTER_FAILURE_MILLIS
        } finally {
            if (run.finished.compareAndSet(false, true)) {
                // Finished before the next is scheduled: scheduling this job's id while it runs would stop it.
                jobFinished(params, false)
                if (next != Long.MAX_VALUE) schedule(context, next - clock.nowMillis())
            }
        }
    }

    companion object {
        /** The job's id: an app must not use it for a job of its own. */
        const val JOB_ID = 0x41637431
        private const val FLUSH_BUDGET_MILLIS = 60_000L
        private const val RETRY_AFTER_FAILURE_MILLIS = 60_000L
        private const val BACKOFF_MILLIS = 30_000L

        /**
         * Schedules the flush [delayMillis] from now (at the earliest; when a network is there). Replaces a pending
         * one. Call it at app start too, so taps a reboot left behind go out even without a persisted job.
         *
         * Never throws: when JobScheduler refuses (a `SecurityException` for a manifest without
         * `ACCESS_NETWORK_STATE`, `LimitExceededException` when the app schedules too often) it is logged, the taps
         * stay in the outbox, and the next tap or start-up schedules again.
         */
        fun schedule(context: Context, delayMillis: Long) {
            val scheduler = context.getSystemService(Context.JOB_SCHEDULER_SERVICE) as? JobScheduler ?: return
            val builder = JobInfo.Builder(JOB_ID, ComponentName(context, ActionableDeliveryJobService::class.java))
                .setRequiredNetworkType(JobInfo.NETWORK_TYPE_ANY)
                .setMinimumLatency(Math.max(0L, delayMillis))
                .setBackoffCriteria(BACKOFF_MILLIS, JobInfo.BACKOFF_POLICY_EXPONENTIAL)
            try {
                try {
                    scheduler.schedule(builder.setPersisted(true).build())
                } catch (error: IllegalArgumentException) {
                    // No RECEIVE_BOOT_COMPLETED in the manifest: not persisted, as documented above.
                    scheduler.schedule(builder.setPersisted(false).build())
                }
            } catch (error: RuntimeException) {
                ActionableEnvironment.log.warning("the delivery job could not be scheduled: " + error.javaClass.simpleName)
            }
        }
    }
}
