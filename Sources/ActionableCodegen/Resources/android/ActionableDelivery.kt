package actionable.android

import android.app.NotificationManager
import android.content.Context
import android.util.Log
import java.io.ByteArrayOutputStream
import java.io.IOException
import java.io.InputStream
import java.net.HttpRetryException
import java.net.HttpURLConnection
import java.net.URL
import java.nio.charset.Charset
import java.security.MessageDigest
import java.text.ParseException
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale
import java.util.TimeZone

// The tap as the service receives it, and its delivery: the same wire format, Idempotency-Key and retry policy as
// ActionableApp's ActionForwarder (Swift) and the web's worker. See ActionableTapReceiver for what replaces Apple's
// completion contract on Android.

/** The names the app and the service agree on (ActionableApp's `ActionResponseWire`). */
object ActionableWire {
    /** Below the service's base URL. */
    const val PATH = "/v1/action-responses"
    const val IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"
    const val TIME_REMAINING_HEADER = "Actionable-Time-Remaining-Ms"
    const val REPLAYED_HEADER = "Idempotent-Replayed"
    /** A tap on the notification itself (iOS's `UNNotificationDefaultActionIdentifier`, the same on every platform). */
    const val DEFAULT_ACTION = "com.apple.UNNotificationDefaultActionIdentifier"
    /** A dismissal of a custom-dismiss-action category (iOS's `UNNotificationDismissActionIdentifier`). */
    const val DISMISS_ACTION = "com.apple.UNNotificationDismissActionIdentifier"
}

/**
 * One tap, as sent to `POST <base>/v1/action-responses`.
 *
 * [userText] is what the person typed: [toString] leaves it out, and nothing in these sources logs it.
 *
 * @property userInfo the notification's `user-info`, a JSON object ([ActionableJson.parse]'s `Map`).
 * @property receivedAtMillis when the app received the tap.
 * @property postedAtMillis when the notification was posted (`Notification.when`): with the notification's id it
 *   tells a notification that replaced another with the same id from the one it replaced, so it goes into
 *   [idempotencyKey] (iOS uses the notification's delivery date the same way).
 */
