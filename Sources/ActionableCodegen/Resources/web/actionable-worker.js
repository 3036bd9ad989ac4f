// actionable-worker.js — the site's side of a tap, in its service worker. Written by `actionable generate web`
// beside actionable-registry.js; the same for every registry. Plain ES module, no build step, no dependency.
//
// The site's own worker (registered with { type: 'module' }) imports it:
//
//   import { installActionable } from './actionable/actionable-worker.js';
//   import { registry } from './actionable/actionable-registry.js';
//   installActionable(self, { registry, endpoint: 'https://api.example.com' });
//
// What it does:
// - push: a message with "actionable": 1 (other pushes are left to the site's own listeners) is shown with its
//   category's actions from the registry, titled in the first of navigator.languages the registry has (else its
//   fallback locale), at most Notification.maxActions of them, in the registry's order; tag = notification id.
// - notificationclick: the tap, exactly the JSON body an Apple app sends to POST /v1/action-responses, is written
//   to an IndexedDB outbox, then sent with its Idempotency-Key and the credential the page stored
//   (Authorization: Bearer); event.waitUntil keeps the worker alive until the delivery ends. A foreground action
//   (and a tap on the body) also focuses a window of the site, or opens the message's url.
//   - An action with authentication-required is never run from the worker: browsers have no lock-screen
//     authentication, and a notification can be clicked on a locked or shared screen. The worker keeps the tap
//     aside and opens the site (?actionable-tap=KEY); the page confirms it (actionable-page.js completeTap).
//   - Text input: where the browser has inline replies (Chromium: an action of type 'text'), the typed text comes
//     as event.reply and is sent as user-text. Elsewhere (no reply, or an empty one), or when the reply needs
//     authentication too, the worker opens the site the same way and the person types there. Typed text is never logged and never put in a URL.
// - notificationclose: a dismissal (com.apple.UNNotificationDismissActionIdentifier), only for categories with
//   custom-dismiss-action.
// - The outbox: a tap is written before its first attempt and removed on a 2xx or a final 4xx. A 401 keeps it until
//   the page stores another credential (storeCredential), which flushes the outbox. A network failure,
//   408, 409, 425, 429 or 5xx keeps it, retried with exponential back-off (Retry-After honoured), by Background
//   Sync (tag 'actionable-outbox') where the browser has it, whenever the worker starts, and on each push, click
//   and message. One delivery per key is in flight at a time; the service runs its handler once per key, so two
//   clicks on one notification are one tap. A delivery made from a sync event does not register the sync again
//   (its rejected waitUntil is what makes the browser retry, with its own back-off), and no attempt, even in a
//   sync, comes before the time the service's Retry-After named. If IndexedDB refuses the tap (quota, none in this
//   browser), the worker makes one direct attempt and warns that it could not be kept.
// - Taps belong to a person: the page may store an account id beside the credential (storeCredential(credential,
//   { account })). Each outbox entry and each tap handed to the page records the account stored when it was made
//   (null when none), and is sent only while that same account is stored: on a shared browser, A's queued taps
//   never go out under B's credential; they wait (not dropped) for A's next sign-in. A site that passes no account
//   keeps one person per browser (null equals null). deleteCredential and unsubscribe remove both.

const DATABASE = 'actionable';
const DATABASE_VERSION = 1;
const OUTBOX = 'outbox';
const PENDING = 'pending';
const SETTINGS = 'settings';
const CREDENTIAL_KEY = 'credential';
const ACCOUNT_KEY = 'account';
/** The Background Sync tag the outbox registers after a failed delivery. */
export const SYNC_TAG = 'actionable-outbox';
/** The query parameter that hands a tap to the page (confirm it, or type its reply). */
export const PENDING_PARAMETER = 'actionable-tap';
/** How the worker and the page talk (postMessage `type`s). */
export const MESSAGE = Object.freeze({
  complete: 'actionable-complete-tap',
  cancel: 'actionable-cancel-tap',
  flush: 'actionable-flush',
});

/** Back-off before the second attempt, its ceiling, attempts within one event, the longest wait within one event. */
export const RETRY = Object.freeze({ initialMs: 250, maximumMs: 60_000, attemptsPerEvent: 3, waitInEventMs: 5_000 });
/** A tap older than this is dropped from the outbox (the service would no longer act on it). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** How long one attempt waits for the service's answer. */
export const ATTEMPT_TIMEOUT_MS = 8_000;

