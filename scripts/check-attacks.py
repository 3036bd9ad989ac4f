#!/usr/bin/env python3
"""Attacks on the endpoint's idempotency and transport, black-box against a real `actionable-example-server serve`.

Each attack starts its own server (a free port, its own options), sends what an attacker would over a real socket,
and counts the handler's runs from the server's log ("Handled action", one line per run). It prints one row per
attack — what was sent, what a safe server answers, what this one answered — and exits non-zero when any row fails.

    scripts/check-attacks.py .build/debug/actionable-example-server
    scripts/check-attacks.py --adapter hummingbird --adapter vapor .build/debug/actionable-example-server
    scripts/check-attacks.py --legacy /path/to/older/actionable-example-server   # the attacks an older serve takes

The attacks (issue 48): another principal's key, a captured signed request replayed under fresh keys and on another
route, a key reused with another body, a flood of fresh keys before a genuine retry (in memory, and with a per-user
quota), a request head left half-sent and a body that trickles in, an Idempotency-Key that is not UTF-8, and a
secret too short to start with. CORS (issue 58), against `serve --cors-origin http://127.0.0.1:8081`: preflights from
origins that are not it (`null`, lookalikes: a suffix, a prefix, another port or scheme, a trailing slash) get no
grant, nor one asking for a header a browser may not send; their deliveries are answered without
Access-Control-Allow-Origin (a browser could not read them); the allowed origin can read even a 401; no answer ever
says `*` or allows credentials; `--cors-origin '*'` or `null` stops serve at start-up. `--legacy` runs the ones an older server's options allow and reports what it does,
for a before/after comparison; its rows are informational.

`--adapter NAME` (hummingbird or vapor; repeated, or comma-separated: `--adapter hummingbird,vapor`) runs every attack
against `serve --adapter NAME`, once per adapter (without it, serve's default, Hummingbird, and no `--adapter` flag).
With two or more, the adapters must also answer alike: every answer of every attack (status, the headers but the
server's own, in order, and the body bytes) and every row's observation (durations aside) are compared with the first
adapter's, and a difference is a failure unless DOCUMENTED_DIFFERENCES below lists it. The server's own headers are
Date, Server, Connection, Keep-Alive, Content-Length and Transfer-Encoding (the framing), as issue 60 allows; a
Retry-After counted down by the clock may differ by a minute (CLOCK_HEADERS).
"""

import argparse
import collections
import hashlib
import hmac
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time

SECRET = "7f3a9c0e5b2d48f1a6c3e9b07d5f2a8c4e1b6d93f0a7c2e5b8d1f4a6c9e3b0d7"
TOKENS = "alice=token-of-alice-0123456789,bob=token-of-bob-0123456789"
ALICE = "token-of-alice-0123456789"
BOB = "token-of-bob-0123456789"
PATH = "/v1/action-responses"

# The adapter being attacked (`serve --adapter NAME`; None: no flag, for serve's default and older binaries) and the
# attack running, so that every answer is recorded under both.
CURRENT = {"adapter": None, "attack": None}
# (adapter, attack) -> every answer, in order: (status, [(header, value)] but the server's own, body bytes).
ANSWERS = collections.defaultdict(list)
# Headers each HTTP server writes for itself, not the endpoint: left out of the comparison between adapters.
SERVER_OWN_HEADERS = {"date", "server", "connection", "keep-alive", "content-length", "transfer-encoding"}
# Differences between adapters that are known and accepted: attack -> why. Each is a difference in how a server frames
# or ends a connection, never in an answer of the endpoint. None so far.
DOCUMENTED_DIFFERENCES = {}
# Header values that count down with the clock, not the adapter: Retry-After of a full store is the time until its
# oldest record expires (86400 on one run, 86397 on one whose flood took 3 s longer). Compared as numbers of seconds,
# a minute apart at most.
CLOCK_HEADERS = {"retry-after"}


def adapter_args():
    return [] if CURRENT["adapter"] is None else ["--adapter", CURRENT["adapter"]]


