package actionable.jvmtests

import actionable.android.ActionableActivityTap
import actionable.android.ActionableCredential
import actionable.android.ActionableDeliveryJobService
import actionable.android.ActionableEnvironment
import actionable.android.ActionableHttpAnswer
import actionable.android.ActionableHttpTransport
import actionable.android.ActionableJson
import actionable.android.ActionableNotifications
import actionable.android.ActionableOutbox
import actionable.android.ActionableRetryPolicy
import actionable.android.ActionableTap
import actionable.android.ActionableTransport
import actionable.android.ActionableWire
import android.app.Notification
import android.app.PendingIntent
import android.app.job.JobInfo
import android.app.job.JobParameters
import android.content.ComponentName
import android.content.Intent
import android.util.Log
import java.io.File
import java.net.URL
import java.nio.file.Files
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** The tap side's rules that need no service: the builder, the JSON, the key, the policy, the outbox, the contracts. */
object UnitTests {
    private const val NOW = 1_765_000_000_000L

    fun device(sdk: Int = 34): Device {
        PendingIntent.standInReset()
        return Device(Files.createTempDirectory("actionable-unit").toFile(), NOW, sdk)
    }

    private fun flags(pending: PendingIntent): String {
        val names = ArrayList<String>()
        if (pending.standInFlags() and PendingIntent.FLAG_IMMUTABLE != 0) names.add("IMMUTABLE")
        if (pending.standInFlags() and PendingIntent.FLAG_MUTABLE != 0) names.add("MUTABLE")
        if (pending.standInFlags() and PendingIntent.FLAG_UPDATE_CURRENT != 0) names.add("UPDATE_CURRENT")
        return names.joinToString("|")
    }

    fun run() {
        builder()
        json()
        tap()
        retryPolicy()
        outbox()
        activity()
        contracts()
        HardeningTests.run()
    }

