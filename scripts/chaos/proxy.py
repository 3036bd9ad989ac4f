#!/usr/bin/env python3
"""A round-robin TCP proxy for the chaos test (stdlib only).

Each new client connection goes to the next backend in turn. When the connect fails (the instance is down), the
next backend is tried, then the next, until one accepts or all have been tried; then the client's connection is
closed without an answer, as a load balancer with no healthy target would. Bytes are piped both ways until either
side closes.

A background task health-checks every backend once per --check-interval with `GET /ready` (the store is reachable),
falling back to `GET /health` for a server that answers /ready with 404 (servers before issue 22). Each check ranks
the backend: "ready" (200), "alive" (answered something else, e.g. 503 while its database is down) or "dead" (no
answer within --check-timeout: down, or frozen - a SIGSTOPped instance accepts TCP connections but never answers).
New connections go round-robin to the best rank there is, and to a worse one only when every better one refuses to
connect: while the database is down every instance is "alive", and a frozen one must still be avoided.

With --delay-ms, every chunk is held that long before it is passed on, in both directions: chaos.sh puts one such
proxy (--no-health) between the instances and PostgreSQL to give the database a network's latency, which widens the
window between a delivery's claim and its recorded answer that a kill or a freeze can fall into.

Usage: proxy.py --listen PORT --backend PORT [--backend PORT ...] [--stats FILE] [--delay-ms MS] [--no-health]
Counters are written as JSON to --stats every second and on exit (SIGTERM / SIGINT). Each connection is logged to
stderr when it ends: the client's port (load.py records its own per attempt), the backend, how long it lasted, the
bytes each way and which side ended it, so a slow or hung request can be traced to an instance.
"""

import argparse
import asyncio
import json
import os
import signal
import sys
import time

HOST = "127.0.0.1"
RANK = {"ready": 0, "alive": 1, "dead": 2}


class Backend:
    def __init__(self, port):
        self.port = port
        self.health = "ready"  # ready | alive | dead; optimistic until a check says otherwise
        self.probe_path = "/ready"  # becomes /health when /ready answers 404
        self.connections = 0
        self.connect_failures = 0
        self.skipped_unhealthy = 0
        self.checks_failed = 0


