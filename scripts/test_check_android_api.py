"""Unit tests of scripts/check-android-api.py: each check on a snippet it must flag and on correct code it must pass.

    python3 -m unittest scripts/test_check_android_api.py     (or: cd scripts && python3 -m unittest test_check_android_api)
"""

import importlib.util
import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("check_android_api", os.path.join(HERE, "check-android-api.py"))
checker = importlib.util.module_from_spec(spec)
sys.modules["check_android_api"] = checker
spec.loader.exec_module(checker)
STANDIN = checker.StandIn(checker.DEFAULT_STANDIN)

HEADER = """package com.example

import android.app.Notification
import android.app.NotificationChannel
import android.app.NotificationManager
import android.app.PendingIntent
import android.app.RemoteInput
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.graphics.drawable.Icon
import android.os.Build

enum class Activation { FOREGROUND, BACKGROUND }
class Model(val identifier: String, val semanticAction: Int, val authenticationRequired: Boolean,
    val activation: Activation, val reply: Boolean)

class Tap : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val result = goAsync()
        Thread { result.finish() }.start()
    }
}
"""

GOOD = HEADER + """
annotation class RequiresApi(val api: Int)

object Builder {
    private const val MAX_ACTIONS = 3

    private fun immutable(): Int = PendingIntent.FLAG_IMMUTABLE

    private fun mutable(): Int =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) PendingIntent.FLAG_MUTABLE else 0

    fun channel(context: Context) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return
        val manager = context.getSystemService(Context.NOTIFICATION_SERVICE) as NotificationManager
        manager.createNotificationChannel(NotificationChannel("c", "C", NotificationManager.IMPORTANCE_HIGH))
    }

    @RequiresApi(Build.VERSION_CODES.S)
    private fun authenticate(builder: Notification.Action.Builder) {
        builder.setAuthenticationRequired(true)
    }

    private fun pending(context: Context, index: Int, intent: Intent, flags: Int): PendingIntent =
        PendingIntent.getBroadcast(context, index, intent, flags)

    fun build(context: Context, actions: List<Model>): Notification {
        val builder = if (Build.VERSION.SDK_INT >= 26) {
            Notification.Builder(context, "c")
        } else {
            @Suppress("DEPRECATION")
            Notification.Builder(context)
        }
        for ((index, action) in actions.take(MAX_ACTIONS).withIndex()) {
            val id = action.identifier
            val pending = when {
                action.activation == Activation.FOREGROUND ->
                    PendingIntent.getActivity(context, index, Intent(Intent.ACTION_MAIN), immutable())
                action.reply -> pending(context, index, Intent(context, Tap::class.java), mutable())
                else -> PendingIntent.getBroadcast(context, index, Intent(context, Tap::class.java).putExtra("a", id),
                    PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            }
            val actionBuilder = Notification.Action.Builder(Icon.createWithResource(context, 1), "t", pending)
            if (action.reply) {
                actionBuilder.addRemoteInput(RemoteInput.Builder("text").setLabel("x").build())
            }
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.P && action.semanticAction != 0) {
                actionBuilder.setSemanticAction(action.semanticAction)
            }
            when {
                Build.VERSION.SDK_INT >= 31 -> authenticate(actionBuilder)
                else -> Unit
            }
            if (action.authenticationRequired && Build.VERSION.SDK_INT >= 31) {
                actionBuilder.setAuthenticationRequired(true)
            }
            builder.addAction(actionBuilder.build())
        }
        return builder.build()
    }
}
"""


def run(source, min_sdk=24, extra=()):
    files = [checker.KFile("Snippet.kt", source, STANDIN)]
    files += [checker.KFile(f"Extra{i}.kt", text, STANDIN) for i, text in enumerate(extra)]
    return checker.Checker(checker.Project(files, STANDIN), min_sdk).run()


def with_imports(*names):
    """HEADER with more imports, where Kotlin has them: before the declarations."""
    return HEADER.replace("import android.os.Build\n", "import android.os.Build\n" +
                          "".join(f"import {name}\n" for name in names))