    private fun builder() {
        Check.test("a background category: its actions in the registry's order, each an immutable explicit broadcast") {
            val device = device()
            val notification = device.post(device.data("INVITE_CATEGORY", "n-1", "{\"invite-id\":\"i-1\"}"))
            val actions = notification.actions ?: emptyArray()
            Check.equal(actions.map { it.title.toString() }, listOf("Accept", "Decline", "Maybe"), "action titles")
            for (action in actions) {
                val pending = action.actionIntent
                Check.equal(pending.standInKind(), PendingIntent.StandInKind.BROADCAST, "${action.title}'s kind")
                Check.equal(pending.standInIntent().component?.className, Device.receiverClass().name, "${action.title}'s receiver")
                Check.equal(flags(pending), "IMMUTABLE|UPDATE_CURRENT", "${action.title}'s flags")
                Check.expect(action.remoteInputs == null || action.remoteInputs.isEmpty()) { "${action.title} has a RemoteInput" }
            }
            val codes = actions.map { it.actionIntent.standInRequestCode() } + notification.contentIntent.standInRequestCode() +
                notification.deleteIntent.standInRequestCode()
            Check.equal(codes.toSet().size, codes.size, "distinct request codes ($codes)")
            val identifiers = actions.map { it.actionIntent.standInIntent().identifier }
            Check.equal(identifiers.toSet().size, 3, "distinct intent identifiers on 29+ ($identifiers)")
            Check.equal(notification.channelId, "taps", "the channel (API 26+)")
            Check.equal(device.notifications.standInPosted().keys.toList(), listOf("n-1:" + actionable.android.ActionableDelivery.NOTIFICATION_ID), "posted with the notification-id as its tag")
        }
        Check.test("custom dismiss becomes an immutable delete intent to the receiver; the body opens the activity") {
            val device = device()
            val notification = device.post(device.data("INVITE_CATEGORY", "n-2"))
            val delete = notification.deleteIntent
            Check.equal(delete?.standInKind(), PendingIntent.StandInKind.BROADCAST, "the delete intent's kind")
            Check.equal(delete?.standInIntent()?.getStringExtra(ActionableNotifications.EXTRA_ACTION), ActionableWire.DISMISS_ACTION, "the dismissal's action")
            Check.equal(flags(delete), "IMMUTABLE|UPDATE_CURRENT", "the delete intent's flags")
            val content = notification.contentIntent
            Check.equal(content.standInKind(), PendingIntent.StandInKind.ACTIVITY, "the content intent's kind")
            Check.equal(content.standInIntent().component?.className, TestActivity::class.java.name, "the content intent's activity")
            Check.equal(flags(content), "IMMUTABLE|UPDATE_CURRENT", "the content intent's flags")
            val chat = device.post(device.data("CHAT_MESSAGE", "n-3"))
            Check.expect(chat.deleteIntent == null) { "a category without custom-dismiss-action got a delete intent" }
        }
        Check.test("a foreground action opens the activity directly (no trampoline), with its icon") {
            val device = device()
            val notification = device.post(device.data("ORDER", "n-4"))
            val action = device.action(notification, "ORDER", "OPEN")
            Check.equal(action.actionIntent.standInKind(), PendingIntent.StandInKind.ACTIVITY, "the foreground action's kind")
            Check.equal(action.actionIntent.standInIntent().component?.className, TestActivity::class.java.name, "its activity")
            Check.equal(flags(action.actionIntent), "IMMUTABLE|UPDATE_CURRENT", "its flags")
            Check.equal(action.getIcon()?.standInResId(), TestRegistry.ICON_OPEN, "its icon")
        }
        Check.test("at most three actions: the fourth is left out") {
            val device = device()
            val notification = device.post(device.data("FOUR", "n-5"))
            Check.equal((notification.actions ?: emptyArray()).map { it.title.toString() }, listOf("Accept", "Decline", "Maybe"), "titles")
        }
        for (sdk in listOf(31, 34)) {
            Check.test("API $sdk: a reply is a mutable explicit broadcast with a RemoteInput; authentication-required is set") {
                val device = device(sdk)
                val notification = device.post(device.data("CHAT_MESSAGE", "n-6"))
                val reply = device.action(notification, "CHAT_MESSAGE", "REPLY")
                Check.equal(flags(reply.actionIntent), "MUTABLE|UPDATE_CURRENT", "the reply's flags")
                Check.expect(reply.actionIntent.standInIntent().standInIsExplicit()) { "the reply's intent is not explicit" }
                Check.equal(reply.remoteInputs?.map { it.label.toString() }, listOf("Type a message"), "the RemoteInput's label")
                Check.equal(reply.remoteInputs?.map { it.resultKey }, listOf(ActionableNotifications.KEY_USER_TEXT), "its result key")
                Check.equal(reply.semanticAction, Notification.Action.SEMANTIC_ACTION_REPLY, "the semantic action (28+)")
                val mark = device.action(notification, "CHAT_MESSAGE", "MARK_AS_READ")
                Check.expect(mark.isAuthenticationRequired) { "MARK_AS_READ is not authentication-required on $sdk" }
                Check.equal(mark.actionIntent.standInKind(), PendingIntent.StandInKind.BROADCAST, "MARK_AS_READ's kind on $sdk")
                Check.equal(flags(mark.actionIntent), "IMMUTABLE|UPDATE_CURRENT", "MARK_AS_READ's flags")
            }
        }
        Check.test("API 30: an authentication-required background action opens the app to confirm; the reply has no FLAG_MUTABLE") {
            val device = device(30)
            val notification = device.post(device.data("CHAT_MESSAGE", "n-7"))
            val mark = device.action(notification, "CHAT_MESSAGE", "MARK_AS_READ")
            Check.equal(mark.actionIntent.standInKind(), PendingIntent.StandInKind.ACTIVITY, "MARK_AS_READ's kind on 30")
            Check.expect(mark.actionIntent.standInIntent().getBooleanExtra(ActionableNotifications.EXTRA_CONFIRM, false)) { "not marked for confirmation" }
            Check.expect(!mark.isAuthenticationRequired) { "setAuthenticationRequired was called below 31" }
            val reply = device.action(notification, "CHAT_MESSAGE", "REPLY")
            Check.equal(flags(reply.actionIntent), "UPDATE_CURRENT", "the reply's flags on 30 (mutable: no FLAG_IMMUTABLE)")
        }
        Check.test("API 24 and 27: the pre-26 builder, no intent identifier, no semantic action") {
            for (sdk in listOf(24, 27)) {
                val device = device(sdk)
                val notification = device.post(device.data("CHAT_MESSAGE", "n-8"))
                Check.equal(notification.channelId, if (sdk >= 26) "taps" else null, "the channel on $sdk")
                val reply = device.action(notification, "CHAT_MESSAGE", "REPLY")
                Check.equal(reply.semanticAction, 0, "the semantic action on $sdk")
                Check.equal(reply.actionIntent.standInIntent().identifier, null, "the intent identifier on $sdk")
            }
        }
        Check.test("a message that is not the category's, or has no notification-id, builds nothing; bad user-info is {}") {
            val device = device()
            val builder = device.builder()
            Check.expect(builder.build(TestRegistry.invite, device.data("CHAT_MESSAGE", "n-9")) == null) { "built for another category" }
            Check.expect(builder.build(TestRegistry.invite, device.data("INVITE_CATEGORY", "")) == null) { "built without a notification-id" }
            val plain = device.data("INVITE_CATEGORY", "n-9").filterKeys { it != "actionable" }
            Check.expect(builder.build(TestRegistry.invite, plain) == null) { "built for a message without actionable=1" }
            val notification = builder.build(TestRegistry.invite, device.data("INVITE_CATEGORY", "n-9", "{invite: 1}"))
            Check.equal(notification?.contentIntent?.standInIntent()?.getStringExtra(ActionableNotifications.EXTRA_USER_INFO), "{}", "lenient JSON user-info")
        }
    }