class ActionableTap(
    val category: String,
    val action: String,
    val notificationId: String,
    val userText: String?,
    val targetContentId: String?,
    val userInfo: Map<String, Any?>,
    val receivedAtMillis: Long,
    val postedAtMillis: Long
) {
    /**
     * The key every delivery of this tap carries, on each retry, after process death and when the same intent
     * arrives twice: `tap:<notification-id>:<action>:<posted-at-ms>` when that is short ASCII, else hashed (FNV-1a,
     * 2 x 64 bits), exactly as ActionableApp's `NotificationTap.idempotencyKey`.
     */
    val idempotencyKey: String
        get() {
            val plain = "tap:$notificationId:$action:$postedAtMillis"
            val bytes = plain.toByteArray(Charsets.UTF_8)
            val safe = bytes.all { byte ->
                val c = byte.toInt()
                // 0-9 A-Z a-z - _ . :
                c in 0x30..0x39 || c in 0x41..0x5A || c in 0x61..0x7A || c == 0x2D || c == 0x5F || c == 0x2E ||
                    c == 0x3A
            }
            if (safe && bytes.size <= 96) return plain
            return "tap-fnv:" + fnv1a(bytes, FNV_SEED_A) + fnv1a(bytes, FNV_SEED_B)
        }

    /** Whether this is a typed reply (a `RemoteInput` result). */
    val isTextReply: Boolean get() = userText != null

    /** The request body: keys sorted, `user-info` written canonically, so every retry sends the same bytes. */
    fun jsonBody(): String {
        val out = StringBuilder(192)
        out.append('{')
        field(out, "action", first = true)
        ActionableJson.quote(action, out)
        field(out, "category")
        ActionableJson.quote(category, out)
        field(out, "notification-id")
        ActionableJson.quote(notificationId, out)
        field(out, "received-at")
        ActionableJson.quote(iso8601(receivedAtMillis), out)
        if (targetContentId != null) {
            field(out, "target-content-id")
            ActionableJson.quote(targetContentId, out)
        }
        field(out, "user-info")
        ActionableJson.write(userInfo, out)
        if (userText != null) {
            field(out, "user-text")
            ActionableJson.quote(userText, out)
        }
        out.append('}')
        return out.toString()
    }

    /** The identifiers, never the typed text. */
    override fun toString(): String =
        "$category/$action notification $notificationId" + if (userText == null) "" else " (with text)"

    companion object {
        // 0xcbf29ce484222325 and 0x84222325cbf29ce4 as Long's two's complement (Long.parseUnsignedLong is API 26).
        private const val FNV_SEED_A = -0x340d631b7bdddcdbL
        private const val FNV_SEED_B = -0x7bdddcda340d631cL
        private const val FNV_PRIME = 0x100000001b3L

        private fun field(out: StringBuilder, name: String, first: Boolean = false) {
            if (!first) out.append(',')
            ActionableJson.quote(name, out)
            out.append(':')
        }

        private fun fnv1a(bytes: ByteArray, seed: Long): String {
            var hash = seed
            for (byte in bytes) {
                hash = hash xor (byte.toLong() and 0xFF)
                hash *= FNV_PRIME
            }
            // 16 hex digits of the unsigned value (Long.toUnsignedString is API 26).
            val out = StringBuilder(16)
            for (shift in 60 downTo 0 step 4) out.append("0123456789abcdef"[((hash ushr shift) and 0xF).toInt()])
            return out.toString()
        }

        /** `2026-11-21T09:30:00.250Z`: UTC with milliseconds, as ActionableApp writes `received-at`. */
        fun iso8601(millis: Long): String {
            val format = SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.US)
            format.timeZone = TimeZone.getTimeZone("UTC")
            return format.format(Date(millis))
        }

        /**
         * A tap read back from [jsonBody] (the outbox keeps the body), or `null` when it is not one: a missing or
         * mistyped field, a date that is not ours.
         */
        fun fromJson(body: Map<String, Any?>, postedAtMillis: Long): ActionableTap? {
            val category = body["category"] as? String ?: return null
            val action = body["action"] as? String ?: return null
            val notificationId = body["notification-id"] as? String ?: return null
            val receivedText = body["received-at"] as? String ?: return null
            val userText = body["user-text"]
            val targetContentId = body["target-content-id"]
            if (userText != null && userText !is String) return null
            if (targetContentId != null && targetContentId !is String) return null
            val userInfo = body["user-info"] ?: emptyMap<String, Any?>()
            if (userInfo !is Map<*, *>) return null
            val format = SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.US)
            format.timeZone = TimeZone.getTimeZone("UTC")
            format.isLenient = false
            val receivedAt = try {
                format.parse(receivedText)
            } catch (error: ParseException) {
                return null
            }
            @Suppress("UNCHECKED_CAST")
            return ActionableTap(
                category, action, notificationId, userText as String?, targetContentId as String?,
                userInfo as Map<String, Any?>, receivedAt.time, postedAtMillis
            )
        }
    }
}

/**
 * What tells the time and waits, so tests move time instead of sleeping (ActionableApp's `TapClock`).
 */
interface ActionableClock {
    /** Milliseconds since the epoch. */
    fun nowMillis(): Long

    /** Waits [millis] on this clock. */
    @Throws(InterruptedException::class)
    fun sleep(millis: Long)
}

/** The wall clock and `Thread.sleep`. */
object ActionableSystemClock : ActionableClock {
    override fun nowMillis(): Long = System.currentTimeMillis()

    override fun sleep(millis: Long) {
        if (millis > 0) Thread.sleep(millis)
    }
}

/** Where the tap side writes what it does: identifiers, statuses and reasons, never typed text or a credential. */
interface ActionableLog {
    fun info(message: String)
    fun warning(message: String)
}

/** `android.util.Log` under the tag `Actionable`. */
object ActionableAndroidLog : ActionableLog {
    private const val TAG = "Actionable"

    override fun info(message: String) {
        Log.i(TAG, message)
    }

    override fun warning(message: String) {
        Log.w(TAG, message)
    }
}