// MARK: Pure functions (exported for tests)

/** The language subtag of a locale identifier, lowercased (`pt` of `pt-BR`, `zh` of `zh_Hant`). */
export function languageOf(locale) {
  return String(locale).split(/[-_]/)[0].toLowerCase();
}

function sameLocale(a, b) {
  return String(a).replace(/_/g, '-').toLowerCase() === String(b).replace(/_/g, '-').toLowerCase();
}

/**
 * The text to show for `text` (one string, or an object of locale to string in file order) to a person whose
 * languages are `languages` (navigator.languages): for each language in order, its exact translation, then the
 * language alone (`de-AT` finds `de`); then the registry's `fallbackLocale`; then the text's first translation.
 * `null` for a missing text.
 */
export function pickText(text, languages, fallbackLocale) {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string') return text;
  const entries = Object.entries(text);
  if (entries.length === 0) return null;
  for (const preferred of languages || []) {
    const exact = entries.find(([locale]) => sameLocale(locale, preferred));
    if (exact) return exact[1];
    const language = languageOf(preferred);
    const match = entries.find(([locale]) => sameLocale(locale, language));
    if (match) return match[1];
  }
  const fallback = entries.find(([locale]) => sameLocale(locale, fallbackLocale));
  return fallback ? fallback[1] : entries[0][1];
}

/** The category `identifier` of `registry`, or `null` (an own lookup: no name reaches Object.prototype). */
export function findCategory(registry, identifier) {
  return registry.categories.find((category) => category.category === identifier) || null;
}

/** The action `identifier` of `category`, or `null`. */
export function findAction(category, identifier) {
  return (category && category.actions.find((action) => action.action === identifier)) || null;
}

/**
 * The `actions` option of showNotification for `category`: the first `maxActions` actions in the registry's order
 * (a title set at run time has no text on the web: such an action is left out), each titled by pickText. A
 * text-input action is Chromium's inline reply (type 'text', its placeholder) unless it needs authentication:
 * then it is a button that opens the site, where the person confirms and types.
 */
export function notificationActions(category, languages, fallbackLocale, maxActions) {
  if (!category) return [];
  const shown = [];
  for (const action of category.actions) {
    if (shown.length >= maxActions) break;
    const title = pickText(action.title, languages, fallbackLocale);
    if (title === null) continue;
    const option = { action: action.action, title };
    if (action.textInput && !action.authenticationRequired) {
      option.type = 'text';
      const placeholder = pickText(action.textInput.placeholder, languages, fallbackLocale);
      if (placeholder !== null) option.placeholder = placeholder;
    }
    shown.push(option);
  }
  return shown;
}

/** How many actions a notification may show: Notification.maxActions where the browser says, else 2. */
export function maxActionsOf(notificationClass) {
  const max = notificationClass && Number(notificationClass.maxActions);
  return Number.isInteger(max) && max >= 0 ? max : 2;
}

/** The date as the tap's received-at: RFC 3339 in UTC with milliseconds, as ActionableApp writes it. */
export function receivedAtText(date) {
  return new Date(date).toISOString();
}

/**
 * The tap's JSON body, byte for byte the shape ActionableApp sends: keys in sorted order, `user-info` an object
 * (`{}` when the message had none), optional fields only when present.
 */
export function tapBody(wire, tap) {
  const fields = wire.fields;
  const body = {};
  body[fields.action] = String(tap.action);
  body[fields.category] = String(tap.category);
  body[fields.notificationId] = String(tap.notificationId);
  body[fields.receivedAt] = receivedAtText(tap.receivedAt);
  if (typeof tap.targetContentId === 'string') body[fields.targetContentId] = tap.targetContentId;
  body[fields.userInfo] = isPlainObject(tap.userInfo) ? tap.userInfo : {};
  if (typeof tap.userText === 'string') body[fields.userText] = tap.userText;
  return JSON.stringify(body);
}

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The Idempotency-Key of a tap, ActionableApp's scheme (NotificationTap.idempotencyKey):
 * `tap:<notification-id>:<action>[:<shown-at-ms>]` when that is at most 96 bytes of [A-Za-z0-9._:-] (and `_`),
 * otherwise `tap-fnv:` and two FNV-1a 64-bit digests of its UTF-8 bytes in hex, seeds 0xcbf29ce484222325 and
 * 0x84222325cbf29ce4. `shownAtMs` is the notification's timestamp (when it was shown), so a notification that
 * reuses an identifier is a new tap.
 */