    private fun json() {
        Check.test("the JSON reader is strict") {
            val bad = listOf(
                "{a:1}", "{'a':1}", "{\"a\":1,}", "[1,]", "01", "1.", "-", ".5", "1e", "\"\\x\"", "\"a\u0001\"", "{\"a\":1,\"a\":2}",
                "{} {}", "tru", "nul", "[", "\"abc", "\"\\u12\"", "NaN", "+1", ""
            )
            for (text in bad) {
                Check.throws(ActionableJson.SyntaxError::class.java, "parse(${text.replace("\u0001", "\\u0001")})") { ActionableJson.parse(text) }
            }
            Check.throws(ActionableJson.SyntaxError::class.java, "nesting 100 deep") { ActionableJson.parse("[".repeat(100) + "]".repeat(100)) }
        }
        Check.test("the JSON reader reads RFC 8259 values; the writer sorts members and keeps numbers as written") {
            val value = ActionableJson.parse(" {\"b\": [1, -0.5e+3, true, false, null], \"a\": \"\\u00e9\\n\\ud83d\\ude00\", \"c\": {}} ")
            val out = StringBuilder()
            ActionableJson.write(value, out)
            Check.equal(out.toString(), "{\"a\":\"\u00e9\\n\ud83d\ude00\",\"b\":[1,-0.5e+3,true,false,null],\"c\":{}}", "written back")
        }
        Check.test("strings are escaped as ActionableApp escapes them; a lone surrogate becomes U+FFFD") {
            val out = StringBuilder()
            ActionableJson.quote("q\"b\\n\nr\rt\t\u0001\ud800x/", out)
            Check.equal(out.toString(), "\"q\\\"b\\\\n\\nr\\rt\\t\\u0001\ufffdx/\"", "quoted")
        }
    }

    @Suppress("UNCHECKED_CAST")
    private fun objectOf(text: String): Map<String, Any?> = ActionableJson.parse(text) as Map<String, Any?>

