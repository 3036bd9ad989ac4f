#!/usr/bin/python3
"""The Android side of a tap on the JVM against a real `serve`: the tap side's Kotlin
(Sources/ActionableCodegen/Resources/android/*.kt) and its tests (Tests/AndroidJVM/*.kt) compiled with kotlinc -Werror
against the android.* stand-in (Tests/AndroidStandIn, javac first), then run step by step, one JVM process per step,
against `actionable-example-server serve --auth tokens` (Examples/WebSite/Categories) behind the fault proxy of
scripts/tapcheck.py.

  scripts/check-android-taps.py [--server PATH] [--only NAME,...] [--keep]

A phone is a directory (its no-backup files hold the outbox and the credential), so the next JVM process on it is
the same phone after the last one exited or was killed. Time on the phone is a fake clock each step starts at
`--now`: a back-off or Retry-After wait is recorded and passes at once, so nothing here sleeps to wait for time.

  unit            the rules that need no service (Tests/AndroidJVM/UnitTests.kt): the builder at API 24/27/30/31/34
                  (order, three actions, flags, trampoline-free foreground, RemoteInput, authentication below 31,
                  delete intent), strict JSON, the Idempotency-Key, the retry policy, the outbox, the activity
                  helper, the receiver's finish() within 10 s, jobFinished exactly once and never after onStopJob;
                  and the review's findings (HardeningTests.kt): forged or altered activity intents ignored, typed
                  text only from the text-input action, Recents relaunches, no thread killed by an exception,
                  hash-colliding notification ids below API 29, 3xx final, https-only credentials, stale temporary
                  files, lone surrogates, the receiver's budget
  handled-once    a background tap: serve runs the handler once; the request carried ActionableApp's JSON and
                  headers (Idempotency-Key tap:<id>:<action>:<posted-at>, Bearer token, application/json); the
                  notification is cancelled; the receiver finished; the back-up job needs a network (NETWORK_TYPE_ANY)
                  and is persisted
  offline-online  connections dropped during the tap, then the service's port closed for the job: the tap stays in
                  the outbox and the job is rescheduled; then back: the job delivers it once
  retry-503       503 (Retry-After: 3) then 200: retried after at least 3 s of the fake clock, handled once; a 503 with
                  Retry-After: 60 leaves the tap for the job, which does not send it 30 s later, and does at 60 s
  same-tap-twice  the same intent to two receivers at once, then the same tap from another process: one key, one
                  POST, one run (the outbox remembers an answered tap and does not send it again)
  killed          the process killed (kill -9) while its delivery is in flight: the next process's job delivers
                  the tap once (the dead process's claim is gone with it) and leaves no file behind but the
                  answered tap's marker
  receiver-and-job  the job runs in another process while the receiver's delivery of the same tap is in flight
                  (every attempt held by the proxy until the scenario heals it; the receiver's budget at its 8 s
                  maximum, so its attempts outlast a slow job process): the job sends nothing (one delivery per key
                  at a time, across processes); after the heal the receiver's retry delivers it once
  text-reply      a typed reply reaches serve as user-text; the notification is cancelled (no spinner for ever),
                  also when the reply is only queued; the text appears in no log (the JVM's, serve's)
  credential-401  the service refuses the stored token (401): the tap is kept, not retried with that token; a new
                  token schedules a flush at once, which delivers it
  refused         a final 4xx (422: the action has no handler): dropped, logged without text, notification cancelled

Exit status: 0 passed, 1 a check failed (a `FAIL:` line each), 2 set-up error.
"""
import argparse
import json
import os
import pathlib
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from tapcheck import TOKEN, CheckFailed, FaultProxy, Serve, SetupError, free_port, wait_until  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
STDLIB = "/usr/share/java/kotlin-stdlib.jar"
MAIN = "actionable.jvmtests.StepsKt"
START = 1_765_000_000_000  # the fake clock's start (2025-12-06), milliseconds
TAG_ID = 0x41637431         # ActionableDelivery.NOTIFICATION_ID
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")


