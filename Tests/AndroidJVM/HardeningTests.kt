package actionable.jvmtests

import actionable.android.ActionableCredential
import actionable.android.ActionableDelivery
import actionable.android.ActionableEnvironment
import actionable.android.ActionableHttpAnswer
import actionable.android.ActionableHttpTransport
import actionable.android.ActionableJson
import actionable.android.ActionableNotifications
import actionable.android.ActionableOutbox
import actionable.android.ActionableOutcome
import actionable.android.ActionableTap
import actionable.android.ActionableTapReceiver
import actionable.android.ActionableTapSignature
import actionable.android.ActionableTransport
import actionable.android.ActionableWire
import android.app.Notification
import android.app.RemoteInput
import android.app.job.JobInfo
import android.app.job.JobScheduler
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.util.Log
import java.io.File
import java.net.URL
import java.nio.file.Files
import java.util.Collections
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/**
 * The review's findings, each as a test that failed before its fix: forged taps through the exported activity, a tap
 * handled again from the same intent, exceptions on the tap side's threads, PendingIntents of notification ids with
 * the same hash below API 29, redirects and plain-http base URLs, a confirmed tap's notification, stale temporary
 * files and lone surrogates, and the receiver's budget.
 */
object HardeningTests {
    private const val NOW = 1_765_000_000_000L

    /** Answers every POST with [status]; records the bodies. */
    private class Recording(val status: Int) : ActionableTransport {
        val bodies: MutableList<String> = Collections.synchronizedList(ArrayList<String>())

        override fun post(url: URL, headers: Map<String, String>, body: ByteArray, timeoutMillis: Int): ActionableHttpAnswer {
            bodies.add(String(body, Charsets.UTF_8))
            return ActionableHttpAnswer(status, "", null, false)
        }
    }

    /** Throws [error] on every POST, as HttpURLConnection does without the INTERNET permission. */
    private class Throwing(val error: RuntimeException) : ActionableTransport {
        override fun post(url: URL, headers: Map<String, String>, body: ByteArray, timeoutMillis: Int): ActionableHttpAnswer =
            throw error
    }

    /** Runs [body] with [transport], then puts the real one back. */
    private fun <T> using(transport: ActionableTransport, body: () -> T): T {
        ActionableEnvironment.transport = transport
        try {
            return body()
        } finally {
            ActionableEnvironment.transport = ActionableHttpTransport
        }
    }

