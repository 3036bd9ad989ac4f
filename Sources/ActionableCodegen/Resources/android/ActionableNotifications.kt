package actionable.android

import android.app.Activity
import android.app.Notification
import android.app.NotificationManager
import android.app.PendingIntent
import android.app.RemoteInput
import android.content.Context
import android.content.Intent
import android.graphics.drawable.Icon
import android.os.Build

/**
 * Builds a registry category's notification from an FCM data message, with its actions and their PendingIntents,
 * from the framework's API alone (no androidx: the generated code compiles with `android.jar` only, and every
 * version check below is one a reader can see).
 *
 * How each action reaches the app:
 *
 * | the registry says | Android gets |
 * |---|---|
 * | `activation: foreground` | `PendingIntent.getActivity` on [activity], immutable: the activity opens directly (no trampoline, which Android 12 blocks) and sends the tap ([handleActivityIntent]) |
 * | `activation: background` | `PendingIntent.getBroadcast` on [ActionableTapReceiver] (explicit, not exported), immutable |
 * | `text-input` | a `RemoteInput` (label: the placeholder) on an explicit intent, `FLAG_MUTABLE` from API 31 (the system writes the text into it) |
 * | `authentication-required`, API 31+ | `setAuthenticationRequired(true)`: the system asks for an unlock first |
 * | `authentication-required`, background, below 31 | nothing there asks for an unlock, so the action opens [activity] instead, with the tap marked for confirmation ([ActionableActivityTap.needsConfirmation]): the app confirms (and asks for the text of a text-input action) and calls [confirm]. The web's worker hands such taps to the page the same way |
 * | `custom-dismiss-action` | `setDeleteIntent` to [ActionableTapReceiver]: the dismissal is sent as a tap |
 * | a tap on the notification itself | `setContentIntent`, `getActivity` on [activity]: sent as `com.apple.UNNotificationDefaultActionIdentifier` |
 * | more than three actions | the first three (Android shows three); `actionable validate` reports the rest |
 * | `destructive` | nothing: Android has no destructive style |
 * | `android.icon`, `android.semantic-action` | `Icon.createWithResource`; `setSemanticAction` from API 28 |
 *
 * Every PendingIntent names `FLAG_IMMUTABLE` or `FLAG_MUTABLE` (`FLAG_MUTABLE` exists from 31; below it a PendingIntent
 * without `FLAG_IMMUTABLE` is mutable) and `FLAG_UPDATE_CURRENT` (a notification posted again with the same id
 * carries its new extras). Each (notification, action) has its own request code and, from API 29, its own intent
 * identifier, so no two PendingIntents are the same.
 *
 * The notification is posted with tag = the message's `notification-id` and id [ActionableDelivery.NOTIFICATION_ID],
 * which is how the tap side cancels it when the service's handler answers. From API 33 posting needs the
 * `POST_NOTIFICATIONS` runtime permission, which the app asks for.
 *
 * @param context the app's context.
 * @param activity the activity foreground taps open; it calls [handleActivityIntent] in `onCreate` and `onNewIntent`.
 * @param channelId the channel the notification is posted in (API 26+; the app creates it).
 * @param smallIcon the notification's small icon (a drawable resource).
 */
