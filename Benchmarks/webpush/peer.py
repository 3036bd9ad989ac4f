#!/usr/bin/env python3
"""The peer of `actionable-webpush bench`: PyPI's pywebpush encrypting the same messages for the same subscriptions.

    peer.py SUBSCRIPTIONS.jsonl encrypt         WebPusher(subscription).encode(data), aes128gcm: encryption only
    peer.py SUBSCRIPTIONS.jsonl encrypt+sign    the same plus the VAPID header pywebpush's webpush() signs per call

Prints one JSON line, as the Swift side does: the CPU time of the loop (time.process_time) and per push.
"""
import json
import sys
import time

from pywebpush import WebPusher
from py_vapid import Vapid02


def message(index):
    # Byte for byte the plaintext of `actionable-webpush bench` (WebPushMessage.plaintext for the same message).
    return json.dumps({"actionable": 1, "category": "INVITE_CATEGORY", "notification-id": "inv-%d" % index,
                       "title": "Dinner at 8?", "body": "Alice invited you to dinner on Friday at 8 pm.",
                       "user-info": {"invite-id": str(index)}, "url": "/invites/%d" % index},
                      separators=(",", ":"), ensure_ascii=False).encode()


def main():
    path, mode = sys.argv[1], sys.argv[2]
    with open(path) as file:
        subscriptions = [json.loads(line) for line in file if line.strip()]
    vapid = Vapid02()
    vapid.generate_keys()
    checksum = 0
    started, wall = time.process_time(), time.monotonic()
    for index, subscription in enumerate(subscriptions):
        body = WebPusher(subscription).encode(message(index), content_encoding="aes128gcm")["body"]
        checksum += len(body)
        if mode == "encrypt+sign":
            endpoint = subscription["endpoint"]
            origin = endpoint[: endpoint.index("/", endpoint.index("//") + 2)]
            headers = vapid.sign({"sub": "mailto:bench@example.com", "aud": origin,
                                  "exp": int(time.time()) + 12 * 3600})
            checksum += len(headers["Authorization"])
    cpu = time.process_time() - started
    print(json.dumps({"mode": "pywebpush " + mode, "pushes": len(subscriptions), "cpu_s": cpu,
                      "wall_s": time.monotonic() - wall, "us_per_push": cpu / max(len(subscriptions), 1) * 1e6,
                      "checksum": checksum}))


if __name__ == "__main__":
    main()