/**
 * When a delivery tries again: connection failures, no answer in time, 408, 409, 425, 429 and 5xx, with exponential
 * back-off and full jitter, and the service's `Retry-After` as the least wait (ActionableApp's `RetryPolicy`).
 *
 * @property initialBackoffMillis the back-off bound after the first failed attempt; it doubles per attempt.
 * @property maximumBackoffMillis no back-off bound is longer (a `Retry-After` can be).
 * @property attemptTimeoutMillis the longest one attempt waits (connect, send, answer), less when less time is left.
 * @property random a uniform fraction in [0, 1): the jitter. Tests pin it.
 */
class ActionableRetryPolicy(
    val initialBackoffMillis: Long = 500,
    val maximumBackoffMillis: Long = 30 * 60 * 1000L,
    val attemptTimeoutMillis: Long = 8_000,
    val random: () -> Double = { Math.random() }
) {
    /** The wait after the [attempt]-th failed attempt (1-based): `Retry-After`, plus the jittered back-off. */
    fun delayMillis(attempt: Int, retryAfterMillis: Long?): Long {
        var bound = initialBackoffMillis
        var doubled = 1
        while (doubled < attempt && bound < maximumBackoffMillis) {
            bound *= 2
            doubled += 1
        }
        bound = Math.min(bound, maximumBackoffMillis)
        val jitter = (bound * Math.min(Math.max(random(), 0.0), 1.0)).toLong()
        return Math.max(retryAfterMillis ?: 0L, 0L) + jitter
    }

    companion object {
        /** Whether an answer with [status] is worth another attempt. */
        fun isRetryable(status: Int): Boolean =
            status == 408 || status == 409 || status == 425 || status == 429 || status in 500..599

        /** A `Retry-After` value, delay-seconds or an HTTP-date (RFC 9110 10.2.3), as milliseconds after [nowMillis]. */
        fun retryAfterMillis(value: String?, nowMillis: Long): Long? {
            val text = value?.trim() ?: return null
            if (text.length == 0) return null
            if (text.all { it in '0'..'9' }) {
                val seconds = text.toLongOrNull() ?: return null
                return if (seconds > Long.MAX_VALUE / 1000) null else seconds * 1000
            }
            val format = SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss zzz", Locale.US)
            format.timeZone = TimeZone.getTimeZone("GMT")
            return try {
                Math.max(0L, format.parse(text).time - nowMillis)
            } catch (error: ParseException) {
                null
            }
        }
    }
}

/** The service's answer to one attempt. [body] is at most 64 KiB of it. */
class ActionableHttpAnswer(val status: Int, val body: String, val retryAfter: String?, val replayed: Boolean)

/** What sends one attempt; [ActionableHttpTransport] unless a test supplies its own. */
interface ActionableTransport {
    /**
     * POSTs [body] to [url] with [headers], within about [timeoutMillis] in all (connecting, sending, the answer).
     * @throws IOException when there is no answer.
     */
    @Throws(IOException::class)
    fun post(url: URL, headers: Map<String, String>, body: ByteArray, timeoutMillis: Int): ActionableHttpAnswer
}

/** `HttpURLConnection`, redirects not followed (the credential must not go to another address). */
object ActionableHttpTransport : ActionableTransport {
    private const val MAXIMUM_BODY = 64 * 1024

    override fun post(url: URL, headers: Map<String, String>, body: ByteArray, timeoutMillis: Int): ActionableHttpAnswer {
        val started = System.nanoTime()
        val connection = url.openConnection() as HttpURLConnection
        try {
            connection.requestMethod = "POST"
            connection.instanceFollowRedirects = false
            connection.useCaches = false
            connection.connectTimeout = Math.max(1, timeoutMillis)
            connection.readTimeout = Math.max(1, timeoutMillis)
            connection.doOutput = true
            connection.setFixedLengthStreamingMode(body.size)
            for ((name, value) in headers) connection.setRequestProperty(name, value)
            connection.connect()
            // One budget for the whole attempt: what connecting took is not given to the answer again.
            val elapsed = ((System.nanoTime() - started) / 1_000_000L).toInt()
            connection.readTimeout = Math.max(1, timeoutMillis - elapsed)
            connection.outputStream.use { it.write(body) }
            val status = try {
                connection.responseCode
            } catch (error: HttpRetryException) {
                // A 401 with a challenge, in streaming mode, on the JVM's HttpURLConnection: the status is the answer.
                return ActionableHttpAnswer(error.responseCode(), "", null, false)
            }
            val stream: InputStream? = if (status >= 400) connection.errorStream else connection.inputStream
            val text = if (stream == null) "" else stream.use { readCapped(it) }
            val replayed = "true".equals(connection.getHeaderField(ActionableWire.REPLAYED_HEADER)?.trim(), ignoreCase = true)
            return ActionableHttpAnswer(status, text, connection.getHeaderField("Retry-After"), replayed)
        } finally {
            connection.disconnect()
        }
    }