def checks(findings):
    return sorted({f.check for f in findings})


class CorrectCode(unittest.TestCase):
    def test_guarded_builder_passes_at_24_and_31(self):
        for level in (24, 31):
            self.assertEqual([str(f) for f in run(GOOD, level)], [])

    def test_model_properties_named_like_android_members_are_not_android(self):
        source = HEADER + """
fun describe(action: Model): String = action.identifier + action.semanticAction + action.authenticationRequired
"""
        self.assertEqual(run(source), [])


class NewApi(unittest.TestCase):
    def test_unguarded_set_authentication_required(self):
        source = HEADER + """
fun f(context: Context, pi: PendingIntent) {
    Notification.Action.Builder(Icon.createWithResource(context, 1), "t", pi).setAuthenticationRequired(true)
}
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["new-api"])
        self.assertIn("setAuthenticationRequired", findings[0].message)
        self.assertIn("API level 31", findings[0].message)
        self.assertEqual(run(source, 31), [])

    def test_guard_too_low_and_else_branch(self):
        source = HEADER + """
fun f(b: Notification.Action.Builder) {
    if (Build.VERSION.SDK_INT >= 28) b.setAuthenticationRequired(true) else b.setSemanticAction(1)
}
"""
        self.assertEqual([(f.line, "31" in f.message) for f in run(source)], [(26, True), (26, False)])

    def test_channel_constant_and_constructor(self):
        source = HEADER + """
fun f(context: Context) {
    val n = Notification.Builder(context, "c")
    val c = NotificationChannel("c", "C", 4)
    val s = Notification.Action.SEMANTIC_ACTION_REPLY
    val m = PendingIntent.FLAG_MUTABLE
}
"""
        files = [checker.KFile("Snippet.kt", source, STANDIN)]
        check = checker.Checker(checker.Project(files, STANDIN), 24)
        self.assertEqual(len(check.run()), 2)  # the constructors
        self.assertEqual(len(check.warnings), 2)  # the constants: inlined, Android Lint's InlinedApi (a warning)

    def test_requires_api_function_called_unguarded(self):
        source = HEADER + """
annotation class RequiresApi(val api: Int)
@RequiresApi(31)
fun auth(b: Notification.Action.Builder) { b.setAuthenticationRequired(true) }
fun f(b: Notification.Action.Builder) { auth(b) }
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["new-api"])
        self.assertIn("auth", findings[0].message)


class Overloads(unittest.TestCase):
    """Action.Builder(int, CharSequence, PendingIntent) is API 20 (deprecated), Action.Builder(Icon, …) API 23, and
    Notification.Builder.setSmallIcon(int) API 11 beside setSmallIcon(Icon) API 23: same name, same arity."""

    def test_the_arguments_types_pick_the_overload(self):
        source = HEADER + """
fun byIcon(icon: Icon, pi: PendingIntent) = Notification.Action.Builder(icon, "t", pi)
fun byResource(pi: PendingIntent) = Notification.Action.Builder(17, "t", pi)
fun byResourceId(pi: PendingIntent) = Notification.Action.Builder(R.drawable.ic_reply, "t", pi)
fun small(b: Notification.Builder, res: Int) = b.setSmallIcon(res)
fun smallIcon(b: Notification.Builder, icon: Icon?) = b.setSmallIcon(icon)
"""
        findings = run(source, 21)
        self.assertEqual([(f.line, "API level 23" in f.message) for f in findings], [(25, True), (29, True)],
                         [str(f) for f in findings])
        self.assertNotIn("overloads", findings[0].message)
        # At min-sdk 24 (what the generated code needs) both overloads are fine.
        self.assertEqual(run(source, 24), [])

    def test_unknown_argument_types_take_the_higher_level_and_say_so(self):
        source = HEADER + """
fun f(context: Context, pi: PendingIntent) = Notification.Action.Builder(pick(context), "t", pi)
fun pick(context: Context) = if (context.hashCode() > 0) 1 else 2
"""
        findings = run(source, 21)
        self.assertEqual(checks(findings), ["new-api"])
        self.assertIn("API level 23", findings[0].message)
        self.assertIn("overloads with 3 argument(s) are API levels 20, 23", findings[0].message)

    def test_a_guard_for_the_higher_level_covers_it(self):
        source = HEADER + """
fun f(icon: Icon, pi: PendingIntent) =
    if (Build.VERSION.SDK_INT >= 23) Notification.Action.Builder(icon, "t", pi) else null
"""
        self.assertEqual(run(source, 21), [])