def parse_answer(received):
    """(status, [(name, value)] in the order received, body) of a raw HTTP answer; status 0 when there was none."""
    head, _, payload = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1]) if lines and lines[0].startswith("HTTP/") else 0
    fields = [(name.strip().lower(), value.strip())
              for name, _, value in (line.partition(":") for line in lines[1:])]
    ANSWERS[(CURRENT["adapter"], CURRENT["attack"])].append(
        (status, [(name, value) for name, value in fields if name not in SERVER_OWN_HEADERS], payload))
    return status, fields, payload


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def body(notification, action="ACCEPT_IDENTIFIER"):
    return json.dumps(
        {"category": "INVITE_CATEGORY", "action": action, "notification-id": notification,
         "user-info": {"invite-id": 7}}, separators=(",", ":"), sort_keys=True).encode()


class Server:
    def __init__(self, binary, args, env=None):
        self.port = free_port()
        self.log = tempfile.NamedTemporaryFile(prefix="attacks-", suffix=".log", delete=False)
        environment = dict(os.environ, ACTIONABLE_SECRET=SECRET, ACTIONABLE_TOKENS=TOKENS, ACTIONABLE_TOKEN=ALICE)
        environment.update(env or {})
        self.process = subprocess.Popen(
            [binary, "serve", "--categories", "Categories", "--port", str(self.port)] + adapter_args() + args,
            stdout=self.log, stderr=subprocess.STDOUT, env=environment)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"serve exited {self.process.returncode}: {self.output()}")
            # Ready when GET /health answers 200: a bare connect can succeed on a port nothing listens on (a client
            # whose ephemeral port is the one probed connects to itself) and says nothing of who listens.
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=2) as probe:
                    probe.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    answer = probe.recv(64)
                if answer.startswith(b"HTTP/1.1 200"):
                    CURRENT["server"] = self
                    return
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError("serve did not listen within 30 s")

    def output(self):
        with open(self.log.name, encoding="utf-8", errors="replace") as log:
            return log.read()

    def runs(self):
        return self.output().count("Handled action")

    def stop(self):
        if CURRENT.get("server") is self:
            CURRENT["server"] = None
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.unlink(self.log.name)


def exchange(port, raw, timeout=10.0):
    """Sends raw bytes, reads until the server closes; (status, headers, body, seconds until closed)."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(raw)
        received = b""
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
        except (socket.timeout, ConnectionResetError):
            pass
    elapsed = time.monotonic() - start
    status, fields, payload = parse_answer(received)
    return status, dict(fields), payload, elapsed


def post(port, payload, headers):
    lines = [f"POST {PATH} HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/json",
             f"Content-Length: {len(payload)}", "Connection: close"]
    raw = "\r\n".join(lines).encode()
    for name, value in headers.items():
        raw += b"\r\n" + name.encode() + b": " + (value if isinstance(value, bytes) else value.encode())
    status, answer_headers, answer, _ = exchange(port, raw + b"\r\n\r\n" + payload)
    return status, answer_headers, answer


def bearer(token, key=None):
    headers = {"Authorization": f"Bearer {token}"}
    if key is not None:
        headers["Idempotency-Key"] = key
    return headers


def signed(binary, payload, key, legacy):
    """The signature headers `serve`'s own `sign` prints for this request (version 1 from an older binary)."""
    args = [binary, "sign", "--body", payload.decode(), "--timestamp", str(int(time.time()))]
    if not legacy and key is not None:
        args += ["--idempotency-key", key]
    output = subprocess.run(args, check=True, capture_output=True, text=True,
                            env=dict(os.environ, ACTIONABLE_SECRET=SECRET)).stdout
    headers = dict(line.split(": ", 1) for line in output.strip().splitlines())
    if key is not None:
        headers["Idempotency-Key"] = key
    return headers


ROWS = []


def row(name, expected, observed, ok):
    server = CURRENT.get("server")
    if not ok and server is not None:
        # What the server did, so that a failure says whether it crashed, refused or answered otherwise.
        status = server.process.poll()
        tail = " | ".join(server.output().strip().splitlines()[-6:])
        observed = f"{observed} [serve {'running' if status is None else f'exited {status}'}; its log ends: {tail}]"
    ROWS.append((name, expected, observed, ok))


