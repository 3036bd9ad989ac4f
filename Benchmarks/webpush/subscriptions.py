#!/usr/bin/env python3
"""Writes N browser subscriptions (PushSubscription.toJSON(), one a line) with fresh P-256 keys and auth secrets,
spread over four push service origins as real subscriptions are (FCM, Mozilla, Apple, Microsoft).

    subscriptions.py N OUT.jsonl
"""
import base64
import json
import os
import sys

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

ORIGINS = ["https://fcm.googleapis.com/fcm/send/", "https://updates.push.services.mozilla.com/wpush/v2/",
           "https://web.push.apple.com/", "https://wns2-par02p.notify.windows.com/w/?token="]


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as file:
        for index in range(count):
            key = ec.generate_private_key(ec.SECP256R1()).public_key().public_bytes(
                serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
            file.write(json.dumps({"endpoint": ORIGINS[index % 4] + b64(os.urandom(24)),
                                   "keys": {"p256dh": b64(key), "auth": b64(os.urandom(16))}}) + "\n")


if __name__ == "__main__":
    main()