def compile_sources(work):
    """javac the stand-in, then kotlinc -Werror the tap side and the tests; returns the class path."""
    standin, classes = work / "standin", work / "classes"
    standin.mkdir()
    classes.mkdir()
    java_sources = sorted(str(p) for p in (ROOT / "Tests/AndroidStandIn/src").rglob("*.java"))
    if not java_sources:
        raise SetupError("no stand-in sources under Tests/AndroidStandIn/src")
    run = subprocess.run(["javac", "-nowarn", "-d", str(standin), *java_sources], capture_output=True, text=True)
    if run.returncode != 0:
        raise SetupError(f"javac of the stand-in failed:\n{run.stdout}{run.stderr}")
    kotlin_sources = sorted(str(p) for p in (ROOT / "Sources/ActionableCodegen/Resources/android").glob("*.kt"))
    kotlin_sources += sorted(str(p) for p in (ROOT / "Tests/AndroidJVM").glob("*.kt"))
    run = subprocess.run(["kotlinc", "-Werror", "-jvm-target", "1.8", "-cp", str(standin), "-d", str(classes),
                          *kotlin_sources], capture_output=True, text=True)
    output = "\n".join(line for line in (run.stdout + run.stderr).splitlines() if "Xverify" not in line)
    if run.returncode != 0:
        # A compile error in the tap side is a check failure, not a set-up problem.
        raise CheckFailed(f"kotlinc -Werror failed:\n{output}")
    return os.pathsep.join([str(standin), str(classes), STDLIB])


class Check:
    """The compiled tests, serve, the proxy, and every JVM step's output (searched for typed text at the end)."""

    def __init__(self, args, work, classpath):
        self.args, self.work, self.classpath = args, work, classpath
        serve_port = free_port()
        self.serve = Serve(args.server, ROOT / "Examples/WebSite/Categories", serve_port, None, work / "serve.log")
        self.proxy = FaultProxy(serve_port)
        self.endpoint = f"http://127.0.0.1:{self.proxy.port}"
        self.outputs = []
        self.serve.wait_ready()

    def command(self, step, phone, now, options):
        command = ["java", "-cp", self.classpath, MAIN, step]
        if phone is not None:
            command += ["--root", str(phone), "--now", str(now), "--endpoint", options.pop("endpoint", self.endpoint)]
            token = options.pop("token", TOKEN)
            if token is not None:
                command += ["--token", token]
        for name, value in options.items():
            command += [f"--{name}"] if value is True else [f"--{name}", str(value)]
        return command

    def step(self, step, phone=None, now=START, **options):
        """Runs one step in a new JVM; returns its RESULT; a CheckFailed with its FAIL lines when it failed."""
        run = subprocess.run(self.command(step, phone, now, options), capture_output=True, text=True, timeout=120)
        self.outputs.append(run.stdout + run.stderr)
        return self.result(step, run.returncode, run.stdout, run.stderr)

    def result(self, step, status, stdout, stderr):
        fails = [line for line in stdout.splitlines() if line.startswith("FAIL:")]
        results = [line[len("RESULT "):] for line in stdout.splitlines() if line.startswith("RESULT ")]
        if status != 0 or fails or not results:
            raise CheckFailed(f"JVM step {step} failed (exit {status}):\n" + "\n".join(fails or [stdout[-1500:], stderr[-1500:]]))
        return json.loads(results[-1])

    def phone(self, name):
        path = self.work / "phones" / name
        path.mkdir(parents=True)
        return path

    def posts(self, notification_id):
        return self.proxy.posts_for(notification_id)

    def served(self, notification_id, message="Handled action"):
        return sum(1 for line in self.serve.text().splitlines() if message in line and notification_id in line)

    def expect_served_once(self, notification_id, message="Handled action"):
        wait_until(lambda: self.served(notification_id, message) >= 1, 5,
                   f"serve never logged '{message}' for {notification_id}")
        count = self.served(notification_id, message)
        if count != 1:
            raise CheckFailed(f"serve logged '{message}' {count} times for {notification_id}, expected once")

    def close(self):
        self.proxy.close()
        self.serve.stop()


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


def tag(notification_id):
    return f"{notification_id}:{TAG_ID}"