    private fun readCapped(stream: InputStream): String {
        val out = ByteArrayOutputStream()
        val buffer = ByteArray(4096)
        while (out.size() < MAXIMUM_BODY) {
            val count = stream.read(buffer, 0, Math.min(buffer.size, MAXIMUM_BODY - out.size()))
            if (count < 0) break
            out.write(buffer, 0, count)
        }
        return String(out.toByteArray(), Charset.forName("UTF-8"))
    }
}

/**
 * What became of delivering one outbox entry.
 */
sealed class ActionableOutcome {
    /** The service handled the tap (2xx; [replayed] when it had already, and answered as the first time). */
    class Delivered(val status: Int, val message: String?, val replayed: Boolean) : ActionableOutcome()

    /** Refused for good (400, 403, 404, 410, 413, 422, a replayed 5xx, a 3xx redirect, ...): removed from the outbox. */
    class Rejected(val status: Int, val reason: String) : ActionableOutcome()

    /** Not delivered yet; kept, and tried again from [notBeforeMillis] on (by the job). */
    class Queued(val reason: String, val notBeforeMillis: Long) : ActionableOutcome()

    /** No credential, or the service refused the stored one (401): kept until another is stored. */
    class WaitingForCredential(val reason: String) : ActionableOutcome()

    /** Another delivery of the same key is in flight (the receiver's or the job's): it decides. */
    object InFlight : ActionableOutcome()

    /** Not in the outbox (delivered or dropped already). */
    object Gone : ActionableOutcome()

    /** Whether the handler answered, so the entry left the outbox and the notification can go. */
    val isDefinitive: Boolean get() = this is Delivered || this is Rejected
}

/**
 * What the receiver and the job share: the clock, the retry policy, the transport and the log. The defaults are
 * the real ones; tests replace them before a receiver or job runs.
 */
object ActionableEnvironment {
    @Volatile var clock: ActionableClock = ActionableSystemClock
    @Volatile var retryPolicy: ActionableRetryPolicy = ActionableRetryPolicy()
    @Volatile var transport: ActionableTransport = ActionableHttpTransport
    @Volatile var log: ActionableLog = ActionableAndroidLog
    /**
     * How long [ActionableTapReceiver]'s own delivery (and an activity's) may try, on [clock], before the rest is
     * left to the job: [ActionableTapReceiver.SYNCHRONOUS_BUDGET_MILLIS] (4 s) unless set; never more than
     * [ActionableTapReceiver.FINISH_WITHIN_MILLIS] (8 s), whatever is set.
     */
    @Volatile var receiverBudgetMillis: Long = ActionableTapReceiver.SYNCHRONOUS_BUDGET_MILLIS
}

/**
 * Delivers outbox entries: one claim per key (the receiver's synchronous attempt and the job never send the same tap
 * at once), attempts until a definitive answer or the deadline, then the entry is removed (2xx, final 4xx) or kept with
 * the time of its next attempt. When the handler answers, the tap's notification is cancelled.
 *
 * | answer | what happens | the entry |
 * |---|---|---|
 * | 2xx | done; the notification is cancelled | removed (remembered as answered) |
 * | network failure, no answer in time, 408, 409, 425, 429, 5xx | tried again after `Retry-After` + back-off | kept |
 * | 401 | the stored credential is marked refused; tried again when another is stored ([ActionableCredential]) | kept |
 * | 3xx | a redirect is never followed (the token goes to the stored base URL only) and a permanent one retried for a day would not change: logged as a redirect, the notification is cancelled | removed |
 * | 400, 403, 404, 410, 413, 422, other 4xx, a replayed 5xx | logged (status and identifiers, no text); the notification is cancelled | removed (remembered as answered) |
 */