def two_principals(binary, legacy):
    # Before: there are no principals; two clients that share the one bearer token stand for two users.
    server = Server(binary, ["--auth", "bearer"] if legacy else ["--auth", "tokens"])
    try:
        other = ALICE if legacy else BOB
        first = post(server.port, body("n-alice"), bearer(ALICE, "tap:n-7:ACCEPT"))
        stolen = post(server.port, body("n-bob"), bearer(other, "tap:n-7:ACCEPT"))
        leaked = stolen[1].get("idempotent-replayed") == "true" and b"n-alice" in stolen[2]
        pre = post(server.port, body("n-bob-2"), bearer(other, "tap:n-8:ACCEPT"))
        real = post(server.port, body("n-8"), bearer(ALICE, "tap:n-8:ACCEPT"))
        suppressed = real[1].get("idempotent-replayed") == "true" or real[0] != 200
        row("two principals: Bob posts his body under Alice's key",
            "his own run, none of Alice's answer",
            f"{stolen[0]}, {'Alice answer replayed to Bob' if leaked else 'his own answer'}",
            stolen[0] == 200 and not leaked)
        row("two principals: Bob claims the key of Alice's next tap first",
            "Alice's tap runs her handler",
            f"{real[0]}, {'suppressed: Bob answer replayed' if suppressed else 'her handler ran'}"
            f" ({server.runs()} runs for 4 requests)",
            not suppressed and pre[0] == 200 and first[0] == 200)
    finally:
        server.stop()


def replay_fresh_key(binary, legacy):
    server = Server(binary, ["--auth", "hmac"])
    try:
        payload = body("n-captured")
        captured = signed(binary, payload, "tap:captured", legacy)
        first = post(server.port, payload, captured)
        statuses = []
        for fresh in ["tap:fresh-1", "tap:fresh-2", "tap:fresh-3"]:
            replay = dict(captured, **{"Idempotency-Key": fresh})
            statuses.append(post(server.port, payload, replay)[0])
        runs = server.runs()
        row("captured signed request resent 3x under fresh keys",
            "401 x3, the handler ran once",
            f"{first[0]} then {statuses}, the handler ran {runs}x",
            statuses == [401, 401, 401] and runs == 1)
        same = post(server.port, payload, captured)
        row("captured signed request resent as it was",
            "200, Idempotent-Replayed: true",
            f"{same[0]}, replayed={same[1].get('idempotent-replayed')}",
            same[0] == 200 and same[1].get("idempotent-replayed") == "true")
    finally:
        server.stop()


def reused_key(binary, legacy):
    server = Server(binary, ["--auth", "bearer"])
    try:
        first = post(server.port, body("n-first"), bearer(ALICE, "order-7"))
        other = post(server.port, body("n-second"), bearer(ALICE, "order-7"))
        error = json.loads(other[2] or b"{}").get("error")
        row("a key reused with another body",
            "422 idempotency-key-reused, no run, no stored answer",
            f"{other[0]} {error or ''}, replayed={other[1].get('idempotent-replayed')}, runs={server.runs()}",
            other[0] == 422 and error == "idempotency-key-reused" and server.runs() == 1 and first[0] == 200)
    finally:
        server.stop()