def one_key(posts, what):
    keys = {post["headers"].get("idempotency-key") for post in posts}
    expect(len(keys) == 1, f"{what}: the attempts carried {len(keys)} Idempotency-Keys ({sorted(map(str, keys))})")
    return keys.pop()


# MARK: Scenarios


def scenario_unit(check):
    check.step("unit")


def scenario_handled_once(check):
    phone, nid = check.phone("once"), "android-once"
    result = check.step("tap", phone, category="INVITE_CATEGORY", action="ACCEPT_IDENTIFIER", **{
        "notification-id": nid, "user-info": '{"invite-id":"inv-1","n":2}'})
    check.expect_served_once(nid)
    posts = check.posts(nid)
    expect(len(posts) == 1, f"{len(posts)} POSTs for one tap")
    headers, body = posts[0]["headers"], json.loads(posts[0]["body"])
    expect(headers.get("idempotency-key") == f"tap:{nid}:ACCEPT_IDENTIFIER:{result['posted-at']}",
           f"Idempotency-Key {headers.get('idempotency-key')!r}")
    expect(headers.get("authorization") == f"Bearer {TOKEN}", "the Authorization header is not the stored token")
    expect(headers.get("content-type") == "application/json", f"Content-Type {headers.get('content-type')!r}")
    expect(set(body) == {"action", "category", "notification-id", "received-at", "user-info"},
           f"the body's fields: {sorted(body)}")
    expect((body["action"], body["category"], body["notification-id"]) == ("ACCEPT_IDENTIFIER", "INVITE_CATEGORY", nid),
           f"the body's identifiers: {body}")
    expect(body["user-info"] == {"invite-id": "inv-1", "n": 2}, f"user-info {body['user-info']}")
    expect(ISO.match(body["received-at"]) is not None, f"received-at {body['received-at']!r}")
    expect(posts[0]["body"] == json.dumps(body, separators=(",", ":"), sort_keys=True), "the body's keys are not sorted")
    expect(result["outbox"] == [], f"the outbox after a delivered tap: {result['outbox']}")
    expect(tag(nid) in result["cancelled"], "the notification was not cancelled when the handler answered")
    expect(all(0 <= ms < 10_000 for ms in result["finished-after"]), f"finish() after {result['finished-after']} ms")
    expect(result["jobs"] and all(job["network-any"] and job["persisted"] for job in result["jobs"]),
           f"the back-up job is not a persisted job that needs a network: {result['jobs']}")


def scenario_offline_online(check):
    phone, nid = check.phone("offline"), "android-offline"
    check.proxy.fail_next("drop", 1000)
    result = check.step("tap", phone, category="INVITE_CATEGORY", action="DECLINE_IDENTIFIER", **{"notification-id": nid})
    expect(len(result["outbox"]) == 1, f"the outbox while offline: {result['outbox']}")
    expect(check.served(nid) == 0, "serve handled a tap while the connections were dropped")
    expect(tag(nid) not in result["cancelled"], "the notification was cancelled before the handler answered")
    due = result["outbox"][0]["not-before"]
    expect(result["jobs"] and result["jobs"][-1]["latency"] == due - result["now"],
           f"the job was not rescheduled for the tap's next attempt: jobs {result['jobs']}, due {due}")
    # The service's port closed (nothing listens there) when the job runs.
    closed = f"http://127.0.0.1:{free_port()}"
    result = check.step("job", phone, now=due, endpoint=closed)
    expect(len(result["outbox"]) == 1 and result["outbox"][0]["attempts"] > 0, f"the outbox after a failed job: {result['outbox']}")
    expect(result["jobs"], "the job did not reschedule itself with a tap left")
    check.proxy.heal()
    before = len(check.posts(nid))
    result = check.step("job", phone, now=result["outbox"][0]["not-before"])
    check.expect_served_once(nid)
    expect(result["outbox"] == [], f"the outbox after the network came back: {result['outbox']}")
    expect(tag(nid) in result["cancelled"], "the notification was not cancelled after the job delivered the tap")
    posts = check.posts(nid)
    expect(len(posts) == before + 1, f"{len(posts) - before} POSTs from the job, expected 1")
    one_key(posts, "offline-online")