object ActionableDelivery {
    /** The `Notification` id the builder posts with; the tag is the notification's `notification-id`. */
    const val NOTIFICATION_ID = 0x41637431

    /**
     * Delivers the entry [key] until it is answered or [deadlineMillis] (on [ActionableEnvironment.clock]).
     * Runs on the caller's thread (never the main thread): the receiver's worker or the job's. [stopped] ends it
     * between attempts (the job was stopped): the entry stays.
     */
    fun deliver(context: Context, key: String, deadlineMillis: Long, stopped: () -> Boolean = { false }): ActionableOutcome {
        val outbox = ActionableOutbox.of(context)
        val claim = outbox.claim(key) ?: return ActionableOutcome.InFlight
        try {
            val entry = outbox.read(key) ?: return ActionableOutcome.Gone
            val outcome = attempts(context, outbox, entry, deadlineMillis, stopped)
            if (outcome.isDefinitive) {
                outbox.answered(key, ActionableEnvironment.clock.nowMillis())
                cancelNotification(context, entry.tap.notificationId)
            }
            return outcome
        } finally {
            claim.release()
        }
    }

    /**
     * Delivers every entry that is due, until [deadlineMillis]; returns when the next attempt is due (milliseconds
     * since the epoch; [Long.MAX_VALUE] when nothing is left that a time will help: empty, or waiting for a credential).
     */
    fun flush(context: Context, deadlineMillis: Long, stopped: () -> Boolean = { false }): Long {
        val outbox = ActionableOutbox.of(context)
        val clock = ActionableEnvironment.clock
        var next = Long.MAX_VALUE
        outbox.removeExpired(clock.nowMillis())
        for (key in outbox.keys()) {
            if (stopped()) return clock.nowMillis()
            val now = clock.nowMillis()
            if (now >= deadlineMillis) return now
            val perEntry = Math.min(deadlineMillis, now + ActionableEnvironment.retryPolicy.attemptTimeoutMillis * 2)
            val outcome = deliver(context, key, perEntry, stopped)
            when (outcome) {
                is ActionableOutcome.Queued -> next = Math.min(next, outcome.notBeforeMillis)
                is ActionableOutcome.InFlight -> next = Math.min(next, now + IN_FLIGHT_RECHECK_MILLIS)
                else -> Unit
            }
        }
        return next
    }

    private const val IN_FLIGHT_RECHECK_MILLIS = 30_000L