def flood(binary, legacy, quota):
    if legacy:
        row("flood then genuine retry" + (" (per-user quota)" if quota else ""),
            "refused with Retry-After, retry replayed",
            "not run: an older serve has no --capacity (issue 48's own run: 118,000 keys evicted the answer)", True)
        return
    args = ["--auth", "tokens"] + (["--principal-quota", "100"] if quota else ["--capacity", "100"])
    server = Server(binary, args)
    try:
        genuine = body("n-genuine")
        first = post(server.port, genuine, bearer(ALICE, "tap:genuine"))
        counts = {}
        retry_after = set()
        for index in range(150):
            status, headers, _ = post(server.port, body(f"n-flood-{index}"), bearer(BOB, f"flood-{index}"))
            counts[status] = counts.get(status, 0) + 1
            if "retry-after" in headers:
                retry_after.add(headers["retry-after"])
        retry = post(server.port, genuine, bearer(ALICE, "tap:genuine"))
        alice_new = post(server.port, body("n-alice-new"), bearer(ALICE, "tap:alice-new"))
        refusal = 429 if quota else 503
        expected_new = 200 if quota else 503
        row("flood of 150 fresh keys, then the genuine retry" + (" (per-user quota 100)" if quota else " (capacity 100)"),
            f"{refusal} with Retry-After past the cap; the retry replayed; "
            + ("Alice still served" if quota else "new keys refused for all"),
            f"{dict(sorted(counts.items()))}, Retry-After {sorted(retry_after)}, retry {retry[0]} "
            f"replayed={retry[1].get('idempotent-replayed')}, Alice's new tap {alice_new[0]}",
            first[0] == 200 and counts.get(refusal, 0) > 0 and bool(retry_after)
            and retry[1].get("idempotent-replayed") == "true" and alice_new[0] == expected_new)
    finally:
        server.stop()


def slow_client(binary, legacy):
    args = ["--auth", "bearer"] + ([] if legacy else ["--idle-timeout", "2", "--read-timeout", "2"])
    server = Server(binary, args)
    try:
        raw = b"POST /v1/action-responses HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        status, _, _, seconds = exchange(server.port, raw, timeout=6)
        row("a request head left half-sent",
            "connection closed at the idle timeout (2 s here, 30 s by default)",
            f"closed after {seconds:.1f} s" if seconds < 5.5 else "still open after 6 s",
            seconds < 5.5)
        payload = body("n-trickle")
        head = (f"POST {PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {ALICE}\r\n"
                f"Content-Length: {len(payload)}\r\n\r\n").encode()
        start = time.monotonic()
        with socket.create_connection(("127.0.0.1", server.port), timeout=8) as connection:
            connection.sendall(head)
            answer = b""
            for byte in payload[:6]:
                connection.sendall(bytes([byte]))
                time.sleep(1.0)
                try:
                    connection.settimeout(0.01)
                    answer += connection.recv(65536)
                except (socket.timeout, BlockingIOError):
                    pass
                except ConnectionResetError:
                    break
                if answer:
                    break
        seconds = time.monotonic() - start
        parse_answer(answer)
        code = answer.split(b" ")[1].decode() if answer.startswith(b"HTTP/") else "none"
        row("a body trickled a byte a second",
            "408 at the read timeout (2 s here, 10 s by default)",
            f"{code} after {seconds:.1f} s", code == "408")
    finally:
        server.stop()


def invalid_utf8_key(binary, legacy):
    server = Server(binary, ["--auth", "bearer"])
    try:
        first = post(server.port, body("n-a"), dict(bearer(ALICE), **{"Idempotency-Key": b"tap:\xff"}))
        second = post(server.port, body("n-a"), dict(bearer(ALICE), **{"Idempotency-Key": b"tap:\xfe"}))
        row("Idempotency-Keys that are not UTF-8 (tap:\\xff, tap:\\xfe)",
            "400 each",
            f"{first[0]}, {second[0]} (replayed={second[1].get('idempotent-replayed')})",
            first[0] == 400 and second[0] == 400)
    finally:
        server.stop()