class Proxy:
    def __init__(self, ports, connect_timeout, check_interval, check_timeout, delay=0.0):
        self.backends = [Backend(p) for p in ports]
        self.next = 0
        self.connect_timeout = connect_timeout
        self.check_interval = check_interval
        self.check_timeout = check_timeout
        self.delay = delay
        self.accepted = 0
        self.refused = 0  # client connections closed because no backend accepted
        self.open = 0
        self.started = time.time()

    def stats(self):
        return {
            "accepted": self.accepted,
            "refused_no_backend": self.refused,
            "open": self.open,
            "uptime_s": round(time.time() - self.started, 3),
            "backends": [
                {
                    "port": b.port,
                    "health": b.health,
                    "probe": b.probe_path,
                    "connections": b.connections,
                    "connect_failures": b.connect_failures,
                    "skipped_unhealthy": b.skipped_unhealthy,
                    "checks_failed": b.checks_failed,
                }
                for b in self.backends
            ],
        }

    def order(self):
        """Backends to try for one new connection: round-robin start, best health first (a stable sort keeps the
        round-robin order within a rank). Worse ones are still tried last: a check can be one interval old."""
        n = len(self.backends)
        start = self.next
        self.next = (self.next + 1) % n
        ring = [self.backends[(start + i) % n] for i in range(n)]
        ranked = sorted(ring, key=lambda b: RANK[b.health])
        best = RANK[ranked[0].health]
        for b in ranked:
            if RANK[b.health] > best:
                b.skipped_unhealthy += 1
        return ranked

    async def handle(self, client_reader, client_writer):
        self.accepted += 1
        self.open += 1
        number = self.accepted
        started = time.time()
        peer = client_writer.get_extra_info("peername")
        record = {"backend": None, "failed": [], "up": 0, "down": 0, "end": "no backend"}
        try:
            for backend in self.order():
                try:
                    upstream_reader, upstream_writer = await asyncio.wait_for(
                        asyncio.open_connection(HOST, backend.port), self.connect_timeout
                    )
                except (OSError, asyncio.TimeoutError):
                    backend.connect_failures += 1
                    record["failed"].append(backend.port)
                    continue
                backend.connections += 1
                record["backend"] = backend.port
                await self.pipe_both(client_reader, client_writer, upstream_reader, upstream_writer, record)
                return
            self.refused += 1
        finally:
            self.open -= 1
            await close(client_writer)
            stamp = time.strftime("%H:%M:%S", time.gmtime(started)) + f".{int(started * 1000) % 1000:03d}"
            print(f"{stamp} conn {number} client {peer[1] if peer else '?'} -> {record['backend']}"
                  + (f" (refused: {record['failed']})" if record["failed"] else "")
                  + f" {time.time() - started:.3f}s up {record['up']} down {record['down']} end {record['end']}",
                  file=sys.stderr, flush=True)

    async def pipe_both(self, client_reader, client_writer, upstream_reader, upstream_writer, record):
        async def pipe(reader, writer, direction):
            try:
                while True:
                    data = await reader.read(65536)
                    if not data:
                        break
                    record[direction] += len(data)
                    if self.delay:
                        await asyncio.sleep(self.delay)
                    writer.write(data)
                    await writer.drain()
            except (OSError, asyncio.IncompleteReadError) as error:
                record["end"] = f"{direction}: {type(error).__name__}"
            finally:
                # Half-close so the other side sees EOF; a full close follows when both directions are done.
                try:
                    if writer.can_write_eof():
                        writer.write_eof()
                except OSError:
                    pass

        record["end"] = "backend closed"
        up = asyncio.ensure_future(pipe(client_reader, upstream_writer, "up"))
        down = asyncio.ensure_future(pipe(upstream_reader, client_writer, "down"))
        # When the backend's side ends (answer sent, or the instance died: reset/EOF), the exchange is over; the
        # client's side may stay open (keep-alive) but nothing more will come back on this connection.
        try:
            await down
        finally:
            if up.done() and record["end"] == "backend closed":
                record["end"] = "client closed, then backend"
            up.cancel()
            await close(upstream_writer)

    async def check(self, backend):
        """One health check: "ready" (200 from the probe path), "alive" (another answer) or "dead" (none in time)."""
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, backend.port), self.check_timeout)
        except (OSError, asyncio.TimeoutError):
            return "dead"
        try:
            request = f"GET {backend.probe_path} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"
            writer.write(request.encode())
            await writer.drain()
            line = await asyncio.wait_for(reader.readline(), self.check_timeout)
            parts = line.split()
            status = int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else 0
            if status == 404 and backend.probe_path == "/ready":
                backend.probe_path = "/health"  # a server without /ready (before issue 22)
                return await self.check(backend)
            return "ready" if status == 200 else "alive" if status else "dead"
        except (OSError, asyncio.TimeoutError, ValueError):
            return "dead"
        finally:
            await close(writer)

    async def health_loop(self):
        while True:
            results = await asyncio.gather(*(self.check(b) for b in self.backends))
            for backend, health in zip(self.backends, results):
                if health != "ready":
                    backend.checks_failed += 1
                backend.health = health
            await asyncio.sleep(self.check_interval)


async def close(writer):
    try:
        writer.close()
        await asyncio.wait_for(writer.wait_closed(), 1)
    except (OSError, asyncio.TimeoutError):
        pass
    except Exception:  # noqa: BLE001 - a transport already torn down may raise anything here; closing is best effort
        pass


def write_stats(proxy, path):
    if not path:
        return
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(proxy.stats(), f)
    os.replace(tmp, path)


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--listen", type=int, required=True)
    parser.add_argument("--backend", type=int, action="append", required=True)
    parser.add_argument("--stats")
    parser.add_argument("--connect-timeout", type=float, default=1.0)
    parser.add_argument("--check-interval", type=float, default=0.5)
    parser.add_argument("--check-timeout", type=float, default=1.0)
    parser.add_argument("--delay-ms", type=float, default=0.0)
    parser.add_argument("--no-health", action="store_true", help="no HTTP health checks (a database backend)")
    args = parser.parse_args()

    proxy = Proxy(args.backend, args.connect_timeout, args.check_interval, args.check_timeout, args.delay_ms / 1000)
    server = await asyncio.start_server(proxy.handle, HOST, args.listen, backlog=1024)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    health = asyncio.ensure_future(proxy.health_loop() if not args.no_health else asyncio.sleep(0))
    print(f"proxy: listening on {HOST}:{args.listen}, backends {args.backend}", file=sys.stderr, flush=True)
    try:
        while not stop.is_set():
            write_stats(proxy, args.stats)
            try:
                await asyncio.wait_for(stop.wait(), 1.0)
            except asyncio.TimeoutError:
                pass
    finally:
        health.cancel()
        server.close()
        write_stats(proxy, args.stats)


if __name__ == "__main__":
    asyncio.run(main())
