#!/usr/bin/env python3
"""The chaos test's orchestrator (stdlib only); scripts/chaos.sh sets up the database and the paths, then runs this.

1. starts CHAOS_INSTANCES instances of `actionable-example-server serve --idempotency postgres` (with
   `--transactional` when CHAOS_HANDLER=transactional; each one's stdout and stderr appended to out/instance-N.log,
   across restarts) and the round-robin proxy (proxy.py) in front of them;
   With CHAOS_DB_DELAY_MS, the instances reach PostgreSQL through a second proxy.py that adds that latency;
2. runs the load (load.py) through the proxy while the chaos monkey, a thread, every CHAOS_GAP (3-8 s)
   - "kill":   SIGKILLs an instance and restarts it CHAOS_RESTART (1-3 s) later,
   - "freeze": SIGSTOPs an instance for CHAOS_FREEZE (2-6 s; it keeps accepting connections and answers none),
               then SIGKILLs it and restarts it: its unfinished claims must be taken over by the others,
   - "db":     stops the database (`pg_ctl stop -m immediate`, a crash) and starts it again CHAOS_DB_DOWN (3-10 s)
               later;
   each kind once first, then by CHAOS_KINDS' weights. It never takes down the last running instance, and
   restores everything it took down once the chaos ends. An instance that exits on its own is logged ("exit") and
   restarted a second later; one that takes over 5 s from its start to listening is logged ("slow-start");
3. once the clients are done and everything is back, sends each instance a few new deliveries directly (the
   "probes": has the service itself recovered?);
4. counts handler runs per notification id in the instances' logs ("Handled action" lines), reads the idempotency
   table and, with transactional handlers, the effects table (actionable_example_effects: one row per committed
   effect), and reports (report.json, summary.txt, and a `CHAOS_RESULT {...}` line). Exit status: 0 when every client
   got a final answer, every delivery answered 200 ran its handler at least once, the answers for each delivery
   agree and every probe was answered 200 and, with transactional handlers, every delivery (probes included) has at
   most one committed effect, one when it was answered 200 and none when its final answer was not 200; 1 otherwise;
   2 when the set-up failed.

With transactional handlers a "Handled action" line is an attempt, not an effect: an attempt whose transaction rolled
back (its instance killed before the commit, the database down) logged it too. So the logs give attempts per
delivery, the effects table the effects, and only the latter must be exactly one.

Configuration is read from the environment; chaos.sh documents the CHAOS_* variables and sets the rest.
"""

import asyncio
import collections
import datetime
import json
import os
import random
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
import http.client
import urllib.error
import urllib.request

sys.dont_write_bytecode = True  # no __pycache__ in the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import load  # noqa: E402  (the sibling module)

HOST = "127.0.0.1"
# CHAOS_HANDLER -> the flags it adds to `serve`: "transactional" handlers write their effect (a row in
# actionable_example_effects) in the transaction that records the delivery's answer.
HANDLER_FLAGS = {"plain": [], "transactional": ["--transactional"]}
# CHAOS_ADAPTER -> the flags it adds to `serve`: the web framework the endpoint runs on (empty: serve's default,
# Hummingbird, with no flag, as an older serve takes it).
ADAPTERS = {"": [], "hummingbird": ["--adapter", "hummingbird"], "vapor": ["--adapter", "vapor"]}


def env(name, default=None, kind=str):
    value = os.environ.get(name, "")
    if value == "":
        if default is None:
            sys.exit(f"chaos: {name} is not set")
        return default
    try:
        return kind(value)
    except ValueError:
        sys.exit(f"chaos: {name}={value!r} is not a valid {kind.__name__}")