class JavaApi(unittest.TestCase):
    def test_java_classes_and_members_above_min_sdk(self):
        source = with_imports("java.time.Instant", "java.util.Base64") + """
fun f(bytes: ByteArray, n: Long): List<Any> = listOf(
    Base64.getEncoder().encodeToString(bytes),
    java.util.Base64.getDecoder(),
    Instant.now(),
    java.time.ZoneOffset.UTC,
    java.nio.file.Paths.get("x"),
    java.lang.Long.toUnsignedString(n),
    java.lang.Integer.parseUnsignedInt("1"),
    java.lang.String.join(",", listOf("a")),
    java.util.List.of(1, 2),
    java.util.Map.of("a", 1)
)
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["new-api"])
        levels = [re.search(r"API level (\d+)", f.message).group(1) for f in findings]
        self.assertEqual(levels, ["26"] * 8 + ["30"] * 2, [str(f) for f in findings])
        self.assertIn("java.util.Base64", findings[0].message)
        self.assertIn("reference/java/util/Base64", findings[0].message)
        self.assertIn("toUnsignedString", findings[5].message)
        self.assertEqual(run(source, 30), [])

    def test_guarded_java_apis_pass(self):
        source = with_imports("java.util.Base64") + """
fun f(bytes: ByteArray): String =
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O) Base64.getEncoder().encodeToString(bytes)
    else android.util.Base64.encodeToString(bytes, 0)
"""
        self.assertEqual(run(source), [])

    def test_kotlin_functions_of_the_same_names_are_not_java(self):
        source = with_imports("android.util.Base64") + """
class Instant { companion object { fun now() = Instant() } }

fun f(bytes: ByteArray, n: Long, m: Map<String, Int>): String {
    val s = "ab".repeat(2) + listOf("a", "b").joinToString(",") + n.toULong().toString() + Instant.now()
    listOf(1, 2).forEach { println(it) }
    m.forEach { (key, value) -> println(key + value) }
    m.forEach { entry -> println(entry.key) }
    val set = java.util.concurrent.ConcurrentHashMap.newKeySet<String>()
    return s + Base64.encodeToString(bytes, Base64.NO_WRAP) + java.util.Date() + set + String.format("%d", 1)
}
"""
        self.assertEqual([str(f) for f in run(source, 21)], [])

    def test_string_chars_and_java_map_for_each_at_21(self):
        source = HEADER + """
fun f(m: Map<String, Int>, text: String) {
    "abc".chars()
    text.codePoints()
    m.forEach { key, value -> println(key + value) }
}
"""
        findings = run(source, 21)
        self.assertEqual([(f.line, "API level 24" in f.message) for f in findings], [(26, True), (27, True), (28, True)],
                         [str(f) for f in findings])
        self.assertIn("Map.forEach", findings[2].message)
        self.assertEqual(run(source, 24), [])


class Lint(unittest.TestCase):
    def test_trampoline_receiver_starts_activity(self):
        source = HEADER + """
