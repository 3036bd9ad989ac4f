#!/usr/bin/python3
"""What the checks of a tap's platform side share: a real `actionable-example-server serve --auth tokens` that counts
"Handled action" lines, and a fault proxy between the platform's code and serve that answers 503 or drops connections
on request. Used by scripts/check-web-browser.py (the web's worker in Chromium) and scripts/check-android-taps.py (the
Android tap side on the JVM).
"""
import contextlib
import http.client
import http.server
import json
import os
import pathlib
import signal
import socket
import socketserver
import subprocess
import sys
import threading
import time

TOKEN = "token-alice"
TOKEN_BOB = "token-bob"  # a second person's token (serve knows both), for other-account


class SetupError(Exception):
    """Something other than the site's behaviour failed: exit status 2."""


class CheckFailed(Exception):
    """A scenario's expectation did not hold."""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(predicate, timeout, what, interval=0.05):
    """Polls `predicate` until it returns a true value; raises CheckFailed with `what` at the deadline."""
    deadline = time.monotonic() + timeout
    while True:
        if value := predicate():
            return value
        if time.monotonic() > deadline:
            raise CheckFailed(f"{what} (waited {timeout:g} s)")
        time.sleep(interval)


# MARK: The fault proxy


class FaultProxy:
    """Between the worker and serve: passes requests on, or answers 503 / drops the connection for the next POSTs.

    Records each POST's headers and body. Preflights always pass, so a failure is the one the scenario asks for."""

    def __init__(self, upstream_port, site_origin=None, retry_after="0"):
        self.upstream_port, self.site_origin = upstream_port, site_origin
        self.retry_after = retry_after  # the 503's Retry-After
        self.lock = threading.Lock()
        self.posts, self.mode, self.remaining = [], "pass", 0
        self.released = threading.Event()
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_OPTIONS(self):
                self.forward(b"")

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                with proxy.lock:
                    proxy.posts.append({"headers": {k.lower(): v for k, v in self.headers.items()},
                                        "body": body.decode("utf-8", "replace"), "answered": None,
                                        "at": time.monotonic()})
                    record = proxy.posts[-1]
                    mode = proxy.mode if proxy.remaining > 0 else "pass"
                    if proxy.remaining > 0:
                        proxy.remaining -= 1
                if mode == "hold":  # accepted, never answered: the sender is killed or times out meanwhile
                    record["answered"] = "held"
                    proxy.released.wait(60)
                    self.close_connection = True
                    with contextlib.suppress(OSError):
                        self.connection.shutdown(socket.SHUT_RDWR)
                    return
                if mode == "drop":
                    record["answered"] = "dropped"
                    self.close_connection = True
                    with contextlib.suppress(OSError):
                        self.connection.shutdown(socket.SHUT_RDWR)
                    return
                if mode == "503":
                    record["answered"] = 503
                    self.send_response(503)
                    self.cors_headers()
                    self.send_header("Retry-After", proxy.retry_after)
                    self.send_header("Content-Type", "application/json")
                    payload = b'{"error":"planned outage"}'
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    return
                record["answered"] = self.forward(body)

            def cors_headers(self):
                if self.headers.get("Origin") == proxy.site_origin:
                    self.send_header("Access-Control-Allow-Origin", proxy.site_origin)
                    self.send_header("Vary", "Origin")
                    self.send_header("Access-Control-Expose-Headers", "Idempotent-Replayed, Retry-After")

            def forward(self, body):
                connection = http.client.HTTPConnection("127.0.0.1", proxy.upstream_port, timeout=30)
                try:
                    headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
                    connection.request(self.command, self.path, body=body or None, headers=headers)
                    response = connection.getresponse()
                    payload = response.read()
                except OSError as error:
                    self.send_error(502, f"upstream: {error}")
                    return 502
                finally:
                    connection.close()
                self.send_response(response.status)
                for name, value in response.getheaders():  # CORS headers included, as serve wrote them
                    if name.lower() not in ("connection", "transfer-encoding", "content-length", "date", "server"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
                return response.status

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

            def handle_error(self, request, client_address):
                if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser closed with connections open
                    super().handle_error(request, client_address)

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def fail_next(self, mode, count):
        """The next `count` POSTs are answered 503, dropped ("drop"), or held unanswered until `heal` ("hold")."""
        with self.lock:
            self.mode, self.remaining = mode, count
            self.released.clear()

    def heal(self):
        with self.lock:
            self.mode, self.remaining = "pass", 0
            self.released.set()

    def posts_for(self, notification_id):
        with self.lock:
            return [post for post in self.posts if json.loads(post["body"] or "{}").get("notification-id")
                    == notification_id]

    def close(self):
        self.released.set()
        self.server.shutdown()
        self.server.server_close()


# MARK: Processes


class Serve:
    """`actionable-example-server serve` with per-user tokens (and CORS for a site's origin when given); counts
    "Handled action" lines."""

    def __init__(self, binary, categories, port, site_origin, log_path):
        self.log_path = log_path
        self.log = open(log_path, "wb")
        env = dict(os.environ, ACTIONABLE_TOKENS=f"alice={TOKEN},bob={TOKEN_BOB}")
        self.process = subprocess.Popen(
            [binary, "serve", "--categories", str(categories), "--auth", "tokens", "--port", str(port),
             *(["--cors-origin", site_origin] if site_origin else [])], stdout=self.log, stderr=subprocess.STDOUT, env=env,
            start_new_session=True)
        self.port = port

    def wait_ready(self):
        def up():
            if self.process.poll() is not None:
                raise SetupError(f"serve exited ({self.process.returncode}): {self.text()[-800:]}")
            with contextlib.suppress(OSError):
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=1)
                connection.request("GET", "/health")
                return connection.getresponse().status == 200
            return False
        try:
            wait_until(up, 30, "serve did not answer /health")
        except CheckFailed as error:
            raise SetupError(str(error)) from None

    def text(self):
        return pathlib.Path(self.log_path).read_text(errors="replace")

    def handled(self, notification_id):
        """How many times a handler ran for `notification_id` ("Handled action" lines naming it)."""
        return sum(1 for line in self.text().splitlines()
                   if "Handled action" in line and notification_id in line)

    def stop(self):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(5)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.log.close()