def weak_secret(binary, legacy):
    process = subprocess.Popen(
        [binary, "serve", "--categories", "Categories", "--port", str(free_port()), "--auth", "hmac"] + adapter_args(),
        env=dict(os.environ, ACTIONABLE_SECRET="short-secret"), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    try:
        output, _ = process.communicate(timeout=10)
        said = output.strip().splitlines()
        row("an HMAC secret of 12 bytes", "refused at start-up, saying how long",
            f"exit {process.returncode}: {next((line for line in said if 'at least' in line), said[-1] if said else '')}",
            process.returncode != 0 and "at least 32" in output)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        row("an HMAC secret of 12 bytes", "refused at start-up, saying how long", "started and served for 10 s", False)


ORIGIN = "http://127.0.0.1:8081"
# Origins a page could have that must not pass for ORIGIN: each differs by a suffix, a prefix, the port, the scheme, a
# path or the way it is written.
LOOKALIKES = [
    "null", "https://evil.test", "http://127.0.0.1:8081.evil.test", "http://127.0.0.1.evil.test:8081",
    "http://evil.test/http://127.0.0.1:8081", "http://127.0.0.1:80810", "http://127.0.0.1:808", "http://127.0.0.1:8082",
    "http://127.0.0.1", "https://127.0.0.1:8081", "http://127.0.0.1:8081/", "http://127.0.0.1:8081 http://evil.test",
    "http://user@127.0.0.1:8081", "*",
]


def request_fields(port, method, headers, payload=b""):
    """Sends one request; (status, [(name, value)] in the order sent, body): every field, repeated ones too."""
    lines = [f"{method} {PATH} HTTP/1.1", "Host: 127.0.0.1", f"Content-Length: {len(payload)}", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in headers]
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + payload)
        received = b""
        while chunk := connection.recv(65536):
            received += chunk
    return parse_answer(received)


def cors_fields(fields):
    return {name: value for name, value in fields if name.startswith("access-control-") or name == "vary"}


def preflight(port, origin, asked="authorization, content-type, idempotency-key", method="POST"):
    headers = [("Origin", origin), ("Access-Control-Request-Method", method)]
    if asked:
        headers.append(("Access-Control-Request-Headers", asked))
    return request_fields(port, "OPTIONS", headers)


def delivery(port, origins, token, notification):
    """A delivery with one `Origin` field per entry of `origins`, authenticated with `token`."""
    headers = [("Origin", origin) for origin in origins]
    headers += [("Content-Type", "application/json"), ("Authorization", f"Bearer {token}")]
    return request_fields(port, "POST", headers, body(notification))