class ActionableNotifications(
    private val context: Context,
    private val activity: Class<out Activity>,
    private val channelId: String,
    private val smallIcon: Int
) {
    /**
     * The notification for the FCM data message [data] in [category], or `null` when the message is not an actionable
     * one of this category (`actionable` is not `"1"`, its `category` differs, or it has no `notification-id`).
     *
     * @param postedAtMillis the notification's time; it goes into each tap's Idempotency-Key.
     */
    fun build(
        category: ActionableCategory,
        data: Map<String, String>,
        postedAtMillis: Long = ActionableEnvironment.clock.nowMillis()
    ): Notification? {
        if (!isActionable(data) || data["category"] != category.identifier) return null
        val notificationId = data["notification-id"]
        if (notificationId == null || notificationId.length == 0) return null
        val userInfo = userInfo(data["user-info"], notificationId)
        val tap = TapExtras(category.identifier, notificationId, data["target-content-id"], userInfo, postedAtMillis)
        val builder = if (Build.VERSION.SDK_INT >= 26) Notification.Builder(context, channelId) else legacyBuilder()
        builder.setSmallIcon(smallIcon)
            .setContentTitle(data["title"] ?: "")
            .setContentText(data["body"] ?: "")
            .setWhen(postedAtMillis)
            .setShowWhen(true)
            .setAutoCancel(true)
            .setContentIntent(activityIntent(tap, ActionableWire.DEFAULT_ACTION, SLOT_CONTENT, confirm = false, textInput = false))
        if (category.customDismiss) {
            val intent = receiverIntent(tap, ActionableWire.DISMISS_ACTION, SLOT_DISMISS)
            builder.setDeleteIntent(
                PendingIntent.getBroadcast(context, requestCode(notificationId, SLOT_DISMISS), intent, IMMUTABLE)
            )
        }
        for ((index, action) in category.actions.take(MAXIMUM_ACTIONS).withIndex()) {
            builder.addAction(action(tap, action, SLOT_FIRST_ACTION + index))
        }
        return builder.build()
    }

    /**
     * Builds and posts the notification for [data] (see [build]).
     * @return whether one was posted.
     */
    fun show(category: ActionableCategory, data: Map<String, String>): Boolean {
        val notification = build(category, data) ?: return false
        val manager = context.getSystemService(Context.NOTIFICATION_SERVICE) as? NotificationManager ?: return false
        manager.notify(data["notification-id"], ActionableDelivery.NOTIFICATION_ID, notification)
        return true
    }

    @Suppress("DEPRECATION")
    private fun legacyBuilder(): Notification.Builder = Notification.Builder(context)

    private fun action(tap: TapExtras, action: ActionableAction, slot: Int): Notification.Action {
        val title = context.getString(action.title)
        val code = requestCode(tap.notificationId, slot)
        val confirmInApp = action.authenticationRequired && action.activation == Activation.BACKGROUND &&
            Build.VERSION.SDK_INT < 31
        val textInput = action.textInput
        val pending: PendingIntent = when {
            // Below 31 nothing asks for an unlock: the app confirms (and asks for the text itself).
            confirmInApp -> activityIntent(tap, action.identifier, slot, confirm = true, textInput = textInput != null)
            textInput != null && action.activation == Activation.FOREGROUND ->
                PendingIntent.getActivity(context, code, activityTapIntent(tap, action.identifier, slot, false, true), mutable())
            textInput != null -> PendingIntent.getBroadcast(context, code, receiverIntent(tap, action.identifier, slot), mutable())
            action.activation == Activation.FOREGROUND ->
                activityIntent(tap, action.identifier, slot, confirm = false, textInput = false)
            else -> PendingIntent.getBroadcast(context, code, receiverIntent(tap, action.identifier, slot), IMMUTABLE)
        }
        val icon: Icon? = if (action.icon != 0) Icon.createWithResource(context, action.icon) else null
        val builder = Notification.Action.Builder(icon, title, pending)
        if (textInput != null && !confirmInApp) {
            builder.addRemoteInput(
                RemoteInput.Builder(KEY_USER_TEXT)
                    .setLabel(if (textInput.placeholder != 0) context.getString(textInput.placeholder) else null)
                    .build()
            )
        }
        if (action.semanticAction != 0 && Build.VERSION.SDK_INT >= 28) {
            builder.setSemanticAction(action.semanticAction)
        }
        if (action.authenticationRequired && Build.VERSION.SDK_INT >= 31) {
            builder.setAuthenticationRequired(true)
        }
        return builder.build()
    }

    private fun activityIntent(tap: TapExtras, action: String, slot: Int, confirm: Boolean, textInput: Boolean): PendingIntent =
        PendingIntent.getActivity(
            context, requestCode(tap.notificationId, slot), activityTapIntent(tap, action, slot, confirm, textInput), IMMUTABLE
        )

    private fun activityTapIntent(tap: TapExtras, action: String, slot: Int, confirm: Boolean, textInput: Boolean): Intent {
        val intent = Intent(context, activity)
        intent.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK or Intent.FLAG_ACTIVITY_SINGLE_TOP)
        tap.fill(intent, action, slot)
        intent.putExtra(EXTRA_CONFIRM, confirm)
        intent.putExtra(EXTRA_EXPECTS_TEXT, textInput)
        return intent
    }

    private fun receiverIntent(tap: TapExtras, action: String, slot: Int): Intent {
        val intent = Intent(context, ActionableTapReceiver::class.java)
        tap.fill(intent, action, slot)
        return intent
    }

    /** What every tap intent of one notification carries. */
    private class TapExtras(
        val category: String,
        val notificationId: String,
        val targetContentId: String?,
        val userInfo: String,
        val postedAtMillis: Long
    ) {
        fun fill(intent: Intent, action: String, slot: Int) {
            intent.setAction(ACTION_TAP)
            intent.putExtra(EXTRA_CATEGORY, category)
            intent.putExtra(EXTRA_ACTION, action)
            intent.putExtra(EXTRA_NOTIFICATION_ID, notificationId)
            if (targetContentId != null) intent.putExtra(EXTRA_TARGET_CONTENT_ID, targetContentId)
            intent.putExtra(EXTRA_USER_INFO, userInfo)
            intent.putExtra(EXTRA_POSTED_AT, postedAtMillis)
            // Extras do not tell PendingIntents apart; the identifier does (the request code too, below 29).
            if (Build.VERSION.SDK_INT >= 29) intent.setIdentifier("actionable:$slot:$notificationId")
        }
    }

    companion object {
        /** Android shows at most three actions on a notification. */
        const val MAXIMUM_ACTIONS = 3
        /** The `RemoteInput` result key of a typed reply. */
        const val KEY_USER_TEXT = "actionable.user-text"
        const val ACTION_TAP = "actionable.android.action.TAP"
        const val EXTRA_CATEGORY = "actionable.category"
        const val EXTRA_ACTION = "actionable.action"
        const val EXTRA_NOTIFICATION_ID = "actionable.notification-id"
        const val EXTRA_TARGET_CONTENT_ID = "actionable.target-content-id"
        const val EXTRA_USER_INFO = "actionable.user-info"
        const val EXTRA_POSTED_AT = "actionable.posted-at"
        const val EXTRA_CONFIRM = "actionable.confirm"
        const val EXTRA_EXPECTS_TEXT = "actionable.expects-text"

        private const val SLOT_CONTENT = 0
        private const val SLOT_DISMISS = 1
        private const val SLOT_FIRST_ACTION = 2
        private const val IMMUTABLE = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT

        /** `FLAG_MUTABLE` (API 31) where it exists; below 31 a PendingIntent without `FLAG_IMMUTABLE` is mutable. */
        private fun mutable(): Int =
            if (Build.VERSION.SDK_INT >= 31) PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            else PendingIntent.FLAG_UPDATE_CURRENT

        private fun requestCode(notificationId: String, slot: Int): Int = notificationId.hashCode() * 31 + slot

        /** Whether an FCM data message is one of the registry's (`actionable` = `"1"`). */
        fun isActionable(data: Map<String, String>): Boolean = data["actionable"] == "1"

        /** The message's `user-info` as canonical JSON: an object, else `{}` (logged, identifiers only). */
        private fun userInfo(text: String?, notificationId: String): String {
            if (text == null) return "{}"
            val value = try {
                ActionableJson.parse(text)
            } catch (error: ActionableJson.SyntaxError) {
                null
            }
            if (value !is Map<*, *>) {
                ActionableEnvironment.log.warning("notification $notificationId: user-info is not a JSON object; sent as {}")
                return "{}"
            }
            val out = StringBuilder()
            ActionableJson.write(value, out)
            return out.toString()
        }

        /**
         * The tap an intent of this builder carries, received at [receivedAtMillis], with [userText]; `null` when
         * the intent is not one (missing extras).
         */
        fun tapFrom(intent: Intent, receivedAtMillis: Long, userText: String?): ActionableTap? {
            if (intent.action != ACTION_TAP) return null
            val category = intent.getStringExtra(EXTRA_CATEGORY) ?: return null
            val action = intent.getStringExtra(EXTRA_ACTION) ?: return null
            val notificationId = intent.getStringExtra(EXTRA_NOTIFICATION_ID) ?: return null
            val postedAt = intent.getLongExtra(EXTRA_POSTED_AT, -1)
            if (postedAt < 0) return null
            val userInfo = try {
                ActionableJson.parse(intent.getStringExtra(EXTRA_USER_INFO) ?: "{}")
            } catch (error: ActionableJson.SyntaxError) {
                return null
            }
            if (userInfo !is Map<*, *>) return null
            @Suppress("UNCHECKED_CAST")
            return ActionableTap(
                category, action, notificationId, userText, intent.getStringExtra(EXTRA_TARGET_CONTENT_ID),
                userInfo as Map<String, Any?>, receivedAtMillis, postedAt
            )
        }

        /** The text typed into a `RemoteInput` of this builder, or `null`. */
        fun userText(intent: Intent): String? =
            RemoteInput.getResultsFromIntent(intent)?.getCharSequence(KEY_USER_TEXT)?.toString()

        /**
         * Handles the tap [activity]'s `intent` carries, if any: call it from `onCreate` and `onNewIntent`.
         *
         * A foreground tap is sent like a background one (as iOS sends foreground taps): written to the outbox, then
         * delivered on a background thread, the job as back-up. A tap that [ActionableActivityTap.needsConfirmation]
         * is not sent: the app confirms it (after an unlock, with the text it asks for when
         * [ActionableActivityTap.expectsText]) and calls [confirm]. The tap's extras are removed from [intent], so an
         * activity created again with it does not handle the tap twice; the notification is cancelled.
         *
         * @return the tap, for the app to show what it is about; `null` when the intent carries none.
         */
        fun handleActivityIntent(context: Context, intent: Intent?): ActionableActivityTap? {
            if (intent == null) return null
            val tap = tapFrom(intent, ActionableEnvironment.clock.nowMillis(), userText(intent)) ?: return null
            val incoming = ActionableActivityTap(
                tap, intent.getBooleanExtra(EXTRA_CONFIRM, false), intent.getBooleanExtra(EXTRA_EXPECTS_TEXT, false)
            )
            for (name in listOf(EXTRA_CATEGORY, EXTRA_ACTION, EXTRA_NOTIFICATION_ID, EXTRA_TARGET_CONTENT_ID,
                EXTRA_USER_INFO, EXTRA_POSTED_AT, EXTRA_CONFIRM, EXTRA_EXPECTS_TEXT)) {
                intent.removeExtra(name)
            }
            intent.setAction(null)
            ActionableDelivery.cancelNotification(context, tap.notificationId)
            if (!incoming.needsConfirmation) ActionableTapReceiver.submitInBackground(context.applicationContext, tap)
            return incoming
        }

        /**
         * Sends a tap the app confirmed ([ActionableActivityTap.needsConfirmation]), with the text the person typed
         * in the app for a text-input action.
         */
        fun confirm(context: Context, tap: ActionableTap, userText: String?) {
            val confirmed = ActionableTap(
                tap.category, tap.action, tap.notificationId, userText, tap.targetContentId, tap.userInfo,
                tap.receivedAtMillis, tap.postedAtMillis
            )
            ActionableTapReceiver.submitInBackground(context.applicationContext, confirmed)
        }
    }
}

/**
 * A tap an activity was opened with ([ActionableNotifications.handleActivityIntent]).
 *
 * @property needsConfirmation an authentication-required background action below API 31: not sent yet; the app
 *   confirms it and calls [ActionableNotifications.confirm].
 * @property expectsText the action has a text field the notification did not show: the app asks for the text.
 */
class ActionableActivityTap(val tap: ActionableTap, val needsConfirmation: Boolean, val expectsText: Boolean)
