package actionable.android

import android.app.Activity
import android.app.Notification
import android.app.NotificationManager
import android.app.PendingIntent
import android.app.RemoteInput
import android.content.Context
import android.content.Intent
import android.graphics.drawable.Icon
import android.net.Uri
import android.os.Build
import java.io.ByteArrayOutputStream
import java.io.DataOutputStream
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.io.RandomAccessFile
import java.security.MessageDigest
import java.security.SecureRandom
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

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
 * carries its new extras). Each (notification, action) has its own data URI (`actionable://tap/<slot>/<notification-id>`,
 * at every API level: data takes part in `Intent.filterEquals`, and an explicit intent is routed by its component
 * alone), its own request code and, from API 29, its own intent identifier, so no two PendingIntents are the same:
 * request codes alone collide for two notification ids with the same `String.hashCode` ("Aa" and "BB").
 *
 * The app's activity is exported (it is the launcher's), so any app can start it with extras of its choosing. The
 * extras of every intent to it are therefore signed ([EXTRA_SIGNATURE]: HMAC-SHA256 with a per-install key, see
 * [ActionableTapSignature]), and [handleActivityIntent] handles only a tap whose signature holds.
 *
 * The notification is posted with tag = the message's `notification-id` and id [ActionableDelivery.NOTIFICATION_ID],
 * which is how the tap side cancels it when the service's handler answers. From API 33 posting needs the
 * `POST_NOTIFICATIONS` runtime permission, which the app asks for.
 *
 * @param context the app's context.
 * @param activity the activity foreground taps open; it calls [handleActivityIntent] in `onCreate` (when
 *   `savedInstanceState` is `null`) and `onNewIntent`.
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
        intent.putExtra(EXTRA_SIGNATURE, tap.signature(context, action, slot, confirm, textInput))
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
            intent.putExtra(EXTRA_SLOT, slot)
            // Extras do not tell PendingIntents apart; the data does at every level (the identifier too from 29).
            intent.setData(Uri.parse("actionable://tap/$slot/" + Uri.encode(notificationId)))
            if (Build.VERSION.SDK_INT >= 29) intent.setIdentifier("actionable:$slot:$notificationId")
        }

        /** [ActionableTapSignature]'s signature of what [fill] and the activity's extras put in an intent. */
        fun signature(context: Context, action: String, slot: Int, confirm: Boolean, textInput: Boolean): String =
            ActionableTapSignature.sign(
                context,
                ActionableTapSignature.canonical(
                    slot, category, action, notificationId, postedAtMillis, userInfo, targetContentId, confirm, textInput
                )
            )
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
        const val EXTRA_SLOT = "actionable.slot"
        /** The signature of an activity-bound tap's extras ([ActionableTapSignature]). */
        const val EXTRA_SIGNATURE = "actionable.signature"

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
         * Handles the tap [activity]'s `intent` carries, if any: call it from `onCreate` when `savedInstanceState` is
         * `null` (an activity recreated after process death gets its first intent again) and from `onNewIntent`.
         *
         * A foreground tap is sent like a background one (as iOS sends foreground taps): written to the outbox, then
         * delivered on a background thread, the job as back-up; its notification is cancelled. A tap that
         * [ActionableActivityTap.needsConfirmation] is not sent: the app confirms it (after an unlock, with the text it
         * asks for when [ActionableActivityTap.expectsText]) and calls [confirm], which sends it and cancels its
         * notification then.
         *
         * Ignored (`null`, logged without any content):
         * - an intent whose extras do not carry this install's signature ([EXTRA_SIGNATURE]): the activity is
         *   exported, and another app could start it with a category, action, `EXTRA_CONFIRM = false` or typed text
         *   of its own, which would be sent with the person's token;
         * - an intent the activity was launched with from Recents (`FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY`): Android
         *   hands the original intent, extras and all, again; its tap was handled when it first came.
         * The tap's extras are removed from [intent] (which only changes this process's object); the outbox does not
         * take a tap again that the service already answered, and the service's idempotency absorbs the rest.
         *
         * Typed text is taken from the intent only for the action whose notification field wrote it (a foreground
         * text-input action: its PendingIntent is the only mutable one to the activity); text another sender put in
         * any other intent is not.
         *
         * @return the tap, for the app to show what it is about; `null` when the intent carries none.
         */
        fun handleActivityIntent(context: Context, intent: Intent?): ActionableActivityTap? {
            if (intent == null || intent.action != ACTION_TAP) return null
            if ((intent.flags and Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY) != 0) return null
            val confirm = intent.getBooleanExtra(EXTRA_CONFIRM, false)
            val expectsText = intent.getBooleanExtra(EXTRA_EXPECTS_TEXT, false)
            if (!hasValidSignature(context, intent, confirm, expectsText)) {
                ActionableEnvironment.log.warning("activity: a tap intent without a valid signature; ignored")
                return null
            }
            val userText = if (expectsText && !confirm) userText(intent) else null
            val tap = tapFrom(intent, ActionableEnvironment.clock.nowMillis(), userText) ?: return null
            val incoming = ActionableActivityTap(tap, confirm, expectsText)
            for (name in listOf(EXTRA_CATEGORY, EXTRA_ACTION, EXTRA_NOTIFICATION_ID, EXTRA_TARGET_CONTENT_ID,
                EXTRA_USER_INFO, EXTRA_POSTED_AT, EXTRA_CONFIRM, EXTRA_EXPECTS_TEXT, EXTRA_SLOT, EXTRA_SIGNATURE)) {
                intent.removeExtra(name)
            }
            intent.setAction(null)
            if (!incoming.needsConfirmation) {
                ActionableDelivery.cancelNotification(context, tap.notificationId)
                ActionableTapReceiver.submitInBackground(context.applicationContext, tap)
            }
            return incoming
        }

        private fun hasValidSignature(context: Context, intent: Intent, confirm: Boolean, expectsText: Boolean): Boolean {
            val signature = intent.getStringExtra(EXTRA_SIGNATURE) ?: return false
            val slot = intent.getIntExtra(EXTRA_SLOT, -1)
            val category = intent.getStringExtra(EXTRA_CATEGORY) ?: return false
            val action = intent.getStringExtra(EXTRA_ACTION) ?: return false
            val notificationId = intent.getStringExtra(EXTRA_NOTIFICATION_ID) ?: return false
            val userInfo = intent.getStringExtra(EXTRA_USER_INFO) ?: return false
            val postedAt = intent.getLongExtra(EXTRA_POSTED_AT, -1)
            if (slot < 0 || postedAt < 0) return false
            val canonical = ActionableTapSignature.canonical(
                slot, category, action, notificationId, postedAt, userInfo, intent.getStringExtra(EXTRA_TARGET_CONTENT_ID),
                confirm, expectsText
            )
            return ActionableTapSignature.verify(context, canonical, signature)
        }

        /**
         * Sends a tap the app confirmed ([ActionableActivityTap.needsConfirmation]), with the text the person typed
         * in the app for a text-input action, and cancels its notification (not before: until the person confirms,
         * the notification is where the tap can still be made).
         */
        fun confirm(context: Context, tap: ActionableTap, userText: String?) {
            val confirmed = ActionableTap(
                tap.category, tap.action, tap.notificationId, userText, tap.targetContentId, tap.userInfo,
                tap.receivedAtMillis, tap.postedAtMillis
            )
            ActionableDelivery.cancelNotification(context, tap.notificationId)
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

/**
 * Signs the extras of the intents [ActionableNotifications] sends to the app's (exported) activity, so that
 * [ActionableNotifications.handleActivityIntent] can tell them from an intent another app made up.
 *
 * The key: 32 random bytes (`SecureRandom`) per install, in `getNoBackupFilesDir()/actionable-tap-key` (app-private;
 * never backed up, so a restored phone makes its own). It is created once, under an exclusive lock on
 * `actionable-tap-key.lock` (every process of the app), written to a temporary file, synced and renamed into place:
 * the key file is whole or absent, and no process replaces a key another already signed with. The signature is
 * HMAC-SHA256 (`javax.crypto.Mac`, API 1) over [canonical], compared in constant time (`MessageDigest.isEqual`).
 * When the key cannot be stored, this process signs with a random key of its own (logged): its notifications' taps
 * still work while it lives, and a later process ignores them (logged), which is all a forged tap gets too.
 */
internal object ActionableTapSignature {
    private const val FILE = "actionable-tap-key"
    private const val KEY_BYTES = 32
    private const val ALGORITHM = "HmacSHA256"
    private val lock = Any()
    @Volatile private var cached: Pair<String, ByteArray>? = null

    /** The signed fields, each length-prefixed (a `null` is -1), so no two different taps encode alike. */
    fun canonical(
        slot: Int,
        category: String,
        action: String,
        notificationId: String,
        postedAtMillis: Long,
        userInfo: String,
        targetContentId: String?,
        confirm: Boolean,
        expectsText: Boolean
    ): ByteArray {
        val bytes = ByteArrayOutputStream(256)
        val out = DataOutputStream(bytes)
        fun text(value: String?) {
            if (value == null) {
                out.writeInt(-1)
            } else {
                val encoded = value.toByteArray(Charsets.UTF_8)
                out.writeInt(encoded.size)
                out.write(encoded)
            }
        }
        text("actionable-tap-v1")
        out.writeInt(slot)
        text(category)
        text(action)
        text(notificationId)
        out.writeLong(postedAtMillis)
        text(userInfo)
        text(targetContentId)
        out.writeBoolean(confirm)
        out.writeBoolean(expectsText)
        out.flush()
        return bytes.toByteArray()
    }

    /** The hex HMAC-SHA256 of [canonical] with this install's key. */
    fun sign(context: Context, canonical: ByteArray): String {
        val mac = Mac.getInstance(ALGORITHM)
        mac.init(SecretKeySpec(key(context), ALGORITHM))
        val digest = mac.doFinal(canonical)
        val out = StringBuilder(digest.size * 2)
        for (byte in digest) {
            val value = byte.toInt() and 0xFF
            out.append(HEX[value shr 4]).append(HEX[value and 0xF])
        }
        return out.toString()
    }

    /** Whether [signature] is [canonical]'s, in constant time. */
    fun verify(context: Context, canonical: ByteArray, signature: String): Boolean =
        MessageDigest.isEqual(sign(context, canonical).toByteArray(Charsets.UTF_8), signature.toByteArray(Charsets.UTF_8))

    private fun key(context: Context): ByteArray {
        val directory = context.noBackupFilesDir
        val file = File(directory, FILE)
        val current = cached
        if (current != null && current.first == file.path) return current.second
        synchronized(lock) {
            val again = cached
            if (again != null && again.first == file.path) return again.second
            val key = try {
                loadOrCreate(directory, file)
            } catch (error: IOException) {
                ActionableEnvironment.log.warning("tap signing key: not stored (" + error.javaClass.simpleName +
                    "); this process signs with a key of its own")
                random()
            }
            cached = Pair(file.path, key)
            return key
        }
    }

    @Throws(IOException::class)
    private fun loadOrCreate(directory: File, file: File): ByteArray {
        if (!directory.isDirectory && !directory.mkdirs() && !directory.isDirectory) {
            throw IOException("could not create the no-backup files directory")
        }
        RandomAccessFile(File(directory, "$FILE.lock"), "rw").use { lockFile ->
            val held = lockFile.channel.lock()
            try {
                val existing = if (file.isFile) file.readBytes() else null
                if (existing != null && existing.size == KEY_BYTES) return existing
                val key = random()
                val temporary = File.createTempFile("$FILE-", ".tmp", directory)
                try {
                    FileOutputStream(temporary).use { stream ->
                        stream.write(key)
                        stream.flush()
                        stream.fd.sync()
                    }
                    if (!temporary.renameTo(file)) throw IOException("could not rename the key into place")
                } finally {
                    if (temporary.exists()) temporary.delete()
                }
                return key
            } finally {
                held.release()
            }
        }
    }

    private fun random(): ByteArray {
        val key = ByteArray(KEY_BYTES)
        SecureRandom().nextBytes(key)
        return key
    }

    private const val HEX = "0123456789abcdef"
}