    private fun attempts(
        context: Context,
        outbox: ActionableOutbox,
        start: ActionableOutbox.Entry,
        deadlineMillis: Long,
        stopped: () -> Boolean
    ): ActionableOutcome {
        val clock = ActionableEnvironment.clock
        val policy = ActionableEnvironment.retryPolicy
        val log = ActionableEnvironment.log
        var entry = start
        val credential = ActionableCredential.read(context)
            ?: return ActionableOutcome.WaitingForCredential("no credential stored")
        val fingerprint = credential.fingerprint
        if (entry.refusedCredential == fingerprint) {
            return ActionableOutcome.WaitingForCredential("the stored credential was refused (401)")
        }
        if (entry.notBeforeMillis > clock.nowMillis()) {
            return ActionableOutcome.Queued("back-off", entry.notBeforeMillis)
        }
        val url = try {
            URL(credential.baseUrl.trimEnd('/') + ActionableWire.PATH)
        } catch (error: IOException) {
            return ActionableOutcome.WaitingForCredential("the stored base URL is not a URL")
        }
        val body = entry.tap.jsonBody().toByteArray(Charsets.UTF_8)
        while (true) {
            val now = clock.nowMillis()
            val timeout = Math.min(policy.attemptTimeoutMillis, deadlineMillis - now)
            if (timeout <= 0) return ActionableOutcome.Queued("no time left", now)
            if (stopped()) return ActionableOutcome.Queued("stopped", now)
            val headers = linkedMapOf(
                "Content-Type" to "application/json",
                ActionableWire.IDEMPOTENCY_KEY_HEADER to entry.key,
                ActionableWire.TIME_REMAINING_HEADER to timeout.toString(),
                "Authorization" to "Bearer " + credential.token
            )
            var retryAfter: Long? = null
            var lastError: String
            entry = entry.attempted()
            try {
                val answer = ActionableEnvironment.transport.post(url, headers, body, timeout.toInt())
                val status = answer.status
                log.info("tap ${entry.key}: attempt ${entry.attempts} answered $status")
                when {
                    status in 200..299 -> return ActionableOutcome.Delivered(status, message(answer.body), answer.replayed)
                    status == 401 -> {
                        log.warning("tap ${entry.key}: the service refused the stored credential (401); kept until another is stored")
                        save(outbox, entry.refused(fingerprint))
                        return ActionableOutcome.WaitingForCredential("401")
                    }
                    status in 500..599 && answer.replayed -> return rejected(entry, status, answer.body)
                    status in 300..399 -> {
                        log.warning("tap ${entry.key} (${entry.tap}): the service answered HTTP $status, a redirect, " +
                            "which is not followed (the credential goes to the stored base URL only); dropped. " +
                            "Store the service's current base URL.")
                        return ActionableOutcome.Rejected(status, "HTTP $status: a redirect, not followed")
                    }
                    ActionableRetryPolicy.isRetryable(status) -> {
                        lastError = "HTTP $status"
                        retryAfter = ActionableRetryPolicy.retryAfterMillis(answer.retryAfter, clock.nowMillis())
                    }
                    else -> return rejected(entry, status, answer.body)
                }
            } catch (error: IOException) {
                lastError = "connection error (" + error.javaClass.simpleName + ")"
                log.info("tap ${entry.key}: attempt ${entry.attempts} failed: $lastError")
            }
            val wait = policy.delayMillis(entry.attempts, retryAfter)
            val due = clock.nowMillis() + wait
            entry = entry.due(due, lastError)
            save(outbox, entry)
            if (due >= deadlineMillis) return ActionableOutcome.Queued(lastError, due)
            try {
                clock.sleep(wait)
            } catch (error: InterruptedException) {
                Thread.currentThread().interrupt()
                return ActionableOutcome.Queued("interrupted", due)
            }
        }
    }

    /**
     * Records an entry's attempts. When the file cannot be written the old one stays, which only means the next
     * attempt comes sooner: logged, not fatal.
     */
    private fun save(outbox: ActionableOutbox, entry: ActionableOutbox.Entry) {
        try {
            outbox.write(entry)
        } catch (error: IOException) {
            ActionableEnvironment.log.warning("tap ${entry.key}: its attempts could not be recorded: " + error.javaClass.simpleName)
        }
    }

    private fun rejected(entry: ActionableOutbox.Entry, status: Int, body: String): ActionableOutcome {
        // The service's message names the field that was wrong, never echoes typed text back; still, only the
        // status and the identifiers are logged.
        ActionableEnvironment.log.warning("tap ${entry.key} (${entry.tap}): refused for good with HTTP $status; dropped")
        return ActionableOutcome.Rejected(status, message(body) ?: "HTTP $status")
    }

    private fun message(body: String): String? {
        val value = try {
            ActionableJson.parse(body)
        } catch (error: ActionableJson.SyntaxError) {
            return null
        }
        return (value as? Map<*, *>)?.get("message") as? String
    }

    /** Cancels the tap's notification (tag = its `notification-id`), as the builder posted it. */
    fun cancelNotification(context: Context, notificationId: String) {
        val manager = context.getSystemService(Context.NOTIFICATION_SERVICE) as? NotificationManager ?: return
        manager.cancel(notificationId, NOTIFICATION_ID)
    }

    /** A short, stable digest of [text] (hex SHA-256, first 16 bytes): file names and credential fingerprints. */
    fun digest(text: String): String {
        val bytes = MessageDigest.getInstance("SHA-256").digest(text.toByteArray(Charsets.UTF_8))
        val out = StringBuilder(32)
        for (index in 0 until 16) {
            val value = bytes[index].toInt() and 0xFF
            out.append(HEX[value shr 4]).append(HEX[value and 0xF])
        }
        return out.toString()
    }

