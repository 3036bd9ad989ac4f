#!/usr/bin/env python3
"""Web Push interoperability: `actionable-webpush` against PyPI's http-ece and pywebpush, through a local stand-in for a
push service.

    python3 scripts/check-webpush.py path/to/actionable-webpush      (scripts/check-webpush.sh sets up the packages)

The stand-in (http.server on 127.0.0.1) does what a push service does with a push: it checks the VAPID token (RFC 8292:
an ES256 JWT whose signature verifies with the `k=` key, which must be the key the subscription was made with; `aud`
its own origin; `exp` in the future and at most 24 hours away; `sub` a mailto: or https: URI), the RFC 8030 headers
(TTL, Urgency, Topic, Content-Encoding: aes128gcm), and decrypts the body with http_ece and the subscription's private
key, as the browser would. It answers what each check scripts: 201, 410, 429 with Retry-After, 413.

One line per check; exit status 1 when any fails.
"""

import base64
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from pywebpush import WebPusher, webpush
from py_vapid import Vapid02

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
CLI = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/actionable-webpush"))
URGENCIES = {"very-low", "low", "normal", "high"}
B64URL = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
failures = []


def b64d(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64e(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def check(name, ok, detail=""):
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or not detail else ": " + detail), flush=True)
    if not ok:
        failures.append(name)


class Subscription:
    """A browser's side of a subscription: its key pair and auth secret, made with `application_server_key`."""

    def __init__(self, endpoint, application_server_key):
        self.private_key = ec.generate_private_key(ec.SECP256R1())
        self.public = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        self.auth = os.urandom(16)
        self.endpoint = endpoint
        self.application_server_key = application_server_key

    def to_json(self):
        return {"endpoint": self.endpoint, "expirationTime": None,
                "keys": {"p256dh": b64e(self.public), "auth": b64e(self.auth)}}

    def private_scalar(self):
        return b64e(self.private_key.private_numbers().private_value.to_bytes(32, "big"))


class PushService:
    """The stand-in: a queue of scripted answers, and a record of every push and what its checks found."""

    def __init__(self):
        self.answers = []
        self.received = []  # (time, path, problems, plaintext)
        self.subscriptions = {}
        self.lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                subscription = service.subscriptions.get(self.path)
                problems, plaintext = service.inspect(self.headers, body, subscription)
                with service.lock:
                    service.received.append((time.monotonic(), self.path, problems, plaintext))
                    status, headers = service.answers.pop(0) if service.answers else (201, {})
                reply = headers.pop("body", "").encode()
                if subscription is None:
                    status, headers = 404, {}
                elif problems:
                    # What FCM and Mozilla's autopush answer to a bad token or key: 403 or 400, with a reason.
                    status, headers = 403, {}
                if problems:
                    reply = json.dumps({"problems": problems}).encode()
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = "http://127.0.0.1:%d" % self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def subscribe(self, application_server_key, name, host="127.0.0.1"):
        port = self.server.server_address[1]
        subscription = Subscription("http://%s:%d/push/%s" % (host, port, name), application_server_key)
        self.subscriptions["/push/" + name] = subscription
        return subscription

    def inspect(self, headers, body, subscription):
        problems = []
        authorization = headers.get("Authorization", "")
        problems += self.check_vapid(authorization, subscription)
        ttl = headers.get("TTL")
        if ttl is None or not ttl.isdigit():
            problems.append("TTL is missing or not a number of seconds: %r" % ttl)
        urgency = headers.get("Urgency")
        if urgency is not None and urgency not in URGENCIES:
            problems.append("Urgency %r is not one of RFC 8030's" % urgency)
        topic = headers.get("Topic")
        if topic is not None and not (0 < len(topic) <= 32 and set(topic) <= B64URL):
            problems.append("Topic %r is not 1 to 32 base64url characters" % topic)
        if headers.get("Content-Encoding") != "aes128gcm":
            problems.append("Content-Encoding is %r, not aes128gcm" % headers.get("Content-Encoding"))
        if len(body) > 4096:
            problems.append("the body is %d bytes, over 4096" % len(body))
        plaintext = None
        if subscription is not None:
            try:
                plaintext = http_ece.decrypt(body, private_key=subscription.private_key,
                                             auth_secret=subscription.auth, version="aes128gcm")
            except Exception as error:  # http_ece raises several types
                problems.append("http_ece cannot decrypt the body: %s" % error)
        return problems, plaintext

    def check_vapid(self, authorization, subscription):
        if not authorization.startswith("vapid "):
            return ["Authorization is not 'vapid t=…, k=…': %r" % authorization[:40]]
        params = dict(part.strip().split("=", 1) for part in authorization[6:].split(",") if "=" in part)
        token, key = params.get("t", ""), params.get("k", "")
        parts = token.split(".")
        if len(parts) != 3:
            return ["the VAPID token is not a JWT"]
        problems = []
        header, claims = json.loads(b64d(parts[0])), json.loads(b64d(parts[1]))
        if header.get("alg") != "ES256":
            problems.append("the JWT's alg is %r, not ES256" % header.get("alg"))
        try:
            public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), b64d(key))
            signature = b64d(parts[2])
            der = encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
            public.verify(der, (parts[0] + "." + parts[1]).encode(), ec.ECDSA(hashes.SHA256()))
        except Exception as error:
            problems.append("the JWT's signature does not verify with k=: %r" % error)
        if subscription is not None and b64d(key) != subscription.application_server_key:
            problems.append("k= is not the applicationServerKey the subscription was made with")
        if claims.get("aud") != self.origin:
            problems.append("aud is %r, not this push service's origin %s" % (claims.get("aud"), self.origin))
        now = time.time()
        exp = claims.get("exp")
        if not isinstance(exp, int) or exp <= now or exp > now + 24 * 3600:
            problems.append("exp %r is not in the next 24 hours" % exp)
        sub = claims.get("sub", "")
        if not (sub.startswith("mailto:") or sub.startswith("https:")):
            problems.append("sub %r is not a mailto: or https: URI" % sub)
        return problems