def cross_origin(binary, legacy):
    if legacy:
        row("CORS: preflights and answers for other origins", "no grant, no Access-Control-Allow-Origin",
            "not run: an older serve has no --cors-origin", True)
        return
    server = Server(binary, ["--auth", "tokens", "--cors-origin", ORIGIN])
    answers = []
    try:
        granted = preflight(server.port, ORIGIN)
        answers.append(granted)
        grant = cors_fields(granted[1])
        row("CORS: the allowed origin's preflight",
            f"204, Allow-Origin {ORIGIN}, Allow-Methods POST, the 3 headers asked for, Vary: Origin",
            f"{granted[0]} {grant}",
            granted[0] == 204 and grant.get("access-control-allow-origin") == ORIGIN
            and grant.get("access-control-allow-methods") == "POST"
            and grant.get("access-control-allow-headers") == "authorization, content-type, idempotency-key"
            and grant.get("vary") == "Origin")

        refused = {}
        for origin in LOOKALIKES:
            answer = preflight(server.port, origin)
            answers.append(answer)
            if answer[0] != 403 or cors_fields(answer[1]):
                refused[origin] = f"{answer[0]} {cors_fields(answer[1])}"
        row(f"CORS: preflights from {len(LOOKALIKES)} other origins (null, suffix, prefix, port, scheme, path, *)",
            "403 each, no Access-Control-* header",
            "as expected" if not refused else f"granted or not refused: {refused}", not refused)

        asked = {}
        for header in ["x-actionable-signature", "cookie", "authorization, x-forwarded-for", "*"]:
            answer = preflight(server.port, ORIGIN, asked=header)
            answers.append(answer)
            asked[header] = f"{answer[0]}{' ' + str(cors_fields(answer[1])) if cors_fields(answer[1]) else ''}"
        for method in ["PUT", "DELETE", "*"]:
            answer = preflight(server.port, ORIGIN, method=method)
            answers.append(answer)
            asked[f"method {method}"] = f"{answer[0]}{' ' + str(cors_fields(answer[1])) if cors_fields(answer[1]) else ''}"
        row("CORS: the allowed origin's preflight asking for another header or method",
            "403 each, no grant", ", ".join(f"{name}: {result}" for name, result in asked.items()),
            all(result == "403" for result in asked.values()))

        readable = {}
        runs_before = server.runs()
        for index, origin in enumerate(LOOKALIKES):
            answer = delivery(server.port, [origin], ALICE, f"n-cors-{index}")
            answers.append(answer)
            if answer[0] != 200 or cors_fields(answer[1]):
                readable[origin] = f"{answer[0]} {cors_fields(answer[1])}"
        ran = server.runs() - runs_before
        row(f"CORS: deliveries from the {len(LOOKALIKES)} other origins, with Alice's token",
            "handled (CORS is not authentication) but no Access-Control-Allow-Origin: a page there cannot read them",
            f"{ran} runs; " + ("no CORS header on any" if not readable else f"readable: {readable}"),
            not readable and ran == len(LOOKALIKES))

        twice = delivery(server.port, [ORIGIN, "https://evil.test"], ALICE, "n-cors-twice")
        answers.append(twice)
        row("CORS: two Origin headers, the allowed one first", "no Access-Control-Allow-Origin",
            f"{twice[0]} {cors_fields(twice[1])}", not cors_fields(twice[1]))

        wrong = delivery(server.port, [ORIGIN], "not-a-token", "n-cors-401")
        answers.append(wrong)
        wrong_cors = cors_fields(wrong[1])
        row("CORS: the allowed origin's delivery with a wrong token",
            f"401 the page can read: Allow-Origin {ORIGIN}, Vary: Origin, Expose-Headers",
            f"{wrong[0]} {wrong_cors}",
            wrong[0] == 401 and wrong_cors.get("access-control-allow-origin") == ORIGIN
            and wrong_cors.get("vary") == "Origin" and "access-control-expose-headers" in wrong_cors)

        starred = [f"{name}: {value}" for _, fields, _ in answers for name, value in fields
                   if "*" in value or name == "access-control-allow-credentials"]
        row(f"CORS: every one of the {len(answers)} answers above",
            "no '*' in any header, no Access-Control-Allow-Credentials",
            "none" if not starred else "; ".join(starred), not starred)
    finally:
        server.stop()
    refused_at_start = []
    for value in ["*", "null", "http://127.0.0.1:8081/", "127.0.0.1:8081"]:
        process = subprocess.run(
            [binary, "serve", "--categories", "Categories", "--port", str(free_port()), "--auth", "none",
             "--cors-origin", value] + adapter_args(), capture_output=True, text=True, timeout=10)
        if process.returncode == 0 or "--cors-origin" not in process.stderr:
            refused_at_start.append(f"{value}: exit {process.returncode}")
    row("CORS: serve --cors-origin '*', 'null', a path, no scheme", "refused at start-up, naming the option",
        "refused" if not refused_at_start else f"started: {refused_at_start}", not refused_at_start)


ATTACKS = [
    ("two principals", two_principals),
    ("replay under fresh keys", replay_fresh_key),
    ("key reused", reused_key),
    ("flood (capacity)", lambda binary, legacy: flood(binary, legacy, False)),
    ("flood (per-user quota)", lambda binary, legacy: flood(binary, legacy, True)),
    ("slow client", slow_client),
    ("Idempotency-Key not UTF-8", invalid_utf8_key),
    ("weak secret", weak_secret),
    ("CORS", cross_origin),
]


def without_durations(text):
    """A row's observation with its durations ("closed after 2.0 s") and the Retry-After values it saw (counted down by
    the clock, see CLOCK_HEADERS) left out: they differ from run to run."""
    text = re.sub(r"Retry-After \['\d+'(, '\d+')*\]", "Retry-After [seconds]", text)
    return re.sub(r"\d+(\.\d+)? s\b", "N s", text)