    private const val HEX = "0123456789abcdef"
}

/**
 * A strict JSON reader and writer (RFC 8259), for the tap, the outbox's files and the push's `user-info`: the
 * framework's `org.json` is lenient (it reads `{a:1}` and single quotes) and not on the JVM.
 *
 * Values: `Map<String, Any?>` (insertion order; duplicate names rejected), `List<Any?>`, `String`, [Number] (the
 * number's text, kept exact), `Boolean`, `null`.
 */
object ActionableJson {
    /** A JSON number, kept as written so it is sent back as it came. */
    class Number(val text: String) {
        override fun equals(other: Any?): Boolean = other is Number && other.text == text
        override fun hashCode(): Int = text.hashCode()
        override fun toString(): String = text

        fun toLongOrNull(): Long? = text.toLongOrNull()
    }

    /** [text] is not JSON; [offset] is where it stopped being. */
    class SyntaxError(message: String, val offset: Int) : Exception("$message at offset $offset")

    private const val MAXIMUM_DEPTH = 64

    /** Reads one JSON value that is all of [text] (whitespace around it allowed). */
    @Throws(SyntaxError::class)
    fun parse(text: String): Any? {
        val reader = Reader(text)
        reader.skipWhitespace()
        val value = reader.value(0)
        reader.skipWhitespace()
        if (reader.index != text.length) throw SyntaxError("trailing characters", reader.index)
        return value
    }

    /** Appends [value] as JSON, object members sorted by name so the same value is the same text. */
    fun write(value: Any?, out: StringBuilder) {
        when (value) {
            null -> out.append("null")
            is String -> quote(value, out)
            is Boolean -> out.append(if (value) "true" else "false")
            is Number -> out.append(value.text)
            is Int, is Long -> out.append(value.toString())
            is Map<*, *> -> {
                out.append('{')
                val names = value.keys.map { it.toString() }.sorted()
                for ((index, name) in names.withIndex()) {
                    if (index > 0) out.append(',')
                    quote(name, out)
                    out.append(':')
                    write(value[name], out)
                }
                out.append('}')
            }
            is List<*> -> {
                out.append('[')
                for ((index, item) in value.withIndex()) {
                    if (index > 0) out.append(',')
                    write(item, out)
                }
                out.append(']')
            }
            else -> throw IllegalArgumentException("not a JSON value: " + value.javaClass.name)
        }
    }

    /**
     * Appends [text] as a JSON string: `"` `\` and control characters escaped, the rest as it is (ActionableApp's
     * escaping), except a lone surrogate, which UTF-8 cannot hold: it becomes U+FFFD (as a strict server's UTF-8
     * decoder would make it), so the body stays valid JSON in valid UTF-8 and is not refused with a 400.
     */
    fun quote(text: String, out: StringBuilder) {
        out.append('"')
        var index = 0
        while (index < text.length) {
            val char = text[index]
            val paired = Character.isHighSurrogate(char) && index + 1 < text.length &&
                Character.isLowSurrogate(text[index + 1])
            when {
                paired -> {
                    out.append(char).append(text[index + 1])
                    index += 1
                }
                char == '"' -> out.append("\\\"")
                char == '\\' -> out.append("\\\\")
                char == '\n' -> out.append("\\n")
                char == '\r' -> out.append("\\r")
                char == '\t' -> out.append("\\t")
                Character.isSurrogate(char) -> out.append('\uFFFD')
                char < ' ' -> {
                    val hex = Integer.toHexString(char - '\u0000')
                    out.append("\\u").append("0".repeat(4 - hex.length)).append(hex)
                }
                else -> out.append(char)
            }
            index += 1
        }
        out.append('"')
    }

    private class Reader(val text: String) {
        var index = 0

        fun skipWhitespace() {
            while (index < text.length) {
                val char = text[index]
                if (char != ' ' && char != '\t' && char != '\n' && char != '\r') return
                index += 1
            }
        }

        fun fail(message: String): Nothing = throw SyntaxError(message, index)