    /** Runs [body] and returns the exceptions that ended a thread meanwhile (none, on Android: one kills the app). */
    private fun uncaught(body: () -> Unit): List<String> {
        val seen = Collections.synchronizedList(ArrayList<String>())
        val previous = Thread.getDefaultUncaughtExceptionHandler()
        Thread.setDefaultUncaughtExceptionHandler { thread, error -> seen.add("${thread.name}: ${error.javaClass.name}") }
        try {
            body()
            for (thread in UnitTests.threads("actionable-tap-delivery")) thread.join(10_000)
            for (thread in UnitTests.threads("actionable-tap")) thread.join(10_000)
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previous)
        }
        return seen.toList()
    }

    private fun tag(notificationId: String): String = "$notificationId:${ActionableDelivery.NOTIFICATION_ID}"

    fun run() {
        forgedTaps()
        sameIntentAgain()
        threadsNeverDie()
        pendingIntentsBelow29()
        redirectsAndPlainHttp()
        outboxFiles()
        receiverBudget()
    }

    private fun forgedTaps() {
        Check.test("a forged activity intent (made up, unsigned, wrongly signed or altered) is ignored; the genuine one is sent") {
            val device = UnitTests.device()
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            val recording = Recording(200)
            using(recording) {
                Log.standInClear()
                val notification = device.post(device.data("ORDER", "n-f1", "{\"order\":\"o-1\"}"))
                val open = device.action(notification, "ORDER", "OPEN").actionIntent
                fun genuine(): Intent = open.standInIntentForSend(null)
                val madeUp = Intent(device.context, TestActivity::class.java)
                madeUp.setAction(ActionableNotifications.ACTION_TAP)
                madeUp.putExtra(ActionableNotifications.EXTRA_CATEGORY, "INVITE_CATEGORY")
                madeUp.putExtra(ActionableNotifications.EXTRA_ACTION, "ACCEPT_IDENTIFIER")
                madeUp.putExtra(ActionableNotifications.EXTRA_NOTIFICATION_ID, "victim-secret-id")
                madeUp.putExtra(ActionableNotifications.EXTRA_USER_INFO, "{\"invite-id\":\"forged\"}")
                madeUp.putExtra(ActionableNotifications.EXTRA_POSTED_AT, NOW)
                madeUp.putExtra(ActionableNotifications.EXTRA_SLOT, 2)
                madeUp.putExtra(ActionableNotifications.EXTRA_CONFIRM, false)
                madeUp.putExtra(ActionableNotifications.EXTRA_EXPECTS_TEXT, true)
                val results = Bundle()
                results.putCharSequence(ActionableNotifications.KEY_USER_TEXT, "forged words")
                RemoteInput.addResultsToIntent(arrayOf(RemoteInput.Builder(ActionableNotifications.KEY_USER_TEXT).build()), madeUp, results)
                val unsigned = genuine()
                unsigned.removeExtra(ActionableNotifications.EXTRA_SIGNATURE)
                val wronglySigned = genuine()
                wronglySigned.putExtra(ActionableNotifications.EXTRA_SIGNATURE, "0".repeat(64))
                val otherAction = genuine()
                otherAction.putExtra(ActionableNotifications.EXTRA_ACTION, "CANCEL_ORDER")
                val otherUserInfo = genuine()
                otherUserInfo.putExtra(ActionableNotifications.EXTRA_USER_INFO, "{\"order\":\"o-2\"}")
                val otherSlot = genuine()
                otherSlot.putExtra(ActionableNotifications.EXTRA_SLOT, 0)
                val withText = genuine()
                withText.putExtra(ActionableNotifications.EXTRA_EXPECTS_TEXT, true)
                val forged = linkedMapOf(
                    "made up" to madeUp, "unsigned" to unsigned, "wrongly signed" to wronglySigned,
                    "another action" to otherAction, "another user-info" to otherUserInfo, "another slot" to otherSlot,
                    "expects-text set" to withText
                )
                for ((what, intent) in forged) {
                    Check.expect(ActionableNotifications.handleActivityIntent(device.context, intent) == null) { "the $what intent was handled" }
                }
                UnitTests.awaitOutbox(device, 0)
                Check.equal(recording.bodies.size, 0, "POSTs of forged taps")
                Check.equal(device.notifications.standInCancelled(), emptyList<String>(), "notifications cancelled by forged taps")
                val lines = Log.standInLines().filter { it.contains("without a valid signature") }
                Check.equal(lines.size, forged.size, "warnings about unsigned intents")
                Check.expect(Log.standInLines().none { it.contains("victim-secret-id") || it.contains("forged") }) {
                    "a forged intent's content reached the log"
                }
                val incoming = ActionableNotifications.handleActivityIntent(device.context, genuine())
                Check.equal(incoming?.tap?.action, "OPEN", "the genuine tap")
                UnitTests.awaitOutbox(device, 0)
                Check.equal(recording.bodies.size, 1, "POSTs of the genuine tap")
            }
        }
        Check.test("the signing key is 32 bytes in the no-backup files, the same for every notification, another per install") {
            val device = UnitTests.device()
            val notification = device.post(device.data("ORDER", "n-key", "{\"order\":\"o-1\"}"))
            val key = File(device.context.noBackupFilesDir, "actionable-tap-key")
            Check.equal(key.length(), 32L, "the key file's size")
            // The signature is HMAC-SHA256 with the key as the file holds it (what another process of the app reads).
            val intent = device.action(notification, "ORDER", "OPEN").actionIntent.standInIntent()
            val mac = Mac.getInstance("HmacSHA256")
            mac.init(SecretKeySpec(key.readBytes(), "HmacSHA256"))
            val canonical = ActionableTapSignature.canonical(
                intent.getIntExtra(ActionableNotifications.EXTRA_SLOT, -1), "ORDER", "OPEN", "n-key",
                intent.getLongExtra(ActionableNotifications.EXTRA_POSTED_AT, -1), "{\"order\":\"o-1\"}", null, false, false
            )
            val expected = mac.doFinal(canonical).joinToString("") { String.format("%02x", it.toInt() and 0xFF) }
            Check.equal(intent.getStringExtra(ActionableNotifications.EXTRA_SIGNATURE), expected, "the signature")
            val before = key.readBytes().toList()
            device.post(device.data("ORDER", "n-key-2"))
            Check.equal(key.readBytes().toList(), before, "the key after another notification")
            // Another install (another phone, or the app reinstalled) has its own key: this intent is not its.
            val other = UnitTests.device()
            Check.expect(ActionableNotifications.handleActivityIntent(other.context, Intent(intent)) == null) { "another install took the tap" }
            Check.expect(!File(other.context.noBackupFilesDir, "actionable-tap-key").readBytes().toList().equals(before)) { "the same key twice" }
        }
        Check.test("API 30: a confirmation tap with EXTRA_CONFIRM turned off is ignored, not sent unconfirmed") {
            val device = UnitTests.device(30)
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            val recording = Recording(200)
            using(recording) {
                val notification = device.post(device.data("CHAT_MESSAGE", "n-confirm"))
                val intent = device.action(notification, "CHAT_MESSAGE", "MARK_AS_READ").actionIntent.standInIntentForSend(null)
                intent.putExtra(ActionableNotifications.EXTRA_CONFIRM, false)
                Check.expect(ActionableNotifications.handleActivityIntent(device.context, intent) == null) { "handled" }
                UnitTests.awaitOutbox(device, 0)
                Check.equal(recording.bodies.size, 0, "POSTs")
            }
        }
        Check.test("typed text is taken from an activity intent only for the foreground text-input action") {
            val device = UnitTests.device()
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            val recording = Recording(200)
            using(recording) {
                val notification = device.post(device.data("ORDER", "n-text"))
                // Text put into a signed intent that has no text field (another sender's): not taken.
                val content = notification.contentIntent.standInIntentForSend(null)
                val results = Bundle()
                results.putCharSequence(ActionableNotifications.KEY_USER_TEXT, "injected words")
                val inputs = arrayOf(RemoteInput.Builder(ActionableNotifications.KEY_USER_TEXT).build())
                RemoteInput.addResultsToIntent(inputs, content, results)
                val body = ActionableNotifications.handleActivityIntent(device.context, content)
                Check.equal(body?.tap?.action, ActionableWire.DEFAULT_ACTION, "the body tap")
                Check.equal(body?.tap?.userText, null, "the body tap's text")
                // The foreground text-input action: the notification's field writes into its mutable PendingIntent.
                val note = device.action(notification, "ORDER", "NOTE")
                val fillIn = Intent()
                val typed = Bundle()
                typed.putCharSequence(note.remoteInputs[0].resultKey, "a note")
                RemoteInput.addResultsToIntent(note.remoteInputs, fillIn, typed)
                val noted = ActionableNotifications.handleActivityIntent(device.context, note.actionIntent.standInIntentForSend(fillIn))
                Check.equal(noted?.tap?.userText, "a note", "the text-input action's text")
                UnitTests.awaitOutbox(device, 0)
                Check.expect(recording.bodies.none { it.contains("injected") }) { "the injected text was sent" }
                Check.expect(recording.bodies.any { it.contains("\"user-text\":\"a note\"") }) { "the typed note was not sent" }
            }
        }
    }

    private fun sameIntentAgain() {
        Check.test("an activity launched from Recents with its first intent does not handle the tap again") {
            val device = UnitTests.device()
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            val recording = Recording(200)
            using(recording) {
                val notification = device.post(device.data("ORDER", "n-history"))
                val intent = device.action(notification, "ORDER", "OPEN").actionIntent.standInIntentForSend(null)
                intent.addFlags(Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)
                Check.expect(ActionableNotifications.handleActivityIntent(device.context, intent) == null) { "handled from history" }
                UnitTests.awaitOutbox(device, 0)
                Check.equal(recording.bodies.size, 0, "POSTs")
            }
        }
        Check.test("the same intent handled again after its tap was answered (a recreated activity) is not sent again") {
            val device = UnitTests.device()
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            val recording = Recording(200)
            using(recording) {
                val notification = device.post(device.data("ORDER", "n-again"))
                val pending = device.action(notification, "ORDER", "OPEN").actionIntent
                Check.expect(ActionableNotifications.handleActivityIntent(device.context, pending.standInIntentForSend(null)) != null) { "not handled" }
                UnitTests.awaitOutbox(device, 0)
                Check.expect(ActionableNotifications.handleActivityIntent(device.context, pending.standInIntentForSend(null)) != null) { "not handled" }
                UnitTests.awaitOutbox(device, 0)
                Check.equal(recording.bodies.size, 1, "POSTs for one tap handled twice")
            }
        }
    }

    private fun threadsNeverDie() {
        Check.test("a transport that throws (SecurityException) kills no thread; the tap stays in the outbox") {
            val device = UnitTests.device()
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            Log.standInClear()
            val seen = uncaught {
                using(Throwing(SecurityException("Permission denied (missing INTERNET permission?)"))) {
                    val notification = device.post(device.data("INVITE_CATEGORY", "n-throws"))
                    device.awaitFinished(device.tap(device.action(notification, "INVITE_CATEGORY", "ACCEPT_IDENTIFIER")))
                    val order = device.post(device.data("ORDER", "n-throws-2"))
                    val intent = device.action(order, "ORDER", "OPEN").actionIntent.standInIntentForSend(null)
                    ActionableNotifications.handleActivityIntent(device.context, intent)
                    for (thread in UnitTests.threads("actionable-tap-delivery")) thread.join(10_000)
                }
            }
            Check.equal(seen, emptyList<String>(), "threads ended by an exception")
            Check.equal(device.outbox.keys().size, 2, "taps kept in the outbox")
            val warnings = Log.standInLines().filter { it.contains("delivery failed: SecurityException") }
            Check.equal(warnings.size, 2, "warnings naming the exception")
            Check.expect(Log.standInLines().none { it.contains("Permission denied") }) { "the exception's message was logged" }
        }
        Check.test("JobScheduler refusing the job (SecurityException) neither throws from store nor stops the delivery") {
            UnitTests.device()
            val refusing = object : JobScheduler() {
                override fun schedule(job: JobInfo): Int = throw SecurityException("requires ACCESS_NETWORK_STATE")
            }
            val context = object : Context() {
                override fun getSystemService(name: String): Any? =
                    if (name == Context.JOB_SCHEDULER_SERVICE) refusing else super.getSystemService(name)
            }
            context.standInSetRoot(Files.createTempDirectory("actionable-unit").toFile())
            Log.standInClear()
            val recording = Recording(200)
            using(recording) {
                val seen = uncaught {
                    ActionableCredential.store(context, "https://api.example.com", "token")
                    val tap = ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-refused-job", null, null, emptyMap(), NOW, NOW)
                    val outcome = ActionableTapReceiver.submit(context, tap, 4_000)
                    Check.expect(outcome is ActionableOutcome.Delivered) { "the tap was not delivered: $outcome" }
                }
                Check.equal(seen, emptyList<String>(), "threads ended by an exception")
            }
            Check.equal(recording.bodies.size, 1, "POSTs")
            Check.expect(Log.standInLines().any { it.contains("could not be scheduled: SecurityException") }) { "the refusal was not logged" }
        }
    }

    private fun pendingIntentsBelow29() {
        Check.test("API 24: two notification ids with the same hashCode (\"Aa\", \"BB\") keep their own PendingIntents") {
            val device = UnitTests.device(24)
            Check.equal("Aa".hashCode(), "BB".hashCode(), "the ids' hash codes")
            val first = device.post(device.data("INVITE_CATEGORY", "Aa"))
            val second = device.post(device.data("INVITE_CATEGORY", "BB"))
            for (index in 0 until 3) {
                val a = (first.actions ?: emptyArray<Notification.Action>())[index].actionIntent
                val b = (second.actions ?: emptyArray<Notification.Action>())[index].actionIntent
                Check.expect(a !== b) { "action $index: one PendingIntent for both notifications" }
                Check.equal(a.standInIntent().getStringExtra(ActionableNotifications.EXTRA_NOTIFICATION_ID), "Aa", "action $index of Aa's notification-id")
            }
            Check.expect(first.contentIntent !== second.contentIntent) { "one content intent for both notifications" }
            Check.expect(first.deleteIntent !== second.deleteIntent) { "one delete intent for both notifications" }
            Check.equal(
                first.contentIntent.standInIntent().getStringExtra(ActionableNotifications.EXTRA_NOTIFICATION_ID), "Aa",
                "Aa's content intent's notification-id"
            )
            Check.equal(first.contentIntent.standInIntent().data?.toString(), "actionable://tap/0/Aa", "the content intent's data")
            val odd = device.post(device.data("INVITE_CATEGORY", "a/b c\u00e9"))
            Check.equal(odd.deleteIntent.standInIntent().data?.toString(), "actionable://tap/1/a%2Fb%20c%C3%A9", "an encoded id in the data")
        }
    }

    private fun redirectsAndPlainHttp() {
        Check.test("a 3xx is final: not followed, not retried, logged as a redirect; the tap leaves the outbox") {
            val device = UnitTests.device()
            ActionableCredential.store(device.context, "https://api.example.com", "token")
            Log.standInClear()
            val recording = Recording(301)
            val outcome = using(recording) {
                val tap = ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-moved", null, null, emptyMap(), NOW, NOW)
                ActionableTapReceiver.submit(device.context, tap, 4_000)
            }
            Check.expect(outcome is ActionableOutcome.Rejected) { "the outcome of a 301: $outcome" }
            Check.equal(recording.bodies.size, 1, "POSTs for a 301")
            Check.equal(device.outbox.keys(), emptyList<String>(), "the outbox after a 301")
            Check.expect(Log.standInLines().any { it.contains("HTTP 301, a redirect") }) { "the redirect was not logged" }
        }
        Check.test("the credential's base URL must be https (http only to localhost, 127.0.0.1, 10.0.2.2)") {
            val device = UnitTests.device()
            for (url in listOf("https://api.example.com", "HTTPS://API.EXAMPLE.COM/base", "http://localhost:8080", "http://127.0.0.1:9",
                "http://10.0.2.2:8080")) {
                ActionableCredential.store(device.context, url, "token")
                Check.equal(ActionableCredential.read(device.context)?.baseUrl, url, "stored")
            }
            for (url in listOf("http://api.example.com", "http://10.0.2.3", "ftp://api.example.com", "not a url", "https://",
                "api.example.com", "http://localhost.example.com")) {
                Check.throws(IllegalArgumentException::class.java, url) { ActionableCredential.store(device.context, url, "other") }
            }
            Check.equal(ActionableCredential.read(device.context)?.token, "token", "the credential kept after a refused URL")
        }
    }

    private fun outboxFiles() {
        Check.test("the outbox removes temporary files older than a minute, and keeps a fresh one") {
            val device = UnitTests.device()
            val outbox = device.outbox
            outbox.put(ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-tmp", null, null, emptyMap(), NOW, NOW), NOW)
            val stale = File(outbox.directory, "write-stale.tmp")
            stale.writeText("{\"half\":")
            stale.setLastModified(System.currentTimeMillis() - 2 * 60_000)
            val fresh = File(outbox.directory, "write-fresh.tmp")
            fresh.writeText("{\"half\":")
            Check.equal(outbox.keys().size, 1, "keys")
            Check.expect(!stale.exists()) { "a two-minute-old temporary file was kept" }
            Check.expect(fresh.exists()) { "a temporary file being written was removed" }
        }
        Check.test("an answered tap is not put again for a day, then forgotten") {
            val device = UnitTests.device()
            val outbox = device.outbox
            val tap = ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-done", null, null, emptyMap(), NOW, NOW)
            Check.expect(outbox.put(tap, NOW)) { "the first put did not write" }
            outbox.answered(tap.idempotencyKey, NOW + 10)
            Check.equal(outbox.keys(), emptyList<String>(), "keys after the answer")
            Check.expect(!outbox.put(tap, NOW + 20)) { "an answered tap was put again" }
            outbox.removeExpired(NOW + ActionableOutbox.MAXIMUM_AGE_MILLIS + 11)
            Check.equal(outbox.directory.list()?.filter { it.endsWith(".done") }, emptyList<String>(), "answered markers after a day")
            Check.expect(outbox.put(tap, NOW + ActionableOutbox.MAXIMUM_AGE_MILLIS + 12)) { "a forgotten tap was not put" }
        }
        Check.test("lone surrogates are written as U+FFFD: the body is valid UTF-8 JSON") {
            val out = StringBuilder()
            ActionableJson.quote("a\ud800b\udc00c\ud83d\ude00d\ud83d", out)
            Check.equal(out.toString(), "\"a\ufffdb\ufffdc\ud83d\ude00d\ufffd\"", "quoted")
            @Suppress("UNCHECKED_CAST")
            val userInfo = ActionableJson.parse("{\"k\":\"\\ud800\"}") as Map<String, Any?>
            val body = ActionableTap("C", "A", "n", "x\udbff", null, userInfo, NOW, NOW).jsonBody()
            Check.equal(String(body.toByteArray(Charsets.UTF_8), Charsets.UTF_8), body, "the body through UTF-8")
            Check.expect(ActionableJson.parse(body) is Map<*, *>) { "the body is not JSON" }
            Check.expect(!body.contains("\\ud")) { "a surrogate escaped alone in the body: $body" }
        }
    }

    private fun receiverBudget() {
        Check.test("the receiver's budget is settable, 4 s by default, never above 8 s") {
            val saved = ActionableEnvironment.receiverBudgetMillis
            try {
                Check.equal(ActionableTapReceiver.budgetMillis(), ActionableTapReceiver.SYNCHRONOUS_BUDGET_MILLIS, "the default")
                ActionableEnvironment.receiverBudgetMillis = 6_000
                Check.equal(ActionableTapReceiver.budgetMillis(), 6_000L, "a set budget")
                ActionableEnvironment.receiverBudgetMillis = 60_000
                Check.equal(ActionableTapReceiver.budgetMillis(), ActionableTapReceiver.FINISH_WITHIN_MILLIS, "a budget above 8 s")
            } finally {
                ActionableEnvironment.receiverBudgetMillis = saved
            }
        }
    }
}