def scenario_retry_503(check):
    phone, nid = check.phone("retry"), "android-503"
    check.proxy.retry_after = "3"
    check.proxy.fail_next("503", 1)
    result = check.step("tap", phone, category="INVITE_CATEGORY", action="ACCEPT_IDENTIFIER", **{"notification-id": nid})
    check.expect_served_once(nid)
    posts = check.posts(nid)
    expect([post["answered"] for post in posts] == [503, 200], f"answers {[post['answered'] for post in posts]}")
    one_key(posts, "retry-503")
    expect(result["sleeps"] and result["sleeps"][0] >= 3000, f"waited {result['sleeps']} ms after Retry-After: 3")
    expect(result["outbox"] == [], f"the outbox after the retry: {result['outbox']}")
    # A Retry-After longer than the receiver's time: the job honours it.
    nid = "android-503-later"
    check.proxy.retry_after = "60"
    check.proxy.fail_next("503", 1)
    result = check.step("tap", phone, now=START + 100_000, category="INVITE_CATEGORY", action="ACCEPT_IDENTIFIER",
                        **{"notification-id": nid})
    expect(len(result["outbox"]) == 1, f"the outbox after a 503 with Retry-After: 60: {result['outbox']}")
    due = result["outbox"][0]["not-before"]
    expect(due >= START + 100_000 + 60_000, f"next attempt at +{due - START - 100_000} ms, before Retry-After's 60 s")
    result = check.step("job", phone, now=START + 100_000 + 30_000)
    expect(len(check.posts(nid)) == 1, "the job sent the tap before its Retry-After had passed")
    expect(len(result["outbox"]) == 1 and result["jobs"], f"after the early job: {result}")
    result = check.step("job", phone, now=due)
    check.expect_served_once(nid)
    expect(result["outbox"] == [], f"the outbox after Retry-After: {result['outbox']}")
    one_key(check.posts(nid), "retry-503 (Retry-After: 60)")
    check.proxy.retry_after = "0"


def scenario_same_tap_twice(check):
    phone, nid = check.phone("twice"), "android-twice"
    options = {"category": "INVITE_CATEGORY", "action": "ACCEPT_IDENTIFIER", "notification-id": nid}
    result = check.step("tap", phone, twice=True, **options)
    check.expect_served_once(nid)
    expect(len(result["finished-after"]) == 2, "two receivers did not both finish")
    expect(result["outbox"] == [], f"the outbox: {result['outbox']}")
    first = len(check.posts(nid))
    expect(first == 1, f"{first} POSTs for two receivers of one tap at once (one delivery per key at a time)")
    # The same tap (same notification, same posted-at) from another process: the outbox knows it was answered.
    result = check.step("tap", phone, **options)
    posts = check.posts(nid)
    expect(len(posts) == first and result["sent"] == 0, f"{len(posts) - first} POSTs for the repeated tap, expected none")
    expect(result["outbox"] == [], f"the outbox after the repeated tap: {result['outbox']}")
    one_key(posts, "same-tap-twice")
    check.expect_served_once(nid)


def scenario_killed(check):
    phone, nid = check.phone("killed"), "android-killed"
    check.proxy.fail_next("hold", 1)
    # The budget at its maximum: the held attempt's socket timeout (8 s) is not what ends it; the kill is.
    command = check.command("tap", phone, START, {"category": "INVITE_CATEGORY", "action": "ACCEPT_IDENTIFIER",
                                                  "notification-id": nid, "hold": True, "budget": 8000})
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        wait_until(lambda: check.posts(nid), 20, "the tap's first attempt never reached the proxy")
        expect(process.poll() is None, "the JVM ended before it was killed")
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    check.outputs.append(process.stdout.read().decode("utf-8", "replace"))
    process.stdout.close()
    process.stdin.close()
    expect(process.returncode == -signal.SIGKILL, f"the JVM exited {process.returncode}, not killed")
    check.proxy.heal()
    outbox = phone / "no_backup" / "actionable-outbox"
    expect(len(list(outbox.glob("*.tap"))) == 1, "the killed process left no tap in its outbox")
    result = check.step("job", phone, now=START + 5_000)
    check.expect_served_once(nid)
    expect(result["outbox"] == [], f"the outbox after the next process's job: {result['outbox']}")
    posts = check.posts(nid)
    expect([post["answered"] for post in posts] == ["held", 200], f"answers {[post['answered'] for post in posts]}")
    one_key(posts, "killed")
    left = sorted(path.name for path in outbox.iterdir() if not path.name.endswith(".done"))
    expect(left == [], f"files left in the outbox: {left}")
    markers = list(outbox.glob("*.done"))
    expect(len(markers) == 1, f"answered-tap markers: {[path.name for path in markers]}")