        fun value(depth: Int): Any? {
            if (depth > MAXIMUM_DEPTH) fail("nested too deeply")
            if (index >= text.length) fail("a value expected")
            return when (text[index]) {
                '{' -> objectValue(depth)
                '[' -> arrayValue(depth)
                '"' -> string()
                't' -> literal("true", true)
                'f' -> literal("false", false)
                'n' -> literal("null", null)
                else -> number()
            }
        }

        fun literal(word: String, result: Any?): Any? {
            if (!text.startsWith(word, index)) fail("unexpected character")
            index += word.length
            return result
        }

        fun objectValue(depth: Int): Map<String, Any?> {
            val result = LinkedHashMap<String, Any?>()
            index += 1
            skipWhitespace()
            if (index < text.length && text[index] == '}') {
                index += 1
                return result
            }
            while (true) {
                skipWhitespace()
                if (index >= text.length || text[index] != '"') fail("a member name expected")
                val name = string()
                if (result.containsKey(name)) fail("duplicate member name")
                skipWhitespace()
                if (index >= text.length || text[index] != ':') fail("':' expected")
                index += 1
                skipWhitespace()
                result[name] = value(depth + 1)
                skipWhitespace()
                if (index >= text.length) fail("'}' expected")
                when (text[index]) {
                    ',' -> index += 1
                    '}' -> {
                        index += 1
                        return result
                    }
                    else -> fail("',' or '}' expected")
                }
            }
        }

        fun arrayValue(depth: Int): List<Any?> {
            val result = ArrayList<Any?>()
            index += 1
            skipWhitespace()
            if (index < text.length && text[index] == ']') {
                index += 1
                return result
            }
            while (true) {
                skipWhitespace()
                result.add(value(depth + 1))
                skipWhitespace()
                if (index >= text.length) fail("']' expected")
                when (text[index]) {
                    ',' -> index += 1
                    ']' -> {
                        index += 1
                        return result
                    }
                    else -> fail("',' or ']' expected")
                }
            }
        }

        fun string(): String {
            index += 1
            val out = StringBuilder()
            while (true) {
                if (index >= text.length) fail("unterminated string")
                val char = text[index]
                index += 1
                when {
                    char == '"' -> return out.toString()
                    char == '\\' -> {
                        if (index >= text.length) fail("unterminated escape")
                        val escape = text[index]
                        index += 1
                        when (escape) {
                            '"' -> out.append('"')
                            '\\' -> out.append('\\')
                            '/' -> out.append('/')
                            'b' -> out.append('\b')
                            'f' -> out.append('\u000C')
                            'n' -> out.append('\n')
                            'r' -> out.append('\r')
                            't' -> out.append('\t')
                            'u' -> {
                                if (index + 4 > text.length) fail("short \\u escape")
                                var code = 0
                                for (offset in 0 until 4) {
                                    val digit = Character.digit(text[index + offset], 16)
                                    if (digit < 0) fail("bad \\u escape")
                                    code = code * 16 + digit
                                }
                                index += 4
                                out.append(code.toChar())
                            }
                            else -> fail("bad escape")
                        }
                    }
                    char < ' ' -> fail("control character in a string")
                    else -> out.append(char)
                }
            }
        }

        fun number(): Number {
            val start = index
            if (index < text.length && text[index] == '-') index += 1
            if (index >= text.length) fail("a digit expected")
            if (text[index] == '0') {
                index += 1
            } else if (text[index] in '1'..'9') {
                while (index < text.length && text[index] in '0'..'9') index += 1
            } else {
                fail("unexpected character")
            }
            if (index < text.length && text[index] == '.') {
                index += 1
                if (index >= text.length || text[index] !in '0'..'9') fail("a digit expected after '.'")
                while (index < text.length && text[index] in '0'..'9') index += 1
            }
            if (index < text.length && (text[index] == 'e' || text[index] == 'E')) {
                index += 1
                if (index < text.length && (text[index] == '+' || text[index] == '-')) index += 1
                if (index >= text.length || text[index] !in '0'..'9') fail("a digit expected in the exponent")
                while (index < text.length && text[index] in '0'..'9') index += 1
            }
            return Number(text.substring(start, index))
        }
    }
}
