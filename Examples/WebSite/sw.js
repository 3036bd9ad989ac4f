// The example site's service worker: Actionable's worker module over the generated registry. Registered by
// index.html with { type: 'module' }; the service's base URL comes from the registration's ?endpoint= (the browser
// check points it at its fault proxy), else the local `actionable-example-server serve` on port 8080.
import { installActionable } from './actionable/actionable-worker.js';
import { registry } from './actionable/actionable-registry.js';

const endpoint = new URL(self.location.href).searchParams.get('endpoint') || 'http://127.0.0.1:8080';

installActionable(self, { registry, endpoint });

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
