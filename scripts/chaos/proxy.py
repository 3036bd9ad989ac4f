#!/usr/bin/env python3
"""A round-robin TCP proxy for the chaos test (stdlib only).

Each new client connection goes to the next backend in turn. When the connect fails (the instance is down), the
next backend is tried, then the next, until one accepts or all have been tried; then the client's connection is
closed without an answer, as a load balancer with no healthy target would. Bytes are piped both ways until either
side closes.

A background task health-checks every backend once per --check-interval with `GET /ready` (the store is reachable),
falling back to `GET /health` for a server that answers /ready with 404 (servers before issue 22). A backend whose
last check failed or timed out (a frozen, SIGSTOPped instance accepts TCP connections but never answers) is skipped
for new connections while any other backend is healthy.

Usage: proxy.py --listen PORT --backend PORT [--backend PORT ...] [--stats FILE]
Counters are written as JSON to --stats every second and on exit (SIGTERM / SIGINT).
"""

import argparse
import asyncio
import json
import os
import signal
import sys
import time

HOST = "127.0.0.1"


class Backend:
    def __init__(self, port):
        self.port = port
        self.healthy = True  # optimistic until a check says otherwise
        self.probe_path = "/ready"  # becomes /health when /ready answers 404
        self.connections = 0
        self.connect_failures = 0
        self.skipped_unhealthy = 0
        self.checks_failed = 0


class Proxy:
    def __init__(self, ports, connect_timeout, check_interval, check_timeout):
        self.backends = [Backend(p) for p in ports]
        self.next = 0
        self.connect_timeout = connect_timeout
        self.check_interval = check_interval
        self.check_timeout = check_timeout
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
                    "healthy": b.healthy,
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
        """Backends to try for one new connection: round-robin start, healthy ones first."""
        n = len(self.backends)
        start = self.next
        self.next = (self.next + 1) % n
        ring = [self.backends[(start + i) % n] for i in range(n)]
        healthy = [b for b in ring if b.healthy]
        unhealthy = [b for b in ring if not b.healthy]
        if healthy:
            for b in unhealthy:
                b.skipped_unhealthy += 1
            # Unhealthy ones are still tried last: a check can be stale by up to one interval.
            return healthy + unhealthy
        return ring

    async def handle(self, client_reader, client_writer):
        self.accepted += 1
        self.open += 1
        try:
            for backend in self.order():
                try:
                    upstream_reader, upstream_writer = await asyncio.wait_for(
                        asyncio.open_connection(HOST, backend.port), self.connect_timeout
                    )
                except (OSError, asyncio.TimeoutError):
                    backend.connect_failures += 1
                    continue
                backend.connections += 1
                await self.pipe_both(client_reader, client_writer, upstream_reader, upstream_writer)
                return
            self.refused += 1
        finally:
            self.open -= 1
            await close(client_writer)

    async def pipe_both(self, client_reader, client_writer, upstream_reader, upstream_writer):
        async def pipe(reader, writer):
            try:
                while True:
                    data = await reader.read(65536)
                    if not data:
                        break
                    writer.write(data)
                    await writer.drain()
            except (OSError, asyncio.IncompleteReadError):
                pass
            finally:
                # Half-close so the other side sees EOF; a full close follows when both directions are done.
                try:
                    if writer.can_write_eof():
                        writer.write_eof()
                except OSError:
                    pass

        up = asyncio.ensure_future(pipe(client_reader, upstream_writer))
        down = asyncio.ensure_future(pipe(upstream_reader, client_writer))
        # When the backend's side ends (answer sent, or the instance died: reset/EOF), the exchange is over; the
        # client's side may stay open (keep-alive) but nothing more will come back on this connection.
        await down
        up.cancel()
        await close(upstream_writer)

    async def check(self, backend):
        """One health check: 200 from the probe path within check_timeout."""
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, backend.port), self.check_timeout)
        except (OSError, asyncio.TimeoutError):
            return False
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
            return status == 200
        except (OSError, asyncio.TimeoutError, ValueError):
            return False
        finally:
            await close(writer)

    async def health_loop(self):
        while True:
            results = await asyncio.gather(*(self.check(b) for b in self.backends))
            for backend, ok in zip(self.backends, results):
                if not ok:
                    backend.checks_failed += 1
                backend.healthy = ok
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
    args = parser.parse_args()

    proxy = Proxy(args.backend, args.connect_timeout, args.check_interval, args.check_timeout)
    server = await asyncio.start_server(proxy.handle, HOST, args.listen, backlog=1024)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    health = asyncio.ensure_future(proxy.health_loop())
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
