#!/usr/bin/env python3
"""Writes signed action responses for Benchmarks/http/requests.lua, one a line: timestamp, signature, body.

Every body has its own notification id ("<prefix>-<n>"), so `actionable-example-server serve` runs the handler for each and its
idempotency store records each, instead of replaying a stored answer. The signature is the one
`actionable-example-server sign` prints (version 2, no Idempotency-Key): "v2=" + hex HMAC-SHA256(secret,
"v2\n<timestamp>\nPOST\n/v1/action-responses\n\n<body>").

    ACTIONABLE_SECRET=... gen_requests.py --count 200000 --prefix r1 --out FILE
    ACTIONABLE_SECRET=... gen_requests.py --print-one --timestamp T   # one body and its headers, to compare with
                                                                      # `actionable-example-server sign`
"""

import argparse
import hashlib
import hmac
import os
import sys
import time


def body(prefix: str, n: int) -> str:
    return (
        '{"category":"INVITE_CATEGORY","action":"ACCEPT_IDENTIFIER",'
        f'"notification-id":"{prefix}-{n:08d}","user-info":{{"invite-id":{n}}}}}'
    )


def signature(secret: bytes, timestamp: int, text: str) -> str:
    message = f"v2\n{timestamp}\nPOST\n/v1/action-responses\n\n".encode() + text.encode()
    return "v2=" + hmac.new(secret, message, hashlib.sha256).hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--prefix", default="n")
    parser.add_argument("--out")
    parser.add_argument("--timestamp", type=int, help="default: now")
    parser.add_argument("--print-one", action="store_true")
    args = parser.parse_args()
    secret = os.environ.get("ACTIONABLE_SECRET", "").encode()
    if not secret:
        print("error: set ACTIONABLE_SECRET", file=sys.stderr)
        return 2
    timestamp = args.timestamp if args.timestamp is not None else int(time.time())
    if args.print_one:
        text = body(args.prefix, 0)
        print(text)
        print(f"X-Actionable-Timestamp: {timestamp}")
        print(f"X-Actionable-Signature: {signature(secret, timestamp, text)}")
        return 0
    if not args.out:
        parser.error("--out is required")
    with open(args.out, "w", encoding="utf-8") as out:
        lines = []
        for n in range(args.count):
            text = body(args.prefix, n)
            lines.append(f"{timestamp}\t{signature(secret, timestamp, text)}\t{text}\n")
        out.writelines(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