def compare(adapters, observations):
    """One row per attack: do the other adapters answer as the first did (answers and observations)?"""
    first = adapters[0]
    for name, _ in ATTACKS:
        for other in adapters[1:]:
            ours, theirs = ANSWERS[(first, name)], ANSWERS[(other, name)]
            differences = []
            if len(ours) != len(theirs):
                differences.append(f"{len(ours)} answers on {first}, {len(theirs)} on {other}")
            for index, (a, b) in enumerate(zip(ours, theirs)):
                if not alike(a, b):
                    differences.append(f"answer {index + 1}: {describe(a)} on {first}, {describe(b)} on {other}")
            for (row_name, a), (_, b) in zip(observations[(first, name)], observations[(other, name)]):
                if without_durations(a) != without_durations(b):
                    differences.append(f"{row_name!r} observed {a!r} on {first}, {b!r} on {other}")
            documented = DOCUMENTED_DIFFERENCES.get(name)
            if not differences:
                observed = f"the same {len(ours)} answers (status, headers but the server's own, body) and rows"
            elif documented:
                observed = f"differ as documented ({documented}): " + "; ".join(differences[:3])
            else:
                observed = "; ".join(differences[:3]) + (f"; and {len(differences) - 3} more" if len(differences) > 3
                                                         else "")
            row(f"{first} and {other} alike: {name}", "identical answers, or a difference documented here",
                observed, not differences or bool(documented))


def alike(a, b):
    """Two answers are alike when status, body and headers (names, order, values) are, CLOCK_HEADERS' values within
    a minute of each other."""
    (status_a, fields_a, body_a), (status_b, fields_b, body_b) = a, b
    if status_a != status_b or body_a != body_b or [n for n, _ in fields_a] != [n for n, _ in fields_b]:
        return False
    for (name, value_a), (_, value_b) in zip(fields_a, fields_b):
        if name in CLOCK_HEADERS and value_a.isdigit() and value_b.isdigit():
            if abs(int(value_a) - int(value_b)) > 60:
                return False
        elif value_a != value_b:
            return False
    return True


def describe(answer):
    status, fields, payload = answer
    text = payload[:120].decode("utf-8", errors="replace")
    return f"{status} {fields} {text!r}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("server")
    parser.add_argument("--legacy", action="store_true")
    parser.add_argument("--adapter", action="append", default=[],
                        help="serve --adapter NAME (hummingbird, vapor); repeat or comma-separate for several")
    args = parser.parse_args()
    binary = os.path.abspath(args.server)
    adapters = [name.strip() for value in args.adapter for name in value.split(",") if name.strip()]
    unknown = [name for name in adapters if name not in ("hummingbird", "vapor")]
    if unknown or len(set(adapters)) != len(adapters):
        parser.error(f"--adapter takes hummingbird or vapor, each once (got {', '.join(adapters)})")
    if adapters and args.legacy:
        parser.error("--legacy runs an older serve, which has no --adapter")
    observations = collections.defaultdict(list)  # (adapter, attack) -> [(row name, observed)]
    for adapter in adapters or [None]:
        CURRENT["adapter"] = adapter
        for name, attack in ATTACKS:
            CURRENT["attack"] = name
            first_row = len(ROWS)
            try:
                attack(binary, args.legacy)
            except Exception as error:  # noqa: BLE001 - a row per attack, whatever broke
                row(name, "runs", f"error: {error}", False)
            for index in range(first_row, len(ROWS)):
                row_name, expected, observed, ok = ROWS[index]
                observations[(adapter, name)].append((row_name, observed))
                if len(adapters) > 1:
                    ROWS[index] = (f"[{adapter}] {row_name}", expected, observed, ok)
    if len(adapters) > 1:
        compare(adapters, observations)
    width = max(len(name) for name, *_ in ROWS)
    for name, expected, observed, ok in ROWS:
        mark = "ok  " if ok else "FAIL"
        print(f"{mark} {name.ljust(width)}  expected: {expected}\n     {''.ljust(width)}  observed: {observed}")
    failed = [name for name, _, _, ok in ROWS if not ok]
    against = f" (serve --adapter {', '.join(adapters)})" if adapters else ""
    if failed and not args.legacy:
        print(f"check-attacks: {len(failed)} of {len(ROWS)} failed{against}", file=sys.stderr)
        return 1
    print(f"check-attacks: {len(ROWS) - len(failed)} of {len(ROWS)} as a safe server answers{against}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