def run_cli(args, env):
    return subprocess.run([CLI] + args, env=env, capture_output=True, text=True, timeout=60, cwd=ROOT)


def main():
    if not os.access(CLI, os.X_OK):
        print("FAIL  %s is not an executable: build it with `swift build --traits WebPush --product "
              "actionable-webpush`" % CLI)
        return 1
    started = time.monotonic()
    keys = subprocess.run([CLI, "vapid-keys", "--plain"], capture_output=True, text=True, check=True).stdout.split()
    vapid_private, vapid_public = keys[0], keys[1]
    check("vapid-keys prints a 32-byte private scalar and a 65-byte uncompressed public key",
          len(b64d(vapid_private)) == 32 and len(b64d(vapid_public)) == 65 and b64d(vapid_public)[0] == 4)

    service = PushService()
    work = tempfile.mkdtemp()
    env = dict(os.environ, ACTIONABLE_VAPID_PRIVATE_KEY=vapid_private)
    application_server_key = b64d(vapid_public)

    def send(subscription, *extra, name="sub"):
        path = os.path.join(work, name + ".json")
        with open(path, "w") as file:
            json.dump(subscription.to_json(), file)
        return run_cli(["send", "--categories", "Categories", "--subscription", path, "--category", "INVITE_CATEGORY",
                        "--notification-id", "inv-42", "--title", "Dîner à 8 ?", "--body", "From Alice",
                        "--user-info", '{"invite-id":"42"}', "--url", "/invites/42",
                        "--subject", "mailto:push@example.com", "--ttl", "600", "--urgency", "high",
                        "--topic", "invite-42", *extra], env)

    expected = json.dumps({"actionable": 1, "category": "INVITE_CATEGORY", "notification-id": "inv-42",
                           "title": "Dîner à 8 ?", "body": "From Alice", "user-info": {"invite-id": "42"},
                           "url": "/invites/42"}, separators=(",", ":"), ensure_ascii=False).encode()

    # 1. The stand-in itself accepts a push from the reference implementation (so its checks are right).
    reference = service.subscribe(application_server_key, "reference")
    vapid = Vapid02.from_raw(vapid_private.encode())
    webpush(reference.to_json(), data=expected, vapid_private_key=vapid,
            vapid_claims={"sub": "mailto:push@example.com"}, ttl=60)
    _, _, problems, plaintext = service.received[-1]
    check("the stand-in accepts pywebpush's own push (VAPID, headers, http_ece decryption)",
          not problems and plaintext == expected, "; ".join(problems))

    # 2. actionable-webpush send: the stand-in checks the token and headers, and http_ece decrypts the body.
    browser = service.subscribe(application_server_key, "browser")
    result = send(browser)
    _, _, problems, plaintext = service.received[-1]
    check("send: delivered (exit 0), VAPID token and RFC 8030 headers accepted",
          result.returncode == 0 and not problems, "exit %d %s %s" % (result.returncode, problems, result.stderr))
    check("send: http_ece decrypts the body to the expected JSON, byte for byte", plaintext == expected,
          "%r" % plaintext)

    # 3. pywebpush encrypts; actionable-webpush decrypts (the hidden `decrypt` subcommand: the browser's side).
    message = json.dumps({"actionable": 1, "category": "INVITE_CATEGORY", "notification-id": "py-1",
                          "title": "Écrit par pywebpush ✓"}, ensure_ascii=False).encode()
    encrypted = WebPusher(browser.to_json()).encode(message, content_encoding="aes128gcm")["body"]
    body_path = os.path.join(work, "pywebpush.bin")
    with open(body_path, "wb") as file:
        file.write(encrypted)
    result = subprocess.run([CLI, "decrypt", "--private-key", browser.private_scalar(), "--auth", b64e(browser.auth),
                             body_path], capture_output=True, timeout=30)
    check("decrypt: what pywebpush encrypts decrypts in Swift", result.returncode == 0 and result.stdout == message,
          "exit %d %r" % (result.returncode, result.stderr))
    tampered = bytearray(encrypted)
    tampered[-1] ^= 1
    with open(body_path, "wb") as file:
        file.write(tampered)
    result = subprocess.run([CLI, "decrypt", "--private-key", browser.private_scalar(), "--auth", b64e(browser.auth),
                             body_path], capture_output=True, text=True, timeout=30)
    check("decrypt: a tampered body is an error that says so, not a crash",
          result.returncode == 1 and "does not authenticate" in result.stderr, result.stderr)

    # 4. 410 once: the subscription is gone.
    service.answers = [(410, {})]
    result = send(browser)
    check("410: exit 4 and 'the subscription is gone'",
          result.returncode == 4 and "subscription is gone" in result.stderr,
          "exit %d %s" % (result.returncode, result.stderr))

    # 5. 429 with Retry-After: 1, then 201: delivered on the second attempt, after the wait.
    before = len(service.received)
    service.answers = [(429, {"Retry-After": "1"}), (201, {})]
    result = send(browser)
    times = [entry[0] for entry in service.received[before:]]
    check("429 Retry-After: 1, then 201: delivered after one retry, a second later",
          result.returncode == 0 and "2 attempts" in result.stdout and len(times) == 2 and times[1] - times[0] >= 0.9,
          "exit %d, %d requests, %s %s" % (result.returncode, len(times), result.stdout, result.stderr))

    # 6. 413: the payload's fault, not retried.
    before = len(service.received)
    service.answers = [(413, {})]
    result = send(browser)
    check("413: exit 3, the payload is too large, not retried",
          result.returncode == 3 and "too large" in result.stderr and len(service.received) - before == 1,
          "exit %d %s" % (result.returncode, result.stderr))

    # 7. Another 4xx: refused, with the start of the push service's answer, however long it is.
    service.answers = [(400, {"body": "UnauthorizedRegistration: " + "x" * 200_000})]
    result = send(browser)
    check("400 with a 200 kB answer: exit 1 quoting its start",
          result.returncode == 1 and "(400): UnauthorizedRegistration: xxx" in result.stderr
          and len(result.stderr) < 1000, "exit %d %s" % (result.returncode, result.stderr[:300]))

    # 8. The stand-in's checks bite: a token for another origin is refused (403), and the CLI says so.
    elsewhere = service.subscribe(application_server_key, "elsewhere", host="localhost")
    result = send(elsewhere, name="elsewhere")
    problems = service.received[-1][2]
    check("a token whose aud is another origin is refused by the stand-in, and send exits 1",
          result.returncode == 1 and any("aud" in problem for problem in problems) and "(403)" in result.stderr,
          "exit %d %s %s" % (result.returncode, problems, result.stderr))

    # 9. What never reaches the push service.
    before = len(service.received)
    result = run_cli(["send", "--categories", "Categories", "--subscription", os.path.join(work, "sub.json"),
                      "--category", "NO_SUCH_CATEGORY", "--notification-id", "x", "--title", "T",
                      "--subject", "mailto:push@example.com"], env)
    check("an unknown category: exit 1 with unknown-category, nothing sent",
          result.returncode == 1 and "[unknown-category]" in result.stderr and len(service.received) == before,
          result.stderr)
    broken = os.path.join(work, "broken.json")
    with open(broken, "w") as file:
        file.write('{"endpoint": "%s", "keys": {"p256dh": "AAAA"}}' % browser.endpoint)
    result = run_cli(["send", "--categories", "Categories", "--subscription", broken, "--category", "INVITE_CATEGORY",
                      "--notification-id", "x", "--title", "T", "--subject", "mailto:push@example.com"], env)
    check("a malformed subscription file: exit 65 naming what is missing",
          result.returncode == 65 and "keys.auth" in result.stderr, result.stderr)
    no_key = {name: value for name, value in env.items() if name != "ACTIONABLE_VAPID_PRIVATE_KEY"}
    result = run_cli(["send", "--subscription", os.path.join(work, "sub.json"), "--category", "INVITE_CATEGORY",
                      "--notification-id", "x", "--title", "T", "--subject", "mailto:push@example.com"], no_key)
    check("no $ACTIONABLE_VAPID_PRIVATE_KEY: exit 78 saying where the key comes from",
          result.returncode == 78 and "vapid-keys" in result.stderr, result.stderr)

    service.server.shutdown()
    print("%d checks failed (%.1f s)" % (len(failures), time.monotonic() - started) if failures
          else "all Web Push checks passed (%.1f s)" % (time.monotonic() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
