// The example site's service worker: Actionable's worker module over the generated registry. Registered by
// index.html with { type: 'module' }. The service's base URL is the local `actionable-example-server serve` on port
// 8080; for a local test the registration's ?endpoint= may point it at another loopback origin (the browser check
// points it at its fault proxy). Any other ?endpoint= is ignored: the worker sends each tap with the person's bearer
// token, so a link that named another host would hand it the token. A real site hard-codes its endpoint.
import { installActionable } from './actionable/actionable-worker.js';
import { registry } from './actionable/actionable-registry.js';

const DEFAULT_ENDPOINT = 'http://127.0.0.1:8080';

/** `text` as an origin when it is plain http on a loopback host with a port (127.0.0.1, localhost, [::1]), else null. */
function loopbackOrigin(text) {
  if (typeof text !== 'string' || !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}\/?$/.test(text)) return null;
  try {
    const url = new URL(text);
    return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.port !== '' ? url.origin : null;
  } catch {
    return null;
  }
}

const endpoint = loopbackOrigin(new URL(self.location.href).searchParams.get('endpoint')) || DEFAULT_ENDPOINT;

installActionable(self, { registry, endpoint });

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