export function idempotencyKey(notificationId, action, shownAtMs) {
  let plain = `tap:${notificationId}:${action}`;
  if (shownAtMs !== undefined && shownAtMs !== null && Number.isFinite(Number(shownAtMs))) {
    plain += `:${Math.floor(Number(shownAtMs))}`;
  }
  const bytes = new TextEncoder().encode(plain);
  if (bytes.length <= 96 && /^[A-Za-z0-9._:-]*$/.test(plain)) return plain;
  return 'tap-fnv:' + fnv1a64(bytes, 0xcbf29ce484222325n) + fnv1a64(bytes, 0x84222325cbf29ce4n);
}

/**
 * What the outbox keeps of a credential the service refused, to tell when the page has stored another: a digest, so
 * the entry holds no second copy of the token.
 */
export function credentialFingerprint(token) {
  return fnv1a64(new TextEncoder().encode(String(token)), 0xcbf29ce484222325n);
}

function fnv1a64(bytes, seed) {
  let hash = seed;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Whether an answer with `status` is worth another attempt (ActionableApp's RetryPolicy.isRetryable). */
export function isRetryableStatus(status) {
  return status === 408 || status === 409 || status === 425 || status === 429 || (status >= 500 && status <= 599);
}

/** A Retry-After value (delay-seconds or an HTTP-date) in milliseconds from `nowMs`; `null` when absent or invalid. */
export function retryAfterMs(value, nowMs) {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/**
 * The wait after the `attempt`-th failed attempt (1-based): a back-off doubling from RETRY.initialMs up to
 * RETRY.maximumMs with full jitter (`random` in [0, 1)), on top of the service's Retry-After when it gave one.
 */
export function retryDelayMs(attempt, retryAfter, random = Math.random) {
  let bound = RETRY.initialMs;
  for (let i = 1; i < Math.max(1, attempt) && bound < RETRY.maximumMs; i++) bound *= 2;
  return Math.max(0, retryAfter || 0) + Math.floor(Math.min(bound, RETRY.maximumMs) * random());
}

/** The push message's fields when it is one for this worker ("actionable": 1, the required fields), else null. */
export function parseMessage(wire, json) {
  const names = wire.message;
  if (!isPlainObject(json) || json[names.marker] !== 1) return null;
  const category = json[names.category];
  const notificationId = json[names.notificationId];
  const title = json[names.title];
  if (typeof category !== 'string' || typeof notificationId !== 'string' || typeof title !== 'string') return null;
  const optional = (name) => (typeof json[name] === 'string' ? json[name] : null);
  return {
    category,
    notificationId,
    title,
    body: optional(names.body),
    userInfo: isPlainObject(json[names.userInfo]) ? json[names.userInfo] : {},
    targetContentId: optional(names.targetContentId),
    url: optional(names.url),
  };
}

/** Whether `url` (relative or absolute) is on `origin`: only such a url is opened. */
export function sameOriginURL(url, origin) {
  if (typeof url !== 'string') return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

// MARK: IndexedDB

/** Opens the database the worker and the page share (the outbox, taps handed to the page, the credential). */
export function openDatabase(indexedDB) {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(PENDING)) db.createObjectStore(PENDING, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work(store)` in a transaction on `storeName`; resolves with its request's result once the transaction commits. */
export async function withStore(indexedDB, storeName, mode, work) {
  const db = await openDatabase(indexedDB);
  try {
    return await new Promise((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      let result;
      if (request) request.onsuccess = () => { result = request.result; };
      transaction.oncomplete = () => resolve(result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The values of `keys` in the settings store, read in one transaction (undefined for a missing key). */
export async function readSettings(indexedDB, keys) {
  const db = await openDatabase(indexedDB);
  try {
    return await new Promise((resolve, reject) => {
      const transaction = db.transaction(SETTINGS, 'readonly');
      const store = transaction.objectStore(SETTINGS);
      const values = {};
      for (const key of keys) {
        const request = store.get(key);
        request.onsuccess = () => { values[key] = request.result; };
      }
      transaction.oncomplete = () => resolve(values);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The account id as entries and the settings store compare it: a non-empty string, else null. */
export function accountOf(value) {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

// MARK: The worker

/**
 * Installs the push, notificationclick, notificationclose, sync and message listeners on `scope` (the worker's
 * `self`) and flushes the outbox once (the worker has just started).
 *
 * options: `registry` (actionable-registry.js's export), `endpoint` (the service's base URL, e.g.
 * 'https://api.example.com'; the path comes from the registry's wire), optionally `fetch`, `now` (ms) and
 * `random` for tests. Returns the worker's operations (flush, deliver, enqueue) for the site's own code.
 */
export function installActionable(scope, options) {
  const registry = options.registry;
  const wire = registry.wire;
  const endpoint = String(options.endpoint || '').replace(/\/+$/, '');
  const fetchFunction = options.fetch || ((...args) => scope.fetch(...args));
  const now = options.now || (() => Date.now());
  const random = options.random || Math.random;
  const indexedDB = options.indexedDB || scope.indexedDB;
  const origin = scope.location.origin;
  /** Deliveries in flight, by key: a second delivery of the same key joins the first. */
  const inFlight = new Map();

  const languages = () => (scope.navigator && scope.navigator.languages) || [];
  const maxActions = () => maxActionsOf(scope.Notification);

  async function credential() {
    const stored = await withStore(indexedDB, SETTINGS, 'readonly', (store) => store.get(CREDENTIAL_KEY));
    return typeof stored === 'string' && stored.length > 0 ? stored : null;
  }

  /** The stored credential and the account stored beside it (null when none), read together. */
  async function signedIn() {
    const values = await readSettings(indexedDB, [CREDENTIAL_KEY, ACCOUNT_KEY]);
    const token = values[CREDENTIAL_KEY];
    return { token: typeof token === 'string' && token.length > 0 ? token : null, account: accountOf(values[ACCOUNT_KEY]) };
  }

  /** The account stored now (null when none, or when IndexedDB cannot be read). */
  async function storedAccount() {
    try {
      return (await signedIn()).account;
    } catch {
      return null;
    }
  }

  /** Writes a tap to the outbox (before any attempt); the same key written twice stays one entry. */
  async function enqueue(entry) {
    await withStore(indexedDB, OUTBOX, 'readwrite', (store) => {
      const existing = store.get(entry.key);
      existing.onsuccess = () => {
        if (!existing.result) store.put(entry);
      };
      return null;
    });
  }

  async function removeEntry(key) {
    await withStore(indexedDB, OUTBOX, 'readwrite', (store) => store.delete(key));
  }

  async function updateEntry(entry) {
    await withStore(indexedDB, OUTBOX, 'readwrite', (store) => store.put(entry));
  }

  async function entries() {
    return (await withStore(indexedDB, OUTBOX, 'readonly', (store) => store.getAll())) || [];
  }

  /**
   * One attempt to send `entry`: 'delivered', 'rejected' (a final answer), 'unauthorized', 'other-account' (not
   * sent: the stored account is not the entry's) or 'retry' (with the service's Retry-After in ms, or null).
   */
  async function attempt(entry) {
    const { token, account } = await signedIn();
    // Another person's credential (or none of theirs) is stored: the tap waits for its own person's next sign-in.
    if (account !== accountOf(entry.account)) return { outcome: 'other-account' };
    if (token === null) return { outcome: 'retry', retryAfter: null, reason: 'no credential stored yet' };
    const headers = {
      'Content-Type': 'application/json',
      [wire.headers.idempotencyKey]: entry.key,
      [wire.headers.authorization]: `Bearer ${token}`,
    };
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    const timer = controller ? setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS) : null;
    let response;
    try {
      response = await fetchFunction(endpoint + wire.path, {
        method: 'POST',
        headers,
        body: entry.body,
        credentials: 'omit',
        mode: 'cors',
        cache: 'no-store',
        signal: controller ? controller.signal : undefined,
      });
    } catch (error) {
      return { outcome: 'retry', retryAfter: null, reason: `network: ${error && error.name}` };
    } finally {
      if (timer) clearTimeout(timer);
    }
    if (response.status >= 200 && response.status <= 299) return { outcome: 'delivered', status: response.status };
    // The credential was refused (expired, revoked): the tap is kept, not dropped, until the page stores another one
    // (storeCredential asks the worker to flush), as ActionableApp asks its provider for a fresh credential.
    if (response.status === 401) return { outcome: 'unauthorized', credential: credentialFingerprint(token) };
    if (isRetryableStatus(response.status)) {
      const header = response.headers.get(wire.headers.retryAfter);
      return { outcome: 'retry', retryAfter: retryAfterMs(header, now()), reason: `HTTP ${response.status}` };
    }
    return { outcome: 'rejected', status: response.status };
  }

  /**
   * Delivers the outbox entry `key`: attempts until it is delivered or refused for good, or RETRY.attemptsPerEvent
   * attempts or RETRY.waitInEventMs of waiting are spent (then it stays for the next sync, start or event).
   * One delivery per key at a time. `ignoreSchedule` skips the exponential back-off (not the service's
   * Retry-After); `fromSync` (a delivery inside a sync event) does not register the sync again.
   */
  function deliver(key, { ignoreSchedule = false, fromSync = false } = {}) {
    if (inFlight.has(key)) return inFlight.get(key);
    const delivery = deliverNow(key, ignoreSchedule, fromSync).finally(() => inFlight.delete(key));
    inFlight.set(key, delivery);
    return delivery;
  }

  async function deliverNow(key, ignoreSchedule, fromSync) {
    const stored = await withStore(indexedDB, OUTBOX, 'readonly', (store) => store.get(key));
    if (!stored) return 'gone';
    let entry = stored;
    if (now() - entry.createdAt > OUTBOX_MAX_AGE_MS) {
      console.warn(`actionable: dropped a tap older than ${OUTBOX_MAX_AGE_MS / 86_400_000} days (${key})`);
      await removeEntry(key);
      return 'expired';
    }
    if (entry.refusedCredential !== undefined) {
      const current = await credential();
      if (current === null || credentialFingerprint(current) === entry.refusedCredential) return 'waiting-for-credential';
    }
    if ((await storedAccount()) !== accountOf(entry.account)) return 'waiting-for-account';
    let waited = 0;
    // The back-off may be skipped (a sync: the browser says the network is back); the service's Retry-After not.
    const due = ignoreSchedule ? entry.retryAfterUntil || 0 : Math.max(entry.notBefore || 0, entry.retryAfterUntil || 0);
    if (due > now()) {
      const wait = due - now();
      if (wait > RETRY.waitInEventMs) return 'scheduled';
      await sleep(wait);
      waited += wait;
    }
    for (let round = 0; round < RETRY.attemptsPerEvent; round++) {
      const result = await attempt(entry);
      if (result.outcome === 'delivered') {
        await removeEntry(key);
        return 'delivered';
      }
      if (result.outcome === 'other-account') return 'waiting-for-account';
      if (result.outcome === 'unauthorized') {
        const current = await credential();
        if (current !== null && credentialFingerprint(current) !== result.credential) continue;  // a new one came
        console.warn(`actionable: the service refused the stored credential (HTTP 401); tap ${key} waits for a new one`);
        await updateEntry({ ...entry, refusedCredential: result.credential, lastError: 'HTTP 401' });
        return 'waiting-for-credential';
      }
      if (result.outcome === 'rejected') {
        console.warn(`actionable: the service refused tap ${key} (HTTP ${result.status}); it is not retried`);
        await removeEntry(key);
        return 'rejected';
      }
      const attempts = entry.attempts + 1;
      const wait = retryDelayMs(attempts, result.retryAfter, random);
      const retryAfterUntil = result.retryAfter === null || result.retryAfter === undefined ? 0 : now() + result.retryAfter;
      entry = { ...entry, attempts, notBefore: now() + wait, retryAfterUntil, lastError: result.reason };
      await updateEntry(entry);
      if (round + 1 >= RETRY.attemptsPerEvent || waited + wait > RETRY.waitInEventMs) break;
      await sleep(wait);
      waited += wait;
    }
    // Inside a sync event, registering the tag again would fire it again at once (Chromium): the event's rejection
    // is what asks the browser to retry, with its back-off.
    if (!fromSync) await registerSync();
    return 'queued';
  }

  async function registerSync() {
    const registration = scope.registration;
    if (!registration || !registration.sync || typeof registration.sync.register !== 'function') return;
    try {
      await registration.sync.register(SYNC_TAG);
    } catch {
      // Background Sync refused (permission, or a browser without it): the next start or event retries.
    }
  }

  /**
   * Delivers every entry of the outbox that is due (all of them with `ignoreSchedule`, as after a sync: the browser
   * says the network is back; the service's Retry-After still holds). Resolves with whether any entry is left to
   * retry (one waiting for its person's credential is not).
   */
  async function flush({ ignoreSchedule = false, fromSync = false } = {}) {
    const all = await entries();
    const outcomes = await Promise.all(all.map((entry) => deliver(entry.key, { ignoreSchedule, fromSync })));
    return outcomes.some((outcome) => outcome === 'queued' || outcome === 'scheduled');
  }

  /**
   * Writes the tap to the outbox (recording the account stored now), then delivers it. When the outbox cannot take it
   * (quota, no IndexedDB), one direct attempt with the same headers: 'delivered', 'rejected' or 'not-kept'.
   */
  async function send(tap) {
    const entry = { ...tap, account: tap.account !== undefined ? accountOf(tap.account) : await storedAccount() };
    try {
      await enqueue(entry);
    } catch (error) {
      console.warn(`actionable: the outbox could not keep tap ${entry.key} (${error && error.name}); one attempt, not retried`);
      let result;
      try {
        result = await attempt(entry);
      } catch {
        return 'not-kept';
      }
      return result.outcome === 'delivered' || result.outcome === 'rejected' ? result.outcome : 'not-kept';
    }
    return deliver(entry.key);
  }

  /** The outbox entry for a tap on `notification` (its data as the push handler stored it). */
  function tapEntry(data, action, shownAtMs, userText) {
    const receivedAt = now();
    return {
      key: idempotencyKey(data.notificationId, action, shownAtMs),
      body: tapBody(wire, {
        category: data.category,
        action,
        notificationId: data.notificationId,
        userText,
        targetContentId: data.targetContentId,
        userInfo: data.userInfo,
        receivedAt,
      }),
      createdAt: receivedAt,
      attempts: 0,
      notBefore: 0,
    };
  }

  /** Keeps the worker alive for `promise`; a synthetic event (isTrusted false) cannot be extended, and is not. */
  function keepAlive(event, promise) {
    const guarded = promise.catch((error) => console.warn(`actionable: ${error && error.message}`));
    try {
      event.waitUntil(guarded);
    } catch {
      // Dispatched by a script: the work goes on, without extending the worker's life.
    }
    return guarded;
  }

  async function openWindow(url) {
    const target = sameOriginURL(url, origin) || scope.registration.scope;
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => client.url === target) || (url ? null : windows[0]);
    if (open && typeof open.focus === 'function') return open.focus();
    if (scope.clients.openWindow) return scope.clients.openWindow(target);
    return null;
  }

  async function handToPage(entry, data, action) {
    const pending = { ...entry, account: await storedAccount(), category: data.category, action,
                      needsText: Boolean(action && action.textInput) };
    await withStore(indexedDB, PENDING, 'readwrite', (store) => store.put(pending));
    const base = sameOriginURL(data.url, origin) || scope.registration.scope;
    const url = new URL(base);
    url.searchParams.set(PENDING_PARAMETER, entry.key);
    try {
      await scope.clients.openWindow(url.href);
    } catch (error) {
      console.warn(`actionable: could not open the site to confirm ${entry.key}: ${error && error.name}`);
    }
    return 'handed to the page';
  }

  function onPush(event) {
    let json;
    try {
      json = event.data ? event.data.json() : null;
    } catch {
      return; // Not JSON: not a message for this worker.
    }
    const message = parseMessage(wire, json);
    if (!message) return;
    const category = findCategory(registry, message.category);
    if (!category) console.warn(`actionable: category ${message.category} is not in the registry; shown without actions`);
    const data = {
      actionable: 1,
      category: message.category,
      notificationId: message.notificationId,
      userInfo: message.userInfo,
      targetContentId: message.targetContentId,
      url: message.url,
    };
    const shown = scope.registration.showNotification(message.title, {
      body: message.body || undefined,
      tag: message.notificationId,
      timestamp: now(),
      data,
      actions: notificationActions(category, languages(), registry.fallbackLocale, maxActions()),
    });
    keepAlive(event, Promise.all([shown, flush()]));
  }

  function onClick(event) {
    const notification = event.notification;
    const data = notification && notification.data;
    if (!data || data.actionable !== 1) return;
    const actionId = event.action || wire.defaultAction;
    const category = findCategory(registry, data.category);
    const action = actionId === wire.defaultAction ? null : findAction(category, actionId);
    if (actionId !== wire.defaultAction && !action) {
      console.warn(`actionable: ${data.category}/${actionId} is not in the registry; the tap is not sent`);
      return;
    }
    notification.close();
    // Chromium gives an inline reply as event.reply; other browsers give none (and an empty one is nothing typed):
    // then the person types in the site.
    const reply = typeof event.reply === 'string' && event.reply.length > 0 ? event.reply : null;
    const entry = tapEntry(data, actionId, notification.timestamp, action && action.textInput ? reply : null);
    const needsPage = action && (action.authenticationRequired || (action.textInput && reply === null));
    if (needsPage) {
      keepAlive(event, handToPage(entry, data, action));
      return;
    }
    // This tap; once it got through, what earlier taps left in the outbox (one delivery per key at a time).
    const work = [send(entry).then((outcome) => (outcome === 'delivered' ? flush() : outcome))];
    if (!action || action.activation === 'foreground') work.push(openWindow(data.url).catch(() => null));
    keepAlive(event, Promise.all(work));
  }

  function onClose(event) {
    const notification = event.notification;
    const data = notification && notification.data;
    if (!data || data.actionable !== 1) return;
    const category = findCategory(registry, data.category);
    if (!category || !category.customDismissAction) return;
    keepAlive(event, send(tapEntry(data, wire.dismissAction, notification.timestamp, null)));
  }

  function onSync(event) {
    if (event.tag !== SYNC_TAG) return;
    // Rejecting tells the browser to fire the sync again later, while taps are left.
    const work = flush({ ignoreSchedule: true, fromSync: true }).then((left) => {
      if (left) throw new Error('taps are left in the outbox');
    });
    try {
      event.waitUntil(work);
    } catch {
      work.catch(() => null);
    }
  }

  async function completeTap(key, userText) {
    const pending = await withStore(indexedDB, PENDING, 'readonly', (store) => store.get(key));
    if (!pending) return 'gone';
    let body = pending.body;
    if (typeof userText === 'string' && pending.needsText) {
      const object = JSON.parse(body);
      body = tapBody(wire, {
        category: object[wire.fields.category],
        action: object[wire.fields.action],
        notificationId: object[wire.fields.notificationId],
        userText,
        targetContentId: object[wire.fields.targetContentId],
        userInfo: object[wire.fields.userInfo],
        receivedAt: object[wire.fields.receivedAt],
      });
    }
    const entry = { key, body, createdAt: pending.createdAt, attempts: 0, notBefore: 0, account: accountOf(pending.account) };
    await enqueue(entry);
    await withStore(indexedDB, PENDING, 'readwrite', (store) => store.delete(key));
    return deliver(key);
  }

  function onMessage(event) {
    const message = event.data;
    if (!isPlainObject(message) || typeof message.type !== 'string') return;
    if (event.origin && event.origin !== origin) return;
    const reply = (value) => {
      if (event.ports && event.ports[0]) event.ports[0].postMessage(value);
    };
    let work;
    if (message.type === MESSAGE.complete && typeof message.key === 'string') {
      work = completeTap(message.key, message.userText).then((outcome) => reply({ outcome }));
    } else if (message.type === MESSAGE.cancel && typeof message.key === 'string') {
      work = withStore(indexedDB, PENDING, 'readwrite', (store) => store.delete(message.key)).then(() =>
        reply({ outcome: 'cancelled' }),
      );
    } else if (message.type === MESSAGE.flush) {
      work = flush({ ignoreSchedule: true }).then((left) => reply({ outcome: left ? 'queued' : 'flushed' }));
    } else {
      return;
    }
    keepAlive(event, work.catch((error) => reply({ outcome: 'failed', error: String(error && error.name) })));
  }

  scope.addEventListener('push', onPush);
  scope.addEventListener('notificationclick', onClick);
  scope.addEventListener('notificationclose', onClose);
  scope.addEventListener('sync', onSync);
  scope.addEventListener('message', onMessage);
  // The worker has just started: what an earlier life left in the outbox goes now (no event to extend; best effort).
  flush().catch((error) => console.warn(`actionable: outbox flush failed: ${error && error.message}`));

  return { flush, deliver, enqueue, send };
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
