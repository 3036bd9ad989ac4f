-- wrk script for Benchmarks/http/run.sh: sends the pre-signed requests of a file, each once.
--
--   wrk -t2 -c32 -d10s --latency -s requests.lua http://127.0.0.1:PORT -- FILE THREADS
--
-- FILE has one request a line: "<timestamp>\t<signature header value>\t<body>" (gen_requests.py writes it). Thread k
-- of THREADS takes lines k, k+THREADS, k+2*THREADS, ... so no two threads send the same request; a thread that runs
-- out of lines starts again from its first, and those repeats are counted and reported as replays. `done` prints one
-- line that run.sh reads: "RESULT key=value ...", latencies in microseconds.

local threads = {}
local created = 0

function setup(thread)
    thread:set("id", created)
    created = created + 1
    table.insert(threads, thread)
end

function init(args)
    local path = args[1]
    local count = tonumber(args[2])
    local mine = {}
    local line_number = 0
    for line in io.lines(path) do
        if line_number % count == id then
            local timestamp, signature, body = line:match("^(%d+)\t([^\t]+)\t(.*)$")
            mine[#mine + 1] = wrk.format("POST", "/v1/action-responses", {
                ["Content-Type"] = "application/json",
                ["X-Actionable-Timestamp"] = timestamp,
                ["X-Actionable-Signature"] = signature,
            }, body)
        end
        line_number = line_number + 1
    end
    requests = mine
    unique = #mine
    issued = 0
    position = 0
end

function request()
    issued = issued + 1
    position = position + 1
    if position > unique then
        position = 1
    end
    return requests[position]
end

function done(summary, latency, _)
    local issued_total, replays, unique_total = 0, 0, 0
    for _, thread in ipairs(threads) do
        local thread_issued = thread:get("issued")
        local thread_unique = thread:get("unique")
        issued_total = issued_total + thread_issued
        unique_total = unique_total + thread_unique
        if thread_issued > thread_unique then
            replays = replays + (thread_issued - thread_unique)
        end
    end
    local errors = summary.errors
    io.write(string.format(
        "RESULT requests=%d duration_us=%d rps=%.1f p50_us=%d p90_us=%d p99_us=%d max_us=%d non2xx=%d "
            .. "connect_errors=%d read_errors=%d write_errors=%d timeouts=%d issued=%d unique=%d replays=%d\n",
        summary.requests, summary.duration, summary.requests / (summary.duration / 1e6),
        latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, errors.status,
        errors.connect, errors.read, errors.write, errors.timeout, issued_total, unique_total, replays))
end