def scenario_receiver_and_job(check):
    phone, nid = check.phone("receiver-and-job"), "android-concurrent"
    # Every attempt is held until the heal, not only the first: should one reach its socket timeout (the budget, 8 s
    # of real time) before the job process is done, the receiver's retry is held too and the claim stays its own.
    # The fake clock moves only by the back-offs, so the receiver keeps trying for about 27 s of held attempts.
    check.proxy.fail_next("hold", 1000)
    command = check.command("tap", phone, START, {"category": "INVITE_CATEGORY", "action": "ACCEPT_IDENTIFIER",
                                                  "notification-id": nid, "budget": 8000})
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stdout = stderr = ""
    try:
        wait_until(lambda: check.posts(nid), 20, "the receiver's first attempt never reached the proxy")
        result = check.step("job", phone, now=START + 1_000)
        expect(result["sent"] == 0, f"the job sent the tap {result['sent']} times while the receiver's delivery of it was in flight")
        expect(len(result["outbox"]) == 1, f"the job changed the outbox of a tap in flight: {result['outbox']}")
        check.proxy.heal()
        stdout, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    check.outputs.append(stdout + stderr)
    result = check.result("tap", process.returncode, stdout, stderr)
    check.expect_served_once(nid)
    answers = [post["answered"] for post in check.posts(nid)]
    expect(len(answers) >= 2 and set(answers[:-1]) == {"held"} and answers[-1] == 200,
           f"answers {answers}: held attempts, then the receiver's 200 after the heal")
    one_key(check.posts(nid), "receiver-and-job")
    expect(result["outbox"] == [], f"the outbox after the receiver's retry: {result['outbox']}")


def scenario_text_reply(check):
    phone, nid = check.phone("reply"), "android-reply"
    check.secret = f"private words {secrets.token_hex(6)}"
    text = check.work / "typed.txt"
    text.write_text(check.secret)
    result = check.step("tap", phone, category="CHAT_MESSAGE", action="REPLY", **{"notification-id": nid,
                                                                                 "text-file": text})
    check.expect_served_once(nid, "Stored reply")
    posts = check.posts(nid)
    expect(len(posts) == 1 and posts[0]["answered"] == 200, f"answers {[post['answered'] for post in posts]}")
    expect(json.loads(posts[0]["body"]).get("user-text") == check.secret, "the typed text did not reach serve as user-text")
    expect(tag(nid) in result["cancelled"], "the reply's notification was not cancelled")
    # Queued: the notification still goes (Android would show the reply's spinner for ever), the text is kept.
    nid = "android-reply-queued"
    check.proxy.fail_next("drop", 1000)
    result = check.step("tap", phone, now=START + 10_000, category="CHAT_MESSAGE", action="REPLY",
                        **{"notification-id": nid, "text-file": text})
    expect(len(result["outbox"]) == 1, f"the outbox with the reply queued: {result['outbox']}")
    expect(tag(nid) in result["cancelled"], "a queued reply's notification was neither updated nor cancelled")
    check.proxy.heal()
    result = check.step("job", phone, now=result["outbox"][0]["not-before"])
    check.expect_served_once(nid, "Stored reply")
    expect(json.loads(check.posts(nid)[-1]["body"]).get("user-text") == check.secret, "the queued reply lost its text")
    text.unlink()


