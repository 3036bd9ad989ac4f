#!/usr/bin/env python3
"""The chaos test's load generator (stdlib only): duplicated deliveries sent the way the app's forwarder sends them.

D deliveries, each with its own notification id and Idempotency-Key, are spread over the run at a steady rate. Each
delivery is sent by K concurrent "clients" (a tap that iOS hands over twice, a retry racing the first attempt, the
same response forwarded from two devices...). Each client behaves like `ActionForwarder` in Sources/ActionableApp:

- a budget per delivery (25 s by default; iOS gives a background action about 30 s), measured from the first attempt;
- every attempt on a new TCP connection, with `Actionable-Time-Remaining-Ms` (what the client can still wait) and
  a socket timeout equal to what is left of the budget;
- retries on a connection error, 408, 409, 425, 429 and any 5xx that is not a replay, at most 8 attempts, waiting
  exponential back-off (250 ms doubling to 4 s) with full jitter, on top of `Retry-After` when given (the app's
  RetryPolicy); a wait that would end past the budget ends the client instead;
- stops on a final answer: 2xx, 410, a replayed 5xx (`Idempotent-Replayed: true`: the stored answer, every retry
  gets the same), any other 4xx.

Every attempt is recorded (start, latency, status or error), and each client's outcome: its final status and whether
it was replayed, or why it has none ("budget": ran out of time; "attempts": ran out of attempts).

Run standalone against a server: load.py --port 8080 --token T [--deliveries 10 --duplicates 2 --duration 5].
"""

import argparse
import asyncio
import json
import random
import time

HOST = "127.0.0.1"
PATH = "/v1/action-responses"
RETRYABLE = {408, 409, 425, 429}


class Config:
    def __init__(self, port, token, deliveries=300, duplicates=3, duration=60.0, budget=25.0, max_attempts=8,
                 initial_backoff=0.25, max_backoff=4.0, duplicate_spread=0.2, seed=1, run_id="run"):
        self.port = port
        self.token = token
        self.deliveries = deliveries
        self.duplicates = duplicates
        self.duration = duration
        self.budget = budget
        self.max_attempts = max_attempts
        self.initial_backoff = initial_backoff
        self.max_backoff = max_backoff
        self.duplicate_spread = duplicate_spread  # duplicates of one delivery start within this many seconds
        self.seed = seed
        self.run_id = run_id
        self.epoch_ms = int(time.time() * 1000)  # the "delivered-at" part of every key


def notification_id(config, index):
    return f"chaos-{config.run_id}-{index:05d}"


def action_for(index):
    return "ACCEPT_IDENTIFIER" if index % 2 == 0 else "DECLINE_IDENTIFIER"


def key_for(config, index):
    """The Idempotency-Key, shaped like the app's (tap:<notification-id>:<action>:<delivered-at-ms>)."""
    return f"tap:{notification_id(config, index)}:{action_for(index)}:{config.epoch_ms}"


def body_for(config, index):
    action = action_for(index)
    return json.dumps({
        "category": "INVITE_CATEGORY",
        "action": action,
        "notification-id": notification_id(config, index),
        "user-info": {"invite-id": f"i-{index}"},
    }, separators=(",", ":")).encode()


class ProtocolError(Exception):
    pass


async def post(config, key, request_id, body, remaining_ms, entry):
    """One attempt on a fresh connection: (status, headers, body). Raises OSError, ProtocolError, IncompleteReadError.
    Notes the connection's local port in entry["port"] (the proxy's log names it)."""
    reader, writer = await asyncio.open_connection(HOST, config.port)
    entry["port"] = writer.get_extra_info("sockname")[1]
    try:
        head = (
            f"POST {PATH} HTTP/1.1\r\n"
            f"Host: {HOST}:{config.port}\r\n"
            f"Authorization: Bearer {config.token}\r\n"
            "Content-Type: application/json\r\n"
            f"Idempotency-Key: {key}\r\n"
            f"X-Request-ID: {request_id}\r\n"
            f"Actionable-Time-Remaining-Ms: {max(0, int(remaining_ms))}\r\n"
            f"Content-Length: {len(body)}\r\n"
            "Connection: close\r\n\r\n"
        ).encode()
        writer.write(head + body)
        await writer.drain()
        status_line = await reader.readline()
        if not status_line:
            raise ProtocolError("closed before an answer")
        parts = status_line.decode("latin-1").split(" ", 2)
        if len(parts) < 2 or not parts[1].isdigit():
            raise ProtocolError(f"bad status line {status_line[:60]!r}")
        status = int(parts[1])
        headers = {}
        while True:
            line = await reader.readline()
            if not line:
                raise ProtocolError("closed inside the headers")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        if "content-length" in headers:
            payload = await reader.readexactly(int(headers["content-length"]))
        else:
            payload = await reader.read()
        return status, headers, payload
    finally:
        writer.close()
        try:
            await asyncio.wait_for(writer.wait_closed(), 1)
        except Exception:  # noqa: BLE001 - closing a dead connection is best effort
            pass