    private fun tap() {
        val tap = ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-1", null, "thread-1",
            objectOf("{\"z\":1,\"invite-id\":\"i-1\"}"), 1_764_000_000_250L, 1_763_999_999_000L)
        Check.test("the tap's body: ActionableApp's fields, keys sorted, user-info canonical, received-at in UTC with ms") {
            Check.equal(
                tap.jsonBody(),
                "{\"action\":\"ACCEPT_IDENTIFIER\",\"category\":\"INVITE_CATEGORY\",\"notification-id\":\"n-1\"," +
                    "\"received-at\":\"2025-11-24T16:00:00.250Z\",\"target-content-id\":\"thread-1\"," +
                    "\"user-info\":{\"invite-id\":\"i-1\",\"z\":1}}",
                "jsonBody"
            )
        }
        Check.test("the Idempotency-Key is ActionableApp's: plain for short ASCII, FNV-1a otherwise") {
            Check.equal(tap.idempotencyKey, "tap:n-1:ACCEPT_IDENTIFIER:1763999999000", "plain key")
            val odd = ActionableTap("C", "A", "\u00f1", "typed", null, emptyMap(), 0, 1)
            Check.equal(odd.idempotencyKey, "tap-fnv:b0517c5c44595a3c13c7d6cc9eb81769", "hashed key (python's FNV-1a of tap:\u00f1:A:1)")
            Check.expect(!odd.toString().contains("typed")) { "toString shows the typed text" }
        }
        Check.test("a tap reads back from its body") {
            val read = ActionableTap.fromJson(objectOf(tap.jsonBody()), tap.postedAtMillis)
            Check.equal(read?.jsonBody(), tap.jsonBody(), "read back")
            Check.equal(read?.idempotencyKey, tap.idempotencyKey, "its key")
        }
    }

    private fun retryPolicy() {
        Check.test("back-off doubles to its cap, jittered below the bound, on top of Retry-After") {
            val policy = ActionableRetryPolicy(initialBackoffMillis = 500, maximumBackoffMillis = 4_000, random = { 1.0 })
            Check.equal((1..6).map { policy.delayMillis(it, null) }, listOf(500L, 1000L, 2000L, 4000L, 4000L, 4000L), "bounds")
            Check.equal(policy.delayMillis(2, 3_000), 4_000L, "Retry-After plus back-off")
            val half = ActionableRetryPolicy(initialBackoffMillis = 500, random = { 0.5 })
            Check.equal(half.delayMillis(1, null), 250L, "full jitter")
        }
        Check.test("what is retried: 408, 409, 425, 429, 5xx") {
            val retried = (100..599).filter { ActionableRetryPolicy.isRetryable(it) }
            Check.equal(retried, listOf(408, 409, 425, 429) + (500..599).toList(), "retryable statuses")
        }
        Check.test("Retry-After: delay-seconds and HTTP-date") {
            Check.equal(ActionableRetryPolicy.retryAfterMillis("3", 0), 3_000L, "seconds")
            Check.equal(ActionableRetryPolicy.retryAfterMillis(" 0 ", 0), 0L, "zero")
            val now = 1_445_412_480_000L // Wed, 21 Oct 2015 07:28:00 GMT
            Check.equal(ActionableRetryPolicy.retryAfterMillis("Wed, 21 Oct 2015 07:28:30 GMT", now), 30_000L, "date")
            for (bad in listOf("-1", "soon", "", "1.5")) Check.equal(ActionableRetryPolicy.retryAfterMillis(bad, 0), null, "Retry-After '$bad'")
        }
    }

    private fun outbox() {
        val tap = ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-1", "typed", null, emptyMap(), NOW, NOW - 5)
        Check.test("the outbox keeps one file per key, the first write, with no temporary left") {
            val device = device()
            val outbox = device.outbox
            Check.expect(outbox.put(tap, NOW)) { "the first put did not write" }
            Check.expect(!outbox.put(tap, NOW + 10)) { "the second put of the same key wrote" }
            Check.equal(outbox.keys(), listOf(tap.idempotencyKey), "keys")
            Check.equal(outbox.read(tap.idempotencyKey)?.createdAtMillis, NOW, "the first write is kept")
            Check.equal(outbox.directory.list()?.filter { it.endsWith(".tmp") }, emptyList<String>(), "temporary files")
            Check.expect(outbox.directory.path.contains("no_backup")) { "the outbox is not in the no-backup files: ${outbox.directory}" }
            Check.equal(ActionableOutbox(outbox.directory).keys(), listOf(tap.idempotencyKey), "keys seen by a new outbox (a new process)")
        }
        Check.test("one claim per key at a time") {
            val outbox = device().outbox
            val first = outbox.claim("k")
            Check.expect(first != null) { "the first claim failed" }
            Check.expect(outbox.claim("k") == null) { "a second claim was granted while the first is held" }
            Check.expect(ActionableOutbox(outbox.directory).claim("k") == null) { "another outbox object got the claim" }
            first?.release()
            val again = outbox.claim("k")
            Check.expect(again != null) { "the claim was not free after release" }
            again?.release()
        }
        Check.test("unreadable files and a key that is not its tap's are removed; old taps expire") {
            val device = device()
            val outbox = device.outbox
            outbox.put(tap, NOW)
            File(outbox.directory, "garbage.tap").writeText("{not json")
            val entry = outbox.read(tap.idempotencyKey) ?: throw AssertionError("no entry")
            val forged = entry.json().replace(tap.idempotencyKey, "tap:other:ACCEPT_IDENTIFIER:1")
            File(outbox.directory, actionable.android.ActionableDelivery.digest("tap:other:ACCEPT_IDENTIFIER:1") + ".tap").writeText(forged)
            Check.equal(outbox.keys(), listOf(tap.idempotencyKey), "keys")
            Check.equal(outbox.directory.list()?.filter { it.endsWith(".tap") }?.size, 1, "files left")
            outbox.removeExpired(NOW + ActionableOutbox.MAXIMUM_AGE_MILLIS + 1)
            Check.equal(outbox.keys(), emptyList<String>(), "keys after a day")
        }
    }

    private fun activity() {
        Check.test("the activity helper sends a foreground tap once, and removes it from the intent") {
            val device = device()
            val notification = device.post(device.data("ORDER", "n-10"))
            val intent = device.action(notification, "ORDER", "OPEN").actionIntent.standInIntentForSend(null)
            val incoming: ActionableActivityTap? = ActionableNotifications.handleActivityIntent(device.context, intent)
            Check.equal(incoming?.tap?.action, "OPEN", "the tap")
            Check.equal(incoming?.needsConfirmation, false, "needs confirmation")
            Check.expect(ActionableNotifications.handleActivityIntent(device.context, intent) == null) { "handled twice" }
            Check.expect(device.notifications.standInCancelled().contains("n-10:" + actionable.android.ActionableDelivery.NOTIFICATION_ID)) { "the notification was not cancelled" }
            awaitOutbox(device, 1)
        }
        Check.test("API 30: an authentication-required tap waits for the app's confirmation") {
            val device = device(30)
            val notification = device.post(device.data("CHAT_MESSAGE", "n-11"))
            val intent = device.action(notification, "CHAT_MESSAGE", "MARK_AS_READ").actionIntent.standInIntentForSend(null)
            val incoming = ActionableNotifications.handleActivityIntent(device.context, intent) ?: throw AssertionError("no tap")
            Check.expect(incoming.needsConfirmation) { "not marked for confirmation" }
            Check.expect(threads("actionable-tap-delivery").isEmpty()) { "a delivery started before the confirmation" }
            Check.equal(device.outbox.keys().size, 0, "taps sent before the confirmation")
            val tag = "n-11:" + actionable.android.ActionableDelivery.NOTIFICATION_ID
            Check.expect(tag !in device.notifications.standInCancelled()) { "the notification was cancelled before the person confirmed" }
            ActionableNotifications.confirm(device.context, incoming.tap, null)
            Check.expect(tag in device.notifications.standInCancelled()) { "the notification was not cancelled when the person confirmed" }
            awaitOutbox(device, 1)
        }
    }

    /** The live threads named [name] (the tap side names its threads). */
    fun threads(name: String): List<Thread> = Thread.getAllStackTraces().keys.filter { it.name == name && it.isAlive }

    fun awaitOutbox(device: Device, count: Int) {
        for (thread in threads("actionable-tap-delivery")) thread.join(10_000)
        Check.equal(device.outbox.keys().size, count, "taps in the outbox")
    }

    /** A transport that never answers until released: a service that went quiet. */
    private class Stalled : ActionableTransport {
        val release = CountDownLatch(1)
        val started = CountDownLatch(1)

        override fun post(url: URL, headers: Map<String, String>, body: ByteArray, timeoutMillis: Int): ActionableHttpAnswer {
            started.countDown()
            release.await(60, TimeUnit.SECONDS)
            throw java.io.IOException("released")
        }
    }

    private fun contracts() {
        Check.test("the receiver finishes within Android's 10 s when the service never answers; the tap stays") {
            val device = device()
            ActionableCredential.store(device.context, "http://127.0.0.1:9", "token")
            val stalled = Stalled()
            ActionableEnvironment.transport = stalled
            try {
                val notification = device.post(device.data("INVITE_CATEGORY", "n-12"))
                val result = device.tap(device.action(notification, "INVITE_CATEGORY", "ACCEPT_IDENTIFIER"))
                device.awaitFinished(result)
                val after = result.standInFinishedAfterMillis()
                Check.expect(after in 0 until 10_000) { "finish() came after $after ms, past Android's 10 s" }
                Check.equal(device.outbox.keys().size, 1, "taps in the outbox")
                Check.expect(device.scheduler.getPendingJob(ActionableDeliveryJobService.JOB_ID) != null) { "no job scheduled for the tap" }
            } finally {
                stalled.release.countDown()
                ActionableEnvironment.transport = ActionableHttpTransport
            }
        }
        Check.test("jobFinished is called once, and not after onStopJob") {
            val device = device()
            ActionableCredential.store(device.context, "http://127.0.0.1:9", "token")
            device.outbox.put(ActionableTap("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "n-13", null, null, emptyMap(), NOW, NOW), NOW)
            val stalled = Stalled()
            ActionableEnvironment.transport = stalled
            try {
                val service = ActionableDeliveryJobService()
                service.standInAttach(device.context)
                val info = JobInfo.Builder(ActionableDeliveryJobService.JOB_ID, ComponentName(device.context, ActionableDeliveryJobService::class.java)).build()
                val params = JobParameters.standInCreate(info)
                Check.expect(service.onStartJob(params)) { "onStartJob returned false" }
                Check.expect(stalled.started.await(10, TimeUnit.SECONDS)) { "the job made no attempt" }
                Check.expect(service.onStopJob(params)) { "onStopJob did not ask to be rescheduled" }
                stalled.release.countDown()
                for (thread in threads("actionable-outbox-flush")) thread.join(10_000)
                Check.equal(service.standInFinished().size, 0, "jobFinished calls after onStopJob")
                Check.equal(device.outbox.keys().size, 1, "taps in the outbox after a stopped job")
            } finally {
                stalled.release.countDown()
                ActionableEnvironment.transport = ActionableHttpTransport
            }
            val service = device.runJob()
            for (thread in threads("actionable-outbox-flush")) thread.join(10_000)
            Check.equal(service.standInFinished().size, 1, "jobFinished calls of a job that ran")
        }
        Check.test("typed text and the token never reach the log") {
            val lines = Log.standInLines().joinToString("\n")
            Check.expect(!lines.contains("typed")) { "the log holds typed text" }
            Check.expect(!lines.contains("Bearer")) { "the log holds a credential" }
        }
    }
}