def free_port():
    """A free port picked at random between 10000 and the start of the kernel's ephemeral range (chaos.sh passes it
    as CHAOS_PORT_LIMIT): an instance's port, free while it is down, must not be handed to one of the thousands of
    outgoing connections the load makes, nor found free by another chaos run that starts meanwhile."""
    limit = int(os.environ.get("CHAOS_PORT_LIMIT") or 32768)
    for _ in range(200):
        port = random.randrange(10000, limit)
        with socket.socket() as s:
            try:
                s.bind((HOST, port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port below the ephemeral range")


def percentile(values, p):
    """Nearest-rank percentile; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-p * len(ordered) // 100))))
    return ordered[rank - 1]


def rounded(value, digits=3):
    return None if value is None else round(value, digits)


class Log:
    """Chaos events, timestamped from the start of the run, to stdout and events.log."""

    def __init__(self, path, t_zero):
        self.file = open(path, "a", buffering=1)
        self.t_zero = t_zero
        self.events = []
        self.lock = threading.Lock()

    def event(self, kind, target, detail=""):
        t = time.monotonic() - self.t_zero
        wall = datetime.datetime.now(datetime.timezone.utc).strftime("%H:%M:%S.%f")[:-3]
        line = f"+{t:7.2f}s {wall}Z {kind:<8} {target:<11} {detail}".rstrip()
        with self.lock:
            self.events.append({"t": round(t, 3), "kind": kind, "target": target, "detail": detail})
            self.file.write(line + "\n")
        print(f"chaos: {line}", flush=True)


class Instance:
    def __init__(self, number, port, out_dir):
        self.number = number
        self.name = f"instance-{number}"
        self.port = port
        self.log_path = os.path.join(out_dir, f"{self.name}.log")
        self.pid_path = os.path.join(out_dir, "pids", f"{self.name}.pid")
        self.proc = None
        self.state = "down"  # up | down | frozen
        self.starts = 0
        self.started_at = 0.0  # monotonic time of the last start
        self.listening = False  # whether the last start has been seen accepting connections
        self.last_probe = 0.0


class Cluster:
    """The instances, the database and the chaos monkey; every change of their state happens on one thread."""

    def __init__(self, cfg, log):
        self.cfg = cfg
        self.log = log
        self.instances = [Instance(i + 1, free_port(), cfg["out"]) for i in range(cfg["instances"])]
        self.db_up = True
        self.pending = []  # (due monotonic time, label, action): recoveries the monkey has scheduled
        self.rng = random.Random(cfg["seed"] * 7919 + 17)
        self.stop = threading.Event()
        self.chaos_until = None
        self.thread = None
        self.unplanned_exits = 0
        self.invalid = []  # why this run's figures are not to be trusted (a port of ours taken by someone else)
        self.start_times = []  # seconds from each (re)start to accepting connections
        self.owed = [kind for kind, _ in cfg["kinds"]]
        self.rng.shuffle(self.owed)

    # -- instances ----------------------------------------------------------------------------------------------

    def start_instance(self, inst):
        cfg = self.cfg
        command = [cfg["server"], "serve", "--categories", cfg["categories"], "--host", HOST, "--port",
                   str(inst.port), "--auth", "bearer", "--deadline", str(cfg["deadline"]),
                   "--idempotency", "postgres"] + ADAPTERS[cfg["adapter"]] + HANDLER_FLAGS[cfg["handler"]] + cfg["server_flags"]
        environment = dict(os.environ, ACTIONABLE_TOKEN=cfg["token"], ACTIONABLE_POSTGRES_HOST=HOST,
                           ACTIONABLE_POSTGRES_PORT=str(cfg["server_pg_port"]), ACTIONABLE_POSTGRES_USER="actionable",
                           ACTIONABLE_POSTGRES_PASSWORD=cfg["pg_password"], ACTIONABLE_POSTGRES_DATABASE="actionable")
        with open(inst.log_path, "ab") as f:
            f.write(f"=== chaos: start #{inst.starts + 1} of {inst.name} at {time.time():.3f}\n".encode())
            # A session of its own: a Ctrl-C in the terminal reaches this runner, which stops the instances itself
            # (an instance that saw SIGINT directly would shut down and be taken for one that exited on its own).
            inst.proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.STDOUT,
                                         env=environment, start_new_session=True)
        with open(inst.pid_path, "w") as f:
            f.write(str(inst.proc.pid))
        inst.state = "up"
        inst.starts += 1
        inst.started_at = time.monotonic()
        inst.listening = False
        return inst.proc.pid

    def probe_listening(self, inst, now):
        """Notes when a started instance first accepts a TCP connection: a start with the database down does not
        listen until the database is back (or gives up after about a minute)."""
        if inst.listening or inst.state != "up" or now - inst.last_probe < 0.2:
            return
        inst.last_probe = now
        try:
            socket.create_connection((HOST, inst.port), 0.1).close()
        except OSError:
            return
        inst.listening = True
        took = now - inst.started_at
        self.start_times.append(took)
        if took > 5:
            self.log.event("slow-start", inst.name, f"listening {took:.1f}s after its start")

    def signal_instance(self, inst, sig):
        if inst.proc and inst.proc.poll() is None:
            try:
                os.kill(inst.proc.pid, sig)
            except ProcessLookupError:
                pass

    def kill_instance(self, inst):
        self.signal_instance(inst, signal.SIGKILL)
        if inst.proc:
            try:
                inst.proc.wait(5)
            except subprocess.TimeoutExpired:
                pass
        inst.state = "down"

    def restart(self, inst, why):
        pid = self.start_instance(inst)
        self.log.event("restart", inst.name, f"pid {pid} ({why})")

    def running(self):
        """Instances that serve: started, alive, and seen accepting connections."""
        return [i for i in self.instances
                if i.state == "up" and i.listening and i.proc and i.proc.poll() is None]

    def wait_healthy(self, timeout):
        deadline = time.monotonic() + timeout
        for inst in self.instances:
            while True:
                if inst.proc.poll() is not None:
                    raise RuntimeError(f"{inst.name} exited with {inst.proc.returncode} at start-up; see {inst.log_path}")
                try:
                    with urllib.request.urlopen(f"http://{HOST}:{inst.port}/health", timeout=1) as answer:
                        if answer.status == 200:
                            inst.listening = True
                            self.start_times.append(time.monotonic() - inst.started_at)
                            break
                except (urllib.error.URLError, OSError):
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{inst.name} did not answer /health within {timeout} s; see {inst.log_path}")
                time.sleep(0.2)

    def stop_all(self):
        """SIGCONT and SIGTERM every instance (graceful), SIGKILL what is still there 5 s later."""
        for inst in self.instances:
            self.signal_instance(inst, signal.SIGCONT)
            self.signal_instance(inst, signal.SIGTERM)
        deadline = time.monotonic() + 5
        for inst in self.instances:
            if inst.proc:
                try:
                    inst.proc.wait(max(0.1, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    self.signal_instance(inst, signal.SIGKILL)
                    inst.proc.wait(5)
            inst.state = "down"

    # -- database -----------------------------------------------------------------------------------------------

    def pg_ctl(self, *args, timeout=60):
        command = self.cfg["pg_as"] + [os.path.join(self.cfg["pg_bin"], "pg_ctl"), "-D", self.cfg["pg_data"]]
        command += list(args)
        try:
            done = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, timeout=timeout, text=True)
            return done.returncode, done.stdout.strip()
        except subprocess.TimeoutExpired:
            return -1, f"timed out after {timeout} s"

    def db_stop(self):
        rc, out = self.pg_ctl("-m", "immediate", "-w", "-t", "30", "stop")
        self.db_up = False
        return rc, out

    def db_start(self):
        rc, out = self.pg_ctl("-l", self.cfg["pg_log"], "-w", "-t", "30", "start")
        if rc == 0:
            self.db_up = True
        return rc, out

    # -- the monkey ---------------------------------------------------------------------------------------------

    def schedule(self, delay, label, action):
        self.pending.append((time.monotonic() + delay, label, action))

    def chaos_event(self):
        cfg = self.cfg
        kinds, weights = [], []
        running = self.running()
        for kind, weight in cfg["kinds"]:
            if kind in ("kill", "freeze") and len(running) < 2:
                continue  # never the last running instance
            if kind == "db" and not self.db_up:
                continue
            kinds.append(kind)
            weights.append(weight)
        if not kinds:
            return
        # Every kind once first (in random order), so that even a short run sees each; then by weight.
        owed = [k for k in self.owed if k in kinds]
        kind = owed[0] if owed else self.rng.choices(kinds, weights)[0]
        if kind in self.owed:
            self.owed.remove(kind)
        if kind == "kill":
            inst = self.rng.choice(running)
            pid = inst.proc.pid
            self.kill_instance(inst)
            back = self.rng.uniform(*cfg["restart"])
            self.log.event("kill", inst.name, f"SIGKILL pid {pid}; restart in {back:.1f}s")
            self.schedule(back, f"restart {inst.name}", lambda inst=inst: self.restart(inst, "after kill"))
        elif kind == "freeze":
            inst = self.rng.choice(running)
            pid = inst.proc.pid
            self.signal_instance(inst, signal.SIGSTOP)
            inst.state = "frozen"
            frozen_for = self.rng.uniform(*cfg["freeze"])
            self.log.event("freeze", inst.name, f"SIGSTOP pid {pid}; SIGKILL in {frozen_for:.1f}s")

            def thaw(inst=inst, pid=pid, frozen_for=frozen_for):
                self.kill_instance(inst)
                self.log.event("thaw-kill", inst.name, f"SIGKILL frozen pid {pid} after {frozen_for:.1f}s")
                self.schedule(0.5, f"restart {inst.name}", lambda: self.restart(inst, "after freeze"))

            self.schedule(frozen_for, f"kill frozen {inst.name}", thaw)
        elif kind == "db":
            down_for = self.rng.uniform(*cfg["db_down"])
            t = time.monotonic()
            rc, out = self.db_stop()
            self.log.event("db-stop", "postgres", f"pg_ctl stop -m immediate: rc {rc} in {time.monotonic() - t:.1f}s;"
                           f" start in {down_for:.1f}s")

            def start():
                t = time.monotonic()
                rc, out = self.db_start()
                self.log.event("db-start", "postgres", f"pg_ctl start: rc {rc} in {time.monotonic() - t:.1f}s"
                               + ("" if rc == 0 else f": {out[-200:]}"))
                if rc != 0:
                    if "Address already in use" in last_lines(self.cfg["pg_log"], 20):
                        self.port_taken(f"the database's port {self.cfg['pg_port']}")
                    self.schedule(1, "db start again", start)

            self.schedule(down_for, "start postgres", start)

    def loop(self):
        t_zero = time.monotonic()
        next_event = t_zero + self.rng.uniform(*self.cfg["gap"])
        while not self.stop.is_set():
            now = time.monotonic()
            for item in sorted((p for p in self.pending if p[0] <= now), key=lambda p: p[0]):
                self.pending.remove(item)
                try:
                    item[2]()
                except Exception as error:  # noqa: BLE001 - one failed step must not end the monkey
                    self.log.event("error", item[1], repr(error))
            for inst in self.instances:
                self.probe_listening(inst, now)
            # An instance that died on its own (not one the monkey took down) is restarted, like a supervisor would.
            for inst in self.instances:
                if inst.state == "up" and inst.proc and inst.proc.poll() is not None:
                    self.unplanned_exits += 1
                    inst.state = "down"
                    tail = last_lines(inst.log_path, 1)
                    if "Address already in use" in last_lines(inst.log_path, 5):
                        self.port_taken(f"{inst.name}'s port {inst.port}")
                    self.log.event("exit", inst.name, f"exited on its own, status {inst.proc.returncode}; "
                                   f"restart in 1s; last line: {tail[:160]}")
                    self.schedule(1, f"restart {inst.name}", lambda inst=inst: self.restart(inst, "after exit"))
            if self.chaos_until and now < self.chaos_until and now >= next_event:
                try:
                    self.chaos_event()
                except Exception as error:  # noqa: BLE001
                    self.log.event("error", "monkey", repr(error))
                next_event = time.monotonic() + self.rng.uniform(*self.cfg["gap"])
            time.sleep(0.05)

    def port_taken(self, what):
        """Another process took a port of ours while its owner was down: requests or queries may have reached it,
        so this run's figures mean nothing (the run ends with status 2)."""
        if what not in self.invalid:
            self.invalid.append(what)
            self.log.event("error", "ports", f"{what} was taken by another process while it was down")

    def start_monkey(self, duration):
        self.chaos_until = time.monotonic() + duration
        self.thread = threading.Thread(target=self.loop, name="monkey", daemon=True)
        self.thread.start()

    def settle(self, timeout=20):
        """After the chaos: waits until every recovery ran, so all instances and the database are back."""
        deadline = time.monotonic() + timeout
        while self.pending and time.monotonic() < deadline:
            time.sleep(0.1)
        return not self.pending

    def stop_monkey(self):
        self.stop.set()
        if self.thread:
            self.thread.join(10)


def last_lines(path, count):
    try:
        with open(path, "rb") as f:
            f.seek(0, 2)
            f.seek(max(0, f.tell() - 4096))
            lines = f.read().decode("utf-8", "replace").splitlines()
            return " | ".join(lines[-count:])
    except OSError:
        return ""


def probe(cfg, cluster, run_id, per_instance=3, timeout=10.0):
    """After the load: is the service itself healthy again? Asks each instance for /ready (/health when it has none),
    then sends it a few new deliveries (fresh keys, no load around them) and notes each answer and its time."""
    results = []
    for inst in cluster.instances:
        entry = {"instance": inst.name, "ready": None, "answers": []}
        for path in ("/ready", "/health"):
            try:
                connection = http.client.HTTPConnection(HOST, inst.port, timeout=timeout)
                connection.request("GET", path)
                status = connection.getresponse().status
                connection.close()
            except (OSError, http.client.HTTPException) as error:
                status = type(error).__name__
            if status != 404:
                entry["ready"] = f"{path} {status}"
                break
        for n in range(per_instance):
            nid = f"probe-{run_id}-{inst.number}-{n}"
            body = json.dumps({"category": "INVITE_CATEGORY", "action": "ACCEPT_IDENTIFIER",
                               "notification-id": nid, "user-info": {}}).encode()
            started = time.monotonic()
            try:
                connection = http.client.HTTPConnection(HOST, inst.port, timeout=timeout)
                connection.request("POST", load.PATH, body, {
                    "Authorization": f"Bearer {cfg['token']}", "Content-Type": "application/json",
                    "Idempotency-Key": f"tap:{nid}:ACCEPT_IDENTIFIER:0",
                    "Actionable-Time-Remaining-Ms": str(int(timeout * 1000))})
                status = connection.getresponse().status
                connection.close()
            except (OSError, http.client.HTTPException) as error:
                status = type(error).__name__
            entry["answers"].append({"notification": nid, "status": status,
                                     "latency": round(time.monotonic() - started, 3)})
        results.append(entry)
    return results


# -- analysis ---------------------------------------------------------------------------------------------------

HANDLED = re.compile(r"Handled action")
NOTIFICATION = re.compile(r"notification-id=(\S+)")
REQUEST = re.compile(r"request-id=(\S+)")


def handler_runs(instances, prefix):
    """notification id -> list of (instance name, request id) for each "Handled action" line of this run."""
    runs = collections.defaultdict(list)
    for inst in instances:
        try:
            with open(inst.log_path, "r", errors="replace") as f:
                for line in f:
                    if not HANDLED.search(line):
                        continue
                    found = NOTIFICATION.search(line)
                    if not found:
                        continue
                    nid = found.group(1).strip("\"',")
                    if not nid.startswith(prefix):
                        continue
                    request = REQUEST.search(line)
                    runs[nid].append((inst.name, request.group(1).strip("\"',") if request else "?"))
        except OSError:
            pass
    return runs


def log_counts(instances):
    """How often each instance logged the lines that matter for the report (the store failing, mostly)."""
    patterns = {
        "store_unavailable": "Idempotency store unavailable",
        "outcome_not_recorded": "Could not record a delivery's outcome",
        # Servers after issue 22:
        "took_over": "Took over a delivery whose claim outlived its lease",
        "database_lost": "PostgreSQL does not answer",
        "database_back": "PostgreSQL answers again",
        "kept_answers_dropped": "Too many answers wait for the database",
        "kept_answer_not_recorded": "Could not record a kept answer",
    }
    counts = {name: 0 for name in patterns}
    for inst in instances:
        try:
            with open(inst.log_path, "r", errors="replace") as f:
                for line in f:
                    for name, text in patterns.items():
                        if text in line:
                            counts[name] += 1
        except OSError:
            pass
    return counts


def psql(cfg, query):
    """(stdout, None) of one query run with psql on the run's database as the instances' role (unaligned, tuples
    only, fields separated by tabs), or (None, why) when it failed."""
    command = [os.path.join(cfg["pg_bin"], "psql"), "-X", "-At", "-F", "\t", "-h", HOST, "-p", str(cfg["pg_port"]),
               "-U", "actionable", "-d", "actionable", "-c", query]
    try:
        done = subprocess.run(command, env=dict(os.environ, PGPASSWORD=cfg["pg_password"], PGCONNECT_TIMEOUT="5"),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return None, "psql timed out"
    if done.returncode != 0:
        return None, done.stderr.strip()
    return done.stdout, None


def stored_rows(cfg, prefix):
    """key -> (status or None, finished) from the idempotency table, or None when it cannot be read."""
    # Keys are scoped to the caller: `<length>:<principal>` first (every client here is `bearer:default`).
    out, error = psql(cfg, "SELECT key, coalesce(status::text, ''), finished_at IS NOT NULL "
                           f"FROM actionable_idempotency WHERE key LIKE '%tap:{prefix}%'")
    if out is None:
        return None, error
    rows = {}
    for line in out.splitlines():
        key, status, finished = line.split("\t")
        rows[key] = (int(status) if status else None, finished == "t")
    return rows, None


def effect_rows(cfg, tries=3):
    """Every row of the effects table (dicts with notification_id, category, action, request_id, written_at), or None
    and why when it cannot be read. The whole table: the cluster is this run's alone, so a row that matches no
    delivery of this run is a wrong one, not another run's. One JSON value rather than tab-separated lines: the ids
    come from request bodies and may hold any character. A few tries: this read decides whether the run passes."""
    query = ("SELECT coalesce(json_agg(json_build_object('notification_id', notification_id, 'category', category, "
             "'action', action, 'request_id', request_id, 'written_at', written_at) ORDER BY id), '[]') "
             "FROM actionable_example_effects")
    error = None
    for attempt in range(tries):
        if attempt:
            time.sleep(1)
        out, error = psql(cfg, query)
        if out is not None:
            try:
                return json.loads(out), None
            except ValueError as bad:
                return None, f"unreadable psql output ({bad}): {out[:200]!r}"
    return None, error


def probe_final(status):
    """Whether a probe's answer is final, as load.py's clients decide (a probe does not note `Idempotent-Replayed`,
    so no 5xx counts): a status that is not final may still have committed an effect, like a client without one."""
    return isinstance(status, int) and (200 <= status < 300 or status == 410
                                         or (400 <= status < 500 and status not in load.RETRYABLE))


def check_effects(expected, effects):
    """Committed effects against the deliveries sent.

    expected: (notification id, category, action) -> set of final answers (statuses) its clients got, empty when
    none got one, for every delivery sent, the probes included. effects: effect_rows()'s rows. A row counts for the
    delivery whose notification id, category and action it has; one that matches none is an unknown one.
    Returns (figures, details, effects per delivery)."""
    by_delivery = collections.defaultdict(list)
    unknown = []
    for effect in effects:
        delivery = (effect["notification_id"], effect["category"], effect["action"])
        (by_delivery[delivery] if delivery in expected else unknown).append(effect)
    histogram = collections.Counter()
    duplicated, lost, behind_non_200, unanswered = [], [], [], []
    for delivery, statuses in sorted(expected.items()):
        rows = by_delivery.get(delivery, [])
        nid = delivery[0]
        histogram["0" if not rows else "1" if len(rows) == 1 else "2+"] += 1
        if len(rows) > 1:
            duplicated.append({"notification": nid, "effects": len(rows),
                               "requests": [e["request_id"] for e in rows]})
        if 200 in statuses and not rows:
            lost.append(nid)
        # A delivery answered 200 and something else is a disagreement, reported as such; here it counts as 200.
        if statuses and 200 not in statuses and rows:
            behind_non_200.append({"notification": nid, "answers": sorted(str(s) for s in statuses),
                                   "effects": len(rows), "requests": [e["request_id"] for e in rows]})
        # No client learned the answer: an effect may or may not have committed; neither is wrong.
        if not statuses and rows:
            unanswered.append({"notification": nid, "effects": len(rows)})
    figures = {
        "effects_rows": len(effects),
        "effects_per_delivery": {"0": histogram["0"], "1": histogram["1"], "2+": histogram["2+"]},
        "effects_duplicated_deliveries": len(duplicated),
        "answered_200_without_effect": len(lost),
        "effects_behind_non_200": sum(d["effects"] for d in behind_non_200),
        "effects_unknown": len(unknown),
        "effects_without_final_answer": sum(d["effects"] for d in unanswered),
    }
    details = {"duplicated": duplicated, "answered_200_without_effect": lost, "behind_non_200": behind_non_200,
               "unknown": unknown, "without_final_answer": unanswered}
    return figures, details, {delivery: len(rows) for delivery, rows in by_delivery.items()}


# The effect figures when there are none to give (plain handlers, or a table that could not be read): the keys stay,
# so that every CHAOS_RESULT line has the same shape.
NO_EFFECT_FIGURES = {"effects_rows": None, "effects_per_delivery": None, "effects_duplicated_deliveries": None,
                     "answered_200_without_effect": None, "effects_behind_non_200": None, "effects_unknown": None,
                     "effects_without_final_answer": None}


def analyse(cfg, config, records, runs, rows, rows_error, effects, effects_error, cluster, proxy_stats, logs, probes,
            elapsed):
    events = cluster.log.events
    deliveries = collections.defaultdict(list)
    for r in records:
        deliveries[r["delivery"]].append(r)
    attempts = [a for r in records for a in r["attempts"]]

    final_clients = [r for r in records if r["final"]]
    no_final = [r for r in records if not r["final"]]
    statuses = collections.Counter(
        (f"{r['status']} replayed" if r["replayed"] else str(r["status"])) if r["final"] else f"none ({r['reason']})"
        for r in records)
    ttf = [r["time_to_final"] for r in final_clients]

    by_result = collections.defaultdict(list)
    for a in attempts:
        by_result[str(a["result"])].append(a["latency"])
    requests = {result: {"count": len(lat), "p50_s": rounded(percentile(lat, 50)),
                         "p99_s": rounded(percentile(lat, 99)), "max_s": rounded(max(lat))}
                for result, lat in sorted(by_result.items())}
    all_latencies = [a["latency"] for a in attempts]
    hang = max(attempts, key=lambda a: a["latency"]) if attempts else None

    # Per delivery: handler runs, agreement of the final answers, what the store kept.
    run_histogram = collections.Counter()
    zero_run_200, disagreements, twice, ran_unanswered = [], [], [], []
    stored = collections.Counter()
    # (notification id, category, action) -> final answers, for the effects check; the probes are deliveries too.
    expected = {}
    for index, clients in sorted(deliveries.items()):
        nid = load.notification_id(config, index)
        count = len(runs.get(nid, []))
        run_histogram["0" if count == 0 else "1" if count == 1 else "2+"] += 1
        answers = {(r["status"], r["body"]) for r in clients if r["final"]} | {
            (r["outbox"]["status"], r["outbox"]["body"]) for r in clients if r.get("outbox", {}).get("final")}
        answered_200 = any(r["final"] and r["status"] == 200 for r in clients)
        if answered_200 and count == 0:
            zero_run_200.append(nid)
        if len(answers) > 1:
            disagreements.append({"notification": nid, "answers": sorted({f"{s}" for s, _ in answers}),
                                  "distinct_bodies": len(answers)})
        if count >= 2:
            twice.append({"notification": nid, "runs": count, "where": runs[nid]})
        if count >= 1 and not any(r["final"] or r.get("outbox", {}).get("final") for r in clients):
            ran_unanswered.append(nid)
        if rows is not None:
            # The store keeps each key scoped to its caller: every client here holds the one bearer token.
            principal = "bearer:default"
            row = rows.get(f"{len(principal.encode())}:{principal}{load.key_for(config, index)}")
            stored["missing" if row is None else f"{row[0]}" if row[1] else "unfinished claim"] += 1
        expected[(nid, "INVITE_CATEGORY", load.action_for(index))] = {s for s, _ in answers}
    load_deliveries = set(expected)  # the logs are read for these only (not the probes)
    for p in probes:
        for a in p["answers"]:
            expected[(a["notification"], "INVITE_CATEGORY", "ACCEPT_IDENTIFIER")] = (
                {a["status"]} if probe_final(a["status"]) else set())

    # What the clients saw, by when each attempt ended, in 5-second buckets: shows an outage and the recovery after it.
    timeline = collections.defaultdict(collections.Counter)
    for a in attempts:
        timeline[int((a["t"] + a["latency"]) // 5) * 5][str(a["result"])] += 1
    timeline = {bucket: dict(timeline[bucket]) for bucket in sorted(timeline)}

    chaos_counts = collections.Counter(e["kind"] for e in events)
    failures = []
    # A client without a final answer in its budget is what the app keeps in its outbox and sends again: a failure
    # only when that send gets no final answer either.
    lost = [r for r in no_final if not r.get("outbox", {}).get("final")]
    if lost:
        failures.append(f"{len(lost)} client(s) got no final answer, not even when their outbox sent them again")
    if zero_run_200:
        failures.append(f"{len(zero_run_200)} deliveries answered 200 but their handler never ran")
    if disagreements:
        failures.append(f"{len(disagreements)} deliveries got different answers")
    probe_answers = [a for p in probes for a in p["answers"]]
    probes_ok = sum(1 for a in probe_answers if a["status"] == 200)
    if probes_ok < len(probe_answers):
        failures.append(f"after the chaos, {len(probe_answers) - probes_ok} of {len(probe_answers)} probe deliveries "
                        "sent to the instances directly were not answered 200")

    # Transactional handlers: what committed, from the effects table. Exactly once is the point of the mode, so a
    # duplicated, lost or unanswerable effect fails the run (a handler that merely ran twice is only reported).
    transactional = cfg["handler"] == "transactional"
    effect_figures, effect_details, not_committed = dict(NO_EFFECT_FIGURES), None, None
    if transactional and effects is None:
        failures.append(f"the effects table could not be read ({effects_error})")
    elif transactional:
        effect_figures, effect_details, per_delivery = check_effects(expected, effects)
        # Attempts the logs saw minus the effects that committed, over the load's deliveries: the runs whose
        # transaction rolled back (an instance killed before its commit, the database down), retried after.
        not_committed = sum(len(v) for v in runs.values()) - sum(per_delivery.get(d, 0) for d in load_deliveries)
        if effect_figures["effects_duplicated_deliveries"]:
            failures.append(f"{effect_figures['effects_duplicated_deliveries']} deliveries have more than one "
                            "committed effect")
        if effect_figures["answered_200_without_effect"]:
            failures.append(f"{effect_figures['answered_200_without_effect']} deliveries answered 200 have no "
                            "committed effect")
        if effect_figures["effects_behind_non_200"]:
            failures.append(f"{effect_figures['effects_behind_non_200']} effects committed for deliveries whose final "
                            "answer was not 200")

    def count_of(result):
        return requests.get(result, {}).get("count", 0)

    def max_of(result):
        return requests.get(result, {}).get("max_s")

    figures = {
        "instances": cfg["instances"], "duration_s": cfg["duration"], "deliveries": len(deliveries),
        "duplicates": cfg["duplicates"], "clients": len(records), "seed": cfg["seed"],
        "budget_s": config.budget, "max_attempts": config.max_attempts, "deadline_s": cfg["deadline"], "server_flags": " ".join(cfg["server_flags"]),
        "db_delay_ms": cfg["db_delay_ms"],
        "clients_final": len(final_clients), "clients_no_final": len(no_final),
        "no_final_reasons": dict(collections.Counter(r["reason"] for r in no_final)),
        "outbox_final": len(no_final) - len(lost), "outbox_lost": len(lost),
        "final_statuses": dict(sorted(statuses.items())),
        "time_to_final_p50_s": rounded(percentile(ttf, 50)), "time_to_final_p99_s": rounded(percentile(ttf, 99)),
        "time_to_final_max_s": rounded(max(ttf) if ttf else None),
        "requests": len(attempts), "attempts_max_per_client": max((len(r["attempts"]) for r in records), default=0),
        "responses_503": count_of("503"), "responses_503_p99_s": requests.get("503", {}).get("p99_s"),
        "responses_503_max_s": max_of("503"),
        "responses_409": count_of("409"), "responses_409_max_s": max_of("409"),
        "connection_errors": count_of("conn-error"), "cut_at_budget": count_of("timeout"),
        "longest_request_s": rounded(hang["latency"]) if hang else None,
        "requests_over_5s": sum(1 for x in all_latencies if x > 5),
        "requests_over_10s": sum(1 for x in all_latencies if x > 10),
        "handler_mode": cfg["handler"], "adapter": cfg["adapter"] or "default",
        "handler_runs": {"0": run_histogram["0"], "1": run_histogram["1"], "2+": run_histogram["2+"]},
        "handler_runs_total": sum(len(v) for v in runs.values()),
        "handler_runs_not_committed": not_committed,
        **effect_figures,
        "answered_200_without_run": len(zero_run_200), "disagreeing_deliveries": len(disagreements),
        "ran_but_no_client_answered": len(ran_unanswered),
        "store_rows": dict(sorted(stored.items())) if rows is not None else None,
        "chaos_events": {k: chaos_counts[k] for k in ("kill", "freeze", "db-stop", "thaw-kill", "restart", "db-start",
                                                      "exit", "slow-start", "error") if chaos_counts[k]},
        "unplanned_exits": cluster.unplanned_exits,
        "start_to_listening_max_s": rounded(max(cluster.start_times, default=None)),
        "slow_starts": sum(1 for x in cluster.start_times if x > 5),
        "log_store_unavailable": logs["store_unavailable"], "log_outcome_not_recorded": logs["outcome_not_recorded"],
        "log_took_over": logs["took_over"], "log_lines": logs,
        "proxy_refused_no_backend": (proxy_stats or {}).get("refused_no_backend"),
        "after_chaos_probes_200": f"{probes_ok}/{len(probe_answers)}",
        "after_chaos_ready": [p["ready"] for p in probes],
        "elapsed_s": round(elapsed, 1),
        "invalid": cluster.invalid,
        "passed": not failures and not cluster.invalid,
    }
    details = {
        "failures": failures, "requests_by_result": requests, "twice_run": twice,
        "answered_200_without_run": zero_run_200, "disagreements": disagreements,
        "ran_but_no_client_answered": ran_unanswered, "store_error": rows_error,
        "effects": effect_details, "effects_error": effects_error,
        "clients_without_final_answer": [
            {k: r[k] for k in ("delivery", "client", "key", "start", "reason", "attempts")} for r in no_final],
        "longest_request": hang, "events": events, "proxy": proxy_stats, "probes": probes, "timeline": timeline,
    }
    return figures, details


def summary_text(figures, details):
    f = figures
    lines = []
    transactional = f["handler_mode"] == "transactional"
    adapter = "" if f["adapter"] == "default" else f" on {f['adapter'].capitalize()} (serve --adapter {f['adapter']})"
    lines.append(f"Chaos run: {f['instances']} instances{adapter} behind a round-robin proxy, PostgreSQL idempotency "
                 "store, "
                 + ("transactional handlers (each effect committed with the delivery's answer), " if transactional
                    else "plain handlers, ")
                 + f"{f['duration_s']:g} s of chaos, seed {f['seed']}")
    lines.append(f"  load: {f['deliveries']} deliveries x {f['duplicates']} concurrent duplicates = {f['clients']} "
                 f"clients, each with {f['budget_s']:g} s and {f['max_attempts']} attempts, handler deadline "
                 f"{f['deadline_s']} s"
                 + (f", database {f['db_delay_ms']:g} ms away" if f["db_delay_ms"] else "")
                 + (f", server flags: {f['server_flags']}" if f["server_flags"] else ""))
    lines.append("  chaos: " + (", ".join(f"{v} {k}" for k, v in f["chaos_events"].items()) or "none"))
    lines.append("")
    lines.append("| figure | value |")
    lines.append("|---|---|")

    def row(name, value):
        lines.append(f"| {name} | {value} |")

    row("handlers", "transactional (effect written in the transaction that records the answer)" if transactional
        else "plain (effect outside the store)")
    row("clients with a final answer", f"{f['clients_final']} / {f['clients']}")
    row("clients without one", f"{f['clients_no_final']}" + (f" ({', '.join(f'{v} {k}' for k, v in f['no_final_reasons'].items())})" if f["no_final_reasons"] else ""))
    row("of those, answered when their outbox sent them again after the chaos (as the app does)",
        f"{f['outbox_final']} (no answer: {f['outbox_lost']})")
    row("final answers", ", ".join(f"{k}: {v}" for k, v in f["final_statuses"].items()))
    row("time to final answer p50 / p99 / max", f"{fmt(f['time_to_final_p50_s'])} / {fmt(f['time_to_final_p99_s'])} / {fmt(f['time_to_final_max_s'])}")
    row("requests sent (max attempts by one client)", f"{f['requests']} ({f['attempts_max_per_client']})")
    row("503 answers (p99 / slowest)",
        f"{f['responses_503']} ({fmt(f['responses_503_p99_s'])} / {fmt(f['responses_503_max_s'])})")
    row("409 answers (slowest)", f"{f['responses_409']} ({fmt(f['responses_409_max_s'])})")
    row("connection errors", f["connection_errors"])
    row("longest single request", fmt(f["longest_request_s"]))
    row("requests over 5 s / over 10 s", f"{f['requests_over_5s']} / {f['requests_over_10s']}")
    row("requests still open at the client's budget", f["cut_at_budget"])
    runs = f"{f['handler_runs']['0']} / {f['handler_runs']['1']} / {f['handler_runs']['2+']}"
    if not transactional:
        row("deliveries whose handler ran 0 / 1 / 2+ times", runs)
    else:
        # Two counts that differ on purpose: attempts (log lines, rolled-back runs included) and effects (rows).
        effects = details["effects"]
        row("attempts: deliveries whose handler ran 0 / 1 / 2+ times ('Handled action' log lines; 2+: rolled back "
            "and retried)", runs)
        row("attempts: handler runs that were rolled back (log lines minus committed effects)",
            "-" if f["handler_runs_not_committed"] is None else f["handler_runs_not_committed"])
        if effects is None:
            row("effects: actionable_example_effects", f"could not be read: {details['effects_error']}")
        else:
            row("effects: committed effects (rows)", f["effects_rows"])
            row("effects: deliveries with 0 / 1 / 2+ committed effects (probes included)",
                " / ".join(str(f["effects_per_delivery"][k]) for k in ("0", "1", "2+")))
            row("deliveries with duplicated effects", f["effects_duplicated_deliveries"])
            row("deliveries answered 200 with no effect", f["answered_200_without_effect"])
            row("effects behind a non-200 final answer", f["effects_behind_non_200"])
            row("effects for unknown deliveries", f["effects_unknown"])
            row("effects for deliveries no client got a final answer for", f["effects_without_final_answer"])
    row("answered 200 but handler never ran", f["answered_200_without_run"])
    row("deliveries with disagreeing answers", f["disagreeing_deliveries"])
    row("handler ran but no client got an answer", f["ran_but_no_client_answered"])
    if f["store_rows"] is not None:
        row("idempotency rows at the end", ", ".join(f"{k}: {v}" for k, v in f["store_rows"].items()))
    row("after the chaos: probe deliveries answered 200 (readiness)",
        f"{f['after_chaos_probes_200']} ({', '.join(str(r) for r in f['after_chaos_ready'])})")
    row("instances that exited on their own", f["unplanned_exits"])
    row("slowest (re)start to listening (starts over 5 s)", f"{fmt(f['start_to_listening_max_s'])} ({f['slow_starts']})")
    row("'store unavailable' / 'outcome not recorded' / 'took over' log lines",
        f"{f['log_store_unavailable']} / {f['log_outcome_not_recorded']} / {f['log_took_over']}")
    lines.append("")
    lines.append("Answers by when they came (seconds into the load; chaos events in the window):")
    results = sorted({r for counts in details["timeline"].values() for r in counts},
                     key=lambda r: (not r.isdigit(), r))
    lines.append("  " + "t".rjust(5) + "".join(r.rjust(11) for r in results) + "  chaos")
    for bucket, counts in details["timeline"].items():
        window = [e for e in details["events"] if bucket <= e["t"] < bucket + 5
                  and e["kind"] in ("kill", "freeze", "thaw-kill", "db-stop", "db-start", "exit")]
        lines.append("  " + f"{bucket:>4}s" + "".join(str(counts.get(r, "")).rjust(11) for r in results)
                     + "  " + ", ".join(f"{e['kind']} {e['target'].replace('instance-', 'i')}" for e in window))
    lines.append("")
    if details["twice_run"]:
        lines.append("Deliveries whose handler was attempted more than once (rolled back, then run again; the effects "
                     "table says what committed):" if transactional else
                     "Deliveries whose handler ran more than once (a kill or an outage between the handler and "
                     "recording its answer):")
        for t in details["twice_run"][:10]:
            lines.append(f"  {t['notification']}: {t['runs']} runs: " + "; ".join(f"{w} {r}" for w, r in t["where"]))
        lines.append("")
    effects = details.get("effects") or {}
    for title, items, describe in (
            ("Deliveries with more than one committed effect:", effects.get("duplicated"),
             lambda d: f"{d['notification']}: {d['effects']} effects, requests {', '.join(d['requests'])}"),
            ("Deliveries answered 200 with no committed effect:", effects.get("answered_200_without_effect"),
             lambda nid: nid),
            ("Effects committed for deliveries whose final answer was not 200:", effects.get("behind_non_200"),
             lambda d: f"{d['notification']}: answered {', '.join(d['answers'])}; {d['effects']} effect(s), requests "
                       f"{', '.join(d['requests'])}"),
            ("Effects for unknown deliveries:", effects.get("unknown"),
             lambda e: f"{e['notification_id']!r} {e['category']!r} {e['action']!r} (request {e['request_id']!r})")):
        if items:
            lines.append(title)
            lines.extend(f"  {describe(item)}" for item in items[:10])
            if len(items) > 10:
                lines.append(f"  ... and {len(items) - 10} more (report.json)")
            lines.append("")
    for r in details["clients_without_final_answer"][:10]:
        trail = ", ".join(f"{a['result']}@{a['t']:.1f}s/{a['latency']:.1f}s" for a in r["attempts"])
        lines.append(f"  no final answer: {r['key']} client {r['client']} ({r['reason']}): {trail}")
    if details["clients_without_final_answer"]:
        lines.append("")
    if f["invalid"]:
        lines.append("INVALID (figures not to be trusted): " + "; ".join(f"{w} was taken by another process"
                                                                          for w in f["invalid"]))
    lines.append("PASSED" if f["passed"] else "FAILED: " + "; ".join(details["failures"] or ["invalid run"]))
    return "\n".join(lines)


def fmt(seconds):
    return "-" if seconds is None else f"{seconds:.2f} s"


# -- main -------------------------------------------------------------------------------------------------------

def parse_kinds(text):
    kinds = []
    for part in text.split(","):
        name, _, weight = part.strip().partition(":")
        if name not in ("kill", "freeze", "db"):
            sys.exit(f"chaos: unknown chaos kind {name!r} in CHAOS_KINDS (kill, freeze, db)")
        kinds.append((name, float(weight or 1)))
    return kinds


def parse_range(name, default):
    """ "MIN-MAX" seconds (or one number) from the environment."""
    text = os.environ.get(name) or default
    low, _, high = text.partition("-")
    try:
        low, high = float(low), float(high or low)
    except ValueError:
        sys.exit(f"chaos: {name}={text!r} is not MIN-MAX seconds")
    if low < 0 or high < low:
        sys.exit(f"chaos: {name}={text!r} is not MIN-MAX seconds")
    return low, high


def main():
    cfg = {
        "server": env("CHAOS_SERVER_BIN"), "categories": env("CHAOS_CATEGORIES"), "out": env("CHAOS_OUT"),
        "token": env("CHAOS_TOKEN"), "pg_bin": env("CHAOS_PG_BIN"), "pg_data": env("CHAOS_PG_DATA"),
        "pg_log": env("CHAOS_PG_LOG"), "pg_port": env("CHAOS_PG_PORT", kind=int),
        "pg_as": shlex.split(os.environ.get("CHAOS_PG_AS", "")), "pg_password": env("CHAOS_PG_PASSWORD"),
        "instances": env("CHAOS_INSTANCES", 3, int), "duration": env("CHAOS_DURATION", 60.0, float),
        "deliveries": env("CHAOS_DELIVERIES", 1200, int), "duplicates": env("CHAOS_DUPLICATES", 3, int),
        "seed": env("CHAOS_SEED", int(time.time()) % 100000, int), "deadline": env("CHAOS_DEADLINE", 4, int),
        "budget": env("CHAOS_BUDGET", 25.0, float),
        "max_attempts": env("CHAOS_MAX_ATTEMPTS", 8, int),
        "server_flags": shlex.split(os.environ.get("CHAOS_SERVER_FLAGS", "")),
        "kinds": parse_kinds(env("CHAOS_KINDS", "kill:2,freeze:1,db:1")),
        "gap": parse_range("CHAOS_GAP", "3-8"),
        "restart": parse_range("CHAOS_RESTART", "1-3"),
        "freeze": parse_range("CHAOS_FREEZE", "2-6"),
        "db_down": parse_range("CHAOS_DB_DOWN", "3-10"),
        "db_delay_ms": env("CHAOS_DB_DELAY_MS", 0.0, float),
        "handler": env("CHAOS_HANDLER", "plain"),
        "adapter": os.environ.get("CHAOS_ADAPTER", ""),
    }
    if cfg["adapter"] not in ADAPTERS:
        sys.exit(f"chaos: CHAOS_ADAPTER={cfg['adapter']!r} is not hummingbird or vapor")
    if "--adapter" in cfg["server_flags"]:
        # The report names the adapter from CHAOS_ADAPTER.
        sys.exit("chaos: set CHAOS_ADAPTER rather than --adapter in CHAOS_SERVER_FLAGS")
    if cfg["handler"] not in HANDLER_FLAGS:
        sys.exit(f"chaos: CHAOS_HANDLER={cfg['handler']!r} is not one of {', '.join(HANDLER_FLAGS)}")
    if "--transactional" in cfg["server_flags"]:
        # The figures follow CHAOS_HANDLER: a flag smuggled in otherwise would be checked as plain handlers.
        sys.exit("chaos: set CHAOS_HANDLER=transactional rather than --transactional in CHAOS_SERVER_FLAGS")
    cfg["server_pg_port"] = cfg["pg_port"]  # the port the instances connect to: the database's, or its delay proxy's
    os.makedirs(os.path.join(cfg["out"], "pids"), exist_ok=True)
    t_zero = time.monotonic()
    log = Log(os.path.join(cfg["out"], "events.log"), t_zero)
    cluster = Cluster(cfg, log)
    proxies = []  # (name, Popen): the load's proxy, and the database's delay proxy when there is one
    proxy_port = free_port()
    proxy_stats_path = os.path.join(cfg["out"], "proxy-stats.json")
    run_id = f"{cfg['seed']}x{int(time.time()) % 1000000}"
    status = 2

    def on_signal(signum, _frame):
        # The first SIGINT or SIGTERM stops the run; later ones (chaos.sh's TERM after a Ctrl-C) must not interrupt
        # the clean-up.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        raise KeyboardInterrupt(signal.Signals(signum).name)

    # bash starts background jobs with SIGINT ignored; take it back so that Ctrl-C stops the run cleanly.
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    try:
        print(f"chaos: seed {cfg['seed']}, run id {run_id}, {cfg['handler']} handlers, output in {cfg['out']}",
              flush=True)
        if cfg["db_delay_ms"] > 0:
            cfg["server_pg_port"] = free_port()
            proxies.append(("db-proxy", start_proxy(cfg, "db-proxy", cfg["server_pg_port"], [cfg["pg_port"]],
                                                    ["--no-health", "--delay-ms", str(cfg["db_delay_ms"])])))
            print(f"chaos: the instances reach PostgreSQL through a proxy on port {cfg['server_pg_port']} that holds "
                  f"every chunk {cfg['db_delay_ms']:g} ms each way", flush=True)
        for inst in cluster.instances:
            cluster.start_instance(inst)
        cluster.wait_healthy(90)
        print(f"chaos: {cfg['instances']} instances up on ports {[i.port for i in cluster.instances]}", flush=True)
        proxy = start_proxy(cfg, "proxy", proxy_port, [inst.port for inst in cluster.instances],
                            ["--stats", proxy_stats_path])
        proxies.append(("proxy", proxy))
        print(f"chaos: proxy on {HOST}:{proxy_port}; load: {cfg['deliveries']} deliveries x {cfg['duplicates']} "
              f"over {cfg['duration']:g} s; chaos ({', '.join(f'{k}:{w:g}' for k, w in cfg['kinds'])}) every "
              f"{cfg['gap'][0]:g}-{cfg['gap'][1]:g} s",
              flush=True)

        config = load.Config(proxy_port, cfg["token"], cfg["deliveries"], cfg["duplicates"], cfg["duration"],
                             cfg["budget"], max_attempts=cfg["max_attempts"], seed=cfg["seed"], run_id=run_id)
        load_started = time.monotonic()
        log.t_zero = load_started  # event times and the clients' attempt times share one clock
        cluster.start_monkey(cfg["duration"])
        done = [0]

        def progress(_record):
            done[0] += 1

        async def with_progress():
            task = asyncio.ensure_future(load.run(config, progress))
            ticks = 0
            while not task.done():
                await asyncio.wait([task], timeout=1)
                for name, process in proxies:
                    if process.poll() is not None:
                        task.cancel()
                        raise RuntimeError(f"{name} exited ({process.returncode}) during the load; see {name}.log")
                ticks += 1
                if not task.done() and ticks % 10 == 0:
                    print(f"chaos: +{time.monotonic() - load_started:5.1f}s load: {done[0]} of "
                          f"{cfg['deliveries'] * cfg['duplicates']} clients done",
                          flush=True)
            return task.result()

        records = asyncio.run(with_progress())
        print(f"chaos: load finished after {time.monotonic() - load_started:.1f}s", flush=True)
        if not cluster.settle():
            print("chaos: warning: some recoveries were still pending", flush=True)
        cluster.stop_monkey()
        time.sleep(0.5)  # the last log lines

        # The clients have all finished (answered or given up) and every instance and the database are back: a few
        # seconds without load, then the probes say whether the service itself recovered.
        time.sleep(3)
        # What the app's outbox does with the taps it could not deliver in time: sends them again, now.
        outboxed = asyncio.run(load.flush_outbox(config, records))
        print(f"chaos: outbox: {sum(1 for r in outboxed if r['outbox']['final'])} of {len(outboxed)} "
              "undelivered clients answered when sent again", flush=True)
        probes = probe(cfg, cluster, run_id)
        print("chaos: after the chaos: " + "; ".join(
            f"{p['instance']} {p['ready']}, deliveries " + " ".join(f"{a['status']}/{a['latency']:.2f}s" for a in p["answers"])
            for p in probes), flush=True)
        prefix = f"chaos-{run_id}-"
        runs = handler_runs(cluster.instances, prefix)
        rows, rows_error = stored_rows(cfg, prefix)
        # Read last, once the outbox's sends and the probes are answered: every effect there is to commit has.
        effects, effects_error = effect_rows(cfg) if cfg["handler"] == "transactional" else (None, None)
        logs = log_counts(cluster.instances)
        proxy.send_signal(signal.SIGTERM)
        try:
            proxy.wait(5)
        except subprocess.TimeoutExpired:
            proxy.kill()
        proxy_stats = None
        try:
            with open(proxy_stats_path) as f:
                proxy_stats = json.load(f)
        except (OSError, ValueError):
            pass
        figures, details = analyse(cfg, config, records, runs, rows, rows_error, effects, effects_error, cluster,
                                   proxy_stats, logs, probes, time.monotonic() - t_zero)
        with open(os.path.join(cfg["out"], "clients.jsonl"), "w") as f:
            for r in records:
                f.write(json.dumps(dict(r, body=None)) + "\n")
        with open(os.path.join(cfg["out"], "report.json"), "w") as f:
            json.dump({"figures": figures, "details": details}, f, indent=1, default=str)
        text = summary_text(figures, details)
        with open(os.path.join(cfg["out"], "summary.txt"), "w") as f:
            f.write(text + "\n")
        print()
        print(text)
        print("CHAOS_RESULT " + json.dumps(figures, separators=(",", ":"), sort_keys=False), flush=True)
        status = 2 if figures["invalid"] else 0 if figures["passed"] else 1
    except KeyboardInterrupt as stop:
        print(f"chaos: interrupted ({stop}); cleaning up", flush=True)
        status = 130
    except RuntimeError as error:
        print(f"chaos: set-up failed: {error}", flush=True)
        status = 2
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        cluster.stop_monkey()
        cluster.stop_all()
        for _, process in proxies:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
    return status


def start_proxy(cfg, name, listen, backends, extra):
    """Starts proxy.py (out/NAME.log, pids/NAME.pid) and waits until it accepts connections."""
    with open(os.path.join(cfg["out"], f"{name}.log"), "ab") as log:
        process = subprocess.Popen(
            [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "proxy.py"),
             "--listen", str(listen)] + [a for port in backends for a in ("--backend", str(port))] + extra,
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    with open(os.path.join(cfg["out"], "pids", f"{name}.pid"), "w") as f:
        f.write(str(process.pid))
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection((HOST, listen), 1).close()
            return process
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError(f"{name} did not start; see {name}.log")
            time.sleep(0.1)


if __name__ == "__main__":
    sys.exit(main())