def retry_after(headers):
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(int(value.strip())))
    except ValueError:
        return None  # an HTTP-date: not sent by this server; fall back to back-off


async def client(config, index, number, start_at, t_zero, rng):
    """One client of one delivery; returns its record."""
    await asyncio.sleep(max(0.0, start_at - (time.monotonic() - t_zero)))
    key = key_for(config, index)
    body = body_for(config, index)
    started = time.monotonic()
    deadline = started + config.budget
    attempts = []
    record = {
        "delivery": index, "client": number, "key": key, "start": round(started - t_zero, 3),
        "final": False, "status": None, "replayed": False, "body": None, "reason": None,
        "time_to_final": None, "attempts": attempts,
    }
    for attempt in range(1, config.max_attempts + 1):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            record["reason"] = "budget"
            break
        sent = time.monotonic()
        entry = {"n": attempt, "t": round(sent - t_zero, 3), "remaining_ms": int(remaining * 1000)}
        attempts.append(entry)
        wait = None
        try:
            status, headers, payload = await asyncio.wait_for(
                post(config, key, f"{key}/c{number}/a{attempt}", body, remaining * 1000, entry), remaining)
        except asyncio.TimeoutError:
            entry.update(result="timeout", latency=round(time.monotonic() - sent, 3))
            record["reason"] = "budget"  # the request was still open when the budget ran out
            break
        except (OSError, ProtocolError, asyncio.IncompleteReadError) as error:
            entry.update(result="conn-error", error=type(error).__name__, latency=round(time.monotonic() - sent, 3))
        else:
            replayed = headers.get("idempotent-replayed", "").lower() == "true"
            entry.update(result=status, latency=round(time.monotonic() - sent, 3), replayed=replayed)
            if "retry-after" in headers:
                entry["retry_after"] = headers["retry-after"]
            final = (200 <= status < 300 or status == 410 or (status >= 500 and replayed)
                     or (400 <= status < 500 and status not in RETRYABLE))
            if final:
                record.update(final=True, status=status, replayed=replayed,
                              body=payload.decode("utf-8", "replace"),
                              time_to_final=round(time.monotonic() - started, 3))
                return record
            wait = retry_after(headers)
        if attempt == config.max_attempts:
            record["reason"] = "attempts"
            break
        # As the app's RetryPolicy: the jittered back-off, on top of Retry-After when the server gave one.
        bound = min(config.initial_backoff * (2 ** (attempt - 1)), config.max_backoff)
        wait = (wait or 0.0) + rng.uniform(0, bound)
        if time.monotonic() + wait >= deadline:
            record["reason"] = "budget"  # the next attempt could not start in time
            break
        await asyncio.sleep(wait)
    if record["reason"] is None:
        record["reason"] = "budget"
    return record


async def run(config, on_done=None):
    """Runs the whole load; returns the list of client records (delivery-major order)."""
    master = random.Random(config.seed)
    t_zero = time.monotonic()
    tasks = []
    interval = config.duration / max(1, config.deliveries)
    for index in range(config.deliveries):
        base = index * interval
        for number in range(config.duplicates):
            rng = random.Random(master.random())
            start = base + rng.uniform(0, config.duplicate_spread)
            tasks.append(asyncio.ensure_future(client(config, index, number, start, t_zero, rng)))
    if on_done:
        for task in tasks:
            task.add_done_callback(lambda t: t.cancelled() or t.exception() or on_done(t.result()))
    return [await task for task in tasks]


async def flush_outbox(config, records):
    """What the app does with a tap it could not deliver in time (ActionForwarder's `.queued`): its outbox sends it
    again later, with the same Idempotency-Key, a new budget and the same retry policy. Sends every client that got no
    final answer again, at once, and keeps each send's record under "outbox"."""
    t_zero = time.monotonic()
    pending = [r for r in records if not r["final"]]
    rng = random.Random(config.seed + 1)
    sends = [client(config, r["delivery"], r["client"], 0.0, t_zero, random.Random(rng.random())) for r in pending]
    for record, again in zip(pending, await asyncio.gather(*sends)):
        record["outbox"] = again
    return pending


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--deliveries", type=int, default=10)
    parser.add_argument("--duplicates", type=int, default=2)
    parser.add_argument("--duration", type=float, default=5)
    parser.add_argument("--budget", type=float, default=25)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--run-id", default=f"manual{int(time.time())}")
    args = parser.parse_args()
    config = Config(args.port, args.token, args.deliveries, args.duplicates, args.duration, args.budget,
                    seed=args.seed, run_id=args.run_id)
    for record in asyncio.run(run(config)):
        record = dict(record, body=None)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