class Bounce : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) { context.startActivity(Intent(Intent.ACTION_MAIN)) }
}
fun f(context: Context) = PendingIntent.getBroadcast(context, 0, Intent(context, Bounce::class.java),
    PendingIntent.FLAG_IMMUTABLE)
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["trampoline"])
        self.assertIn("Bounce", findings[0].message)

    def test_trampoline_foreground_action_to_receiver(self):
        source = HEADER + """
fun f(context: Context, action: Model) =
    if (action.activation == Activation.FOREGROUND) {
        PendingIntent.getBroadcast(context, 0, Intent(context, Tap::class.java), PendingIntent.FLAG_IMMUTABLE)
    } else {
        PendingIntent.getActivity(context, 0, Intent(Intent.ACTION_MAIN), PendingIntent.FLAG_IMMUTABLE)
    }
"""
        self.assertEqual(checks(run(source)), ["trampoline"])

    def test_pending_intent_without_mutability(self):
        source = HEADER + """
fun f(context: Context) =
    PendingIntent.getBroadcast(context, 0, Intent(context, Tap::class.java), PendingIntent.FLAG_UPDATE_CURRENT)
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["pending-intent-mutability"])

    def test_flags_through_a_parameter_are_followed_to_every_caller(self):
        source = HEADER + """
fun p(context: Context, flags: Int) = PendingIntent.getBroadcast(context, 0, Intent(context, Tap::class.java), flags)
fun a(context: Context) = p(context, PendingIntent.FLAG_IMMUTABLE)
fun b(context: Context) = p(context, 0)
"""
        self.assertEqual(checks(run(source)), ["pending-intent-mutability"])
        self.assertEqual(run(source.replace("p(context, 0)", "p(context, flags = PendingIntent.FLAG_MUTABLE)"), 31), [])

    def test_immutable_reply(self):
        source = HEADER + """
fun f(context: Context): Notification.Action {
    val pi = PendingIntent.getBroadcast(context, 0, Intent(context, Tap::class.java), PendingIntent.FLAG_IMMUTABLE)
    return Notification.Action.Builder(Icon.createWithResource(context, 1), "Reply", pi)
        .addRemoteInput(RemoteInput.Builder("text").build())
        .build()
}
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["reply-intent"])
        self.assertIn("immutable", findings[0].message)

    def test_implicit_reply(self):
        source = HEADER + """
fun f(context: Context): Notification.Action {
    val flags = if (Build.VERSION.SDK_INT >= 31) PendingIntent.FLAG_MUTABLE else 0
    val pi = PendingIntent.getBroadcast(context, 0, Intent("com.example.REPLY"), flags)
    val b = Notification.Action.Builder(Icon.createWithResource(context, 1), "Reply", pi)
    b.addRemoteInput(RemoteInput.Builder("text").build())
    return b.build()
}
"""
        findings = run(source)
        self.assertEqual(checks(findings), ["reply-intent"])
        self.assertIn("implicit", findings[0].message)

    def test_four_actions(self):
        source = HEADER + """
fun f(b: Notification.Builder, a: Notification.Action) {
    b.addAction(a)
    b.addAction(a)
    b.addAction(a)
    b.addAction(a)
}
"""
        self.assertEqual(checks(run(source)), ["too-many-actions"])

    def test_uncapped_and_over_capped_loops(self):
        uncapped = HEADER + """
fun f(b: Notification.Builder, actions: List<Notification.Action>) { for (a in actions) b.addAction(a) }
"""
        self.assertEqual(checks(run(uncapped)), ["too-many-actions"])
        over = HEADER + """
const val CAP = 4
fun f(b: Notification.Builder, actions: List<Notification.Action>) { actions.take(CAP).forEach { b.addAction(it) } }
"""
        findings = run(over)
        self.assertEqual(checks(findings), ["too-many-actions"])
        self.assertIn("capped at 4", findings[0].message)
        self.assertEqual(run(over.replace("CAP = 4", "CAP = 3")), [])

    def test_stand_in_only_members(self):
        source = HEADER + """
fun f(manager: NotificationManager) = manager.standInPosted()
"""
        self.assertEqual(checks(run(source)), ["stand-in-only"])


class StandInLevels(unittest.TestCase):
    def test_levels_are_read_from_the_java_sources(self):
        builder = STANDIN.classes["android.app.Notification.Action.Builder"]
        levels = {m.name: m.level for m in builder.members}
        self.assertEqual(levels["setAuthenticationRequired"], 31)
        self.assertEqual(levels["setSemanticAction"], 28)
        self.assertEqual(STANDIN.version_codes["S"], 31)


if __name__ == "__main__":
    unittest.main()
