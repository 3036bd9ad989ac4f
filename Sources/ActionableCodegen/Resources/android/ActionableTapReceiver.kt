package actionable.android

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.os.Build
import java.io.IOException
import java.util.concurrent.atomic.AtomicBoolean

/**
 * Receives background taps, typed replies and dismissals from [ActionableNotifications]' PendingIntents, and sends
 * them to the service.
 *
 * Not exported (`<receiver android:name="actionable.android.ActionableTapReceiver" android:exported="false"/>` in the
 * generated manifest fragment) and reached only by explicit intents: no other app can send it a forged tap.
 *
 * What replaces Apple's completion contract: iOS hands a notification response to the app with a completion handler
 * that must be called exactly once, soon. Android's equivalents are [BroadcastReceiver.goAsync]'s
 * `PendingResult.finish()` here and `JobService.jobFinished` in [ActionableDeliveryJobService]. Both are called
 * exactly once, guarded by an `AtomicBoolean` as ActionableApp's responder guards its completion handler:
 *
 * 1. `onReceive` calls `goAsync()` and returns at once; a worker thread does the rest.
 * 2. The tap (with the `RemoteInput` text) is written to the outbox before any network attempt, and the job is
 *    scheduled as a back-up, so process death from here on loses nothing.
 * 3. One delivery runs, bounded by [ActionableEnvironment.receiverBudgetMillis] ([SYNCHRONOUS_BUDGET_MILLIS], 4 s,
 *    unless set; never more than [FINISH_WITHIN_MILLIS]) on [ActionableEnvironment.clock]; the worker waits for it at
 *    most [FINISH_WITHIN_MILLIS] (8 s, real time), then calls `finish()`: well within Android's 10-second limit for a
 *    receiver, whatever the network does (a DNS lookup is not bound by a socket timeout). What was not delivered stays
 *    in the outbox for the job, which is rescheduled for its next attempt.
 * 4. When the service's handler answers (2xx, or a final 4xx), the notification is cancelled. A typed reply's
 *    notification is cancelled even when the tap is only queued: from API 24 Android shows a spinner on the reply
 *    until the notification is updated or cancelled, and the reply is safe in the outbox, sent with the same key
 *    later; the app's own UI shows its state.
 *
 * Typed text is never logged: the log names taps by their key and identifiers ([ActionableTap.toString]). No thread
 * here ends with an exception: an uncaught one would kill the app's process (a `SecurityException` from a manifest
 * without `INTERNET`, say); each is logged by its class name and the tap stays in the outbox.
 */
class ActionableTapReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val pending = goAsync()
        val finished = AtomicBoolean(false)
        val finish = {
            if (finished.compareAndSet(false, true)) pending.finish()
        }
        val app = context.applicationContext
        val worker = Thread({
            try {
                receive(app, intent)
            } catch (error: RuntimeException) {
                ActionableEnvironment.log.warning("tap receiver failed: " + error.javaClass.simpleName)
            } finally {
                finish()
            }
        }, "actionable-tap")
        worker.start()
    }

    private fun receive(context: Context, intent: Intent) {
        val clock = ActionableEnvironment.clock
        val tap = ActionableNotifications.tapFrom(intent, clock.nowMillis(), ActionableNotifications.userText(intent))
        if (tap == null) {
            ActionableEnvironment.log.warning("tap receiver: an intent without a tap; ignored")
            return
        }
        val delivery = Thread({ submitLogged(context, tap) }, "actionable-tap-delivery")
        delivery.start()
        try {
            delivery.join(FINISH_WITHIN_MILLIS)
        } catch (error: InterruptedException) {
            Thread.currentThread().interrupt()
        }
    }

    companion object {
        /**
         * How long the receiver's own delivery may try (on [ActionableEnvironment.clock]) unless
         * [ActionableEnvironment.receiverBudgetMillis] says otherwise.
         */
        const val SYNCHRONOUS_BUDGET_MILLIS = 4_000L
        /** When the receiver finishes at the latest (real time), delivered or not. */
        const val FINISH_WITHIN_MILLIS = 8_000L
        /** The back-up job's delay: it finds nothing when the receiver's delivery got through. */
        private const val BACKUP_DELAY_MILLIS = 15_000L

        /**
         * Writes [tap] to the outbox, schedules the back-up job, delivers it within [budgetMillis], and cancels or
         * keeps the notification as the answer says. Runs on the caller's (background) thread.
         * @return the outcome, or `null` when the tap could not be written (then it is not sent: logged).
         */
        fun submit(context: Context, tap: ActionableTap, budgetMillis: Long): ActionableOutcome? {
            val clock = ActionableEnvironment.clock
            val outbox = ActionableOutbox.of(context)
            try {
                if (!outbox.put(tap, clock.nowMillis())) {
                    ActionableEnvironment.log.info("tap ${tap.idempotencyKey}: already in the outbox")
                }
            } catch (error: IOException) {
                ActionableEnvironment.log.warning("tap ${tap.idempotencyKey} ($tap): could not be written to the outbox; lost")
                return null
            }
            ActionableDeliveryJobService.schedule(context, BACKUP_DELAY_MILLIS)
            val outcome = ActionableDelivery.deliver(context, tap.idempotencyKey, clock.nowMillis() + budgetMillis)
            when (outcome) {
                is ActionableOutcome.Queued ->
                    ActionableDeliveryJobService.schedule(context, Math.max(outcome.notBeforeMillis - clock.nowMillis(), 0L))
                else -> Unit
            }
            if (!outcome.isDefinitive && tap.isTextReply && Build.VERSION.SDK_INT >= 24) {
                // Else Android shows the reply's spinner for ever; the reply is kept and sent later.
                ActionableDelivery.cancelNotification(context, tap.notificationId)
            }
            ActionableEnvironment.log.info("tap ${tap.idempotencyKey}: " + describe(outcome))
            return outcome
        }

        /** [submit] on a new background thread (for an activity's main thread). */
        fun submitInBackground(context: Context, tap: ActionableTap) {
            Thread({ submitLogged(context, tap) }, "actionable-tap-delivery").start()
        }

        /** [ActionableEnvironment.receiverBudgetMillis], kept within 0 ... [FINISH_WITHIN_MILLIS]. */
        internal fun budgetMillis(): Long =
            Math.min(Math.max(ActionableEnvironment.receiverBudgetMillis, 0L), FINISH_WITHIN_MILLIS)

        /** [submit] as a thread's whole body: an exception is logged (its class only), never left to kill the app. */
        private fun submitLogged(context: Context, tap: ActionableTap) {
            try {
                submit(context, tap, budgetMillis())
            } catch (error: RuntimeException) {
                ActionableEnvironment.log.warning("tap ${tap.idempotencyKey}: delivery failed: " + error.javaClass.simpleName +
                    "; kept in the outbox")
            }
        }

        private fun describe(outcome: ActionableOutcome): String = when (outcome) {
            is ActionableOutcome.Delivered -> "delivered (${outcome.status}" + (if (outcome.replayed) ", replayed)" else ")")
            is ActionableOutcome.Rejected -> "rejected (${outcome.status})"
            is ActionableOutcome.Queued -> "queued: ${outcome.reason}"
            is ActionableOutcome.WaitingForCredential -> "waiting for a credential: ${outcome.reason}"
            is ActionableOutcome.InFlight -> "another delivery of it is in flight"
            is ActionableOutcome.Gone -> "already answered"
        }
    }
}