def scenario_credential_401(check):
    phone, nid = check.phone("credential"), "android-401"
    result = check.step("tap", phone, token="token-revoked", category="INVITE_CATEGORY", action="ACCEPT_IDENTIFIER",
                        **{"notification-id": nid})
    expect([post["answered"] for post in check.posts(nid)] == [401], "the refused token's tap was not answered 401 once")
    expect(len(result["outbox"]) == 1 and result["outbox"][0]["refused"], f"the outbox after a 401: {result['outbox']}")
    result = check.step("job", phone, now=START + 60_000, token="token-revoked")
    expect(len(check.posts(nid)) == 1, "the tap was sent again with the token the service refused")
    expect(len(result["outbox"]) == 1, "the tap was dropped after a 401")
    check.step("credential", phone, now=START + 61_000)
    result = check.step("job", phone, now=START + 61_000)
    check.expect_served_once(nid)
    posts = check.posts(nid)
    expect(posts[-1]["headers"].get("authorization") == f"Bearer {TOKEN}", "the new token was not sent")
    one_key(posts, "credential-401")
    expect(result["outbox"] == [], f"the outbox after the new credential: {result['outbox']}")


def scenario_refused(check):
    phone, nid = check.phone("refused"), "android-refused"
    result = check.step("tap", phone, category="INVITE_CATEGORY", action="TENTATIVE_IDENTIFIER", **{"notification-id": nid})
    expect([post["answered"] for post in check.posts(nid)] == [422], "the unhandled action was not answered 422 once")
    expect(result["outbox"] == [], f"a tap refused for good stayed in the outbox: {result['outbox']}")
    expect(tag(nid) in result["cancelled"], "the notification was not cancelled after the final answer")
    expect(any("refused for good with HTTP 422" in output for output in check.outputs[-1:]), "the refusal was not logged")


SCENARIOS = {
    "unit": scenario_unit,
    "handled-once": scenario_handled_once,
    "offline-online": scenario_offline_online,
    "retry-503": scenario_retry_503,
    "same-tap-twice": scenario_same_tap_twice,
    "killed": scenario_killed,
    "receiver-and-job": scenario_receiver_and_job,
    "text-reply": scenario_text_reply,
    "credential-401": scenario_credential_401,
    "refused": scenario_refused,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--server", default=str(ROOT / ".build/debug/actionable-example-server"))
    parser.add_argument("--only", help="comma-separated scenario names")
    parser.add_argument("--keep", action="store_true", help="keep the work directory")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else list(SCENARIOS)
    unknown = [name for name in names if name not in SCENARIOS]
    if unknown:
        print(f"unknown scenarios: {', '.join(unknown)}", file=sys.stderr)
        return 2
    for tool in ("java", "javac", "kotlinc"):
        if shutil.which(tool) is None:
            print(f"set-up: {tool} is not installed (Debian: kotlin, openjdk-17-jdk-headless)", file=sys.stderr)
            return 2
    if not pathlib.Path(args.server).exists():
        print(f"set-up: no {args.server} (swift build --product actionable-example-server)", file=sys.stderr)
        return 2
    work = pathlib.Path(tempfile.mkdtemp(prefix="android-taps-"))
    started, failures, check = time.monotonic(), 0, None
    try:
        try:
            classpath = compile_sources(work)
        except CheckFailed as error:
            print(f"FAIL: compile: {error}")
            return 1
        print(f"compiled in {time.monotonic() - started:.1f} s")
        check = Check(args, work, classpath)
        check.secret = None
        for name in names:
            began = time.monotonic()
            try:
                SCENARIOS[name](check)
                print(f"ok: {name} ({time.monotonic() - began:.1f} s)")
            except CheckFailed as error:
                failures += 1
                print(f"FAIL: {name}: {error}")
        if check.secret is not None:
            leaks = [where for where, text in [("the JVM's output", "\n".join(check.outputs)),
                                               ("serve's log", check.serve.text())] if check.secret in text]
            if leaks:
                failures += 1
                print(f"FAIL: text-reply: the typed text is in {' and '.join(leaks)}")
            else:
                print("ok: the typed text is in no log")
    except SetupError as error:
        print(f"set-up error: {error}", file=sys.stderr)
        return 2
    finally:
        if check is not None:
            check.close()
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{'FAILED' if failures else 'passed'}: {len(names) - failures}/{len(names)} scenarios in "
          f"{time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
