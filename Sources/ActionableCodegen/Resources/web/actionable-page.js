// actionable-page.js — what the site's pages use of Actionable's web side. Written by `actionable generate web`
// beside actionable-registry.js and actionable-worker.js; the same for every registry. Plain ES module.
//
//   import { subscribe, pendingTap, completeTap } from './actionable/actionable-page.js';
//   const registration = await navigator.serviceWorker.register('/sw.js', { type: 'module' });
//   const subscription = await subscribe({ vapidPublicKey, credential, serviceWorker: registration });
//   await fetch('/my-server/subscriptions', { method: 'POST', body: JSON.stringify(subscription) });
//
// The credential is the person's bearer token for the tap endpoint: it may only deliver taps. It is kept in
// IndexedDB, where the service worker reads it; no signing secret ever reaches a browser.
//
// On a browser more than one person may use, pass the signed-in person's account id too (storeCredential(credential,
// { account }), subscribe({ ..., account })): each queued tap records the account stored when it was made and is sent
// only while that account is stored, so A's taps never go out under B's credential; they wait for A's next sign-in.
// Without an account the worker keeps one person per browser.
//
// A tap the worker could not run by itself (an action with authentication-required, or a reply the browser could
// not take inline) opens the site with ?actionable-tap=KEY. The page shows it with pendingTap(location) and
// finishes it with completeTap(pending, { userText }) or cancelTap(pending): the worker's outbox sends it, so a
// page closed right after is no loss.

import { MESSAGE, PENDING_PARAMETER, accountOf, openDatabase, pickText, readSettings, withStore } from './actionable-worker.js';

const SETTINGS = 'settings';
const PENDING = 'pending';
const CREDENTIAL_KEY = 'credential';
const ACCOUNT_KEY = 'account';

/** The bytes of a base64url string (a VAPID public key as push services give it), for applicationServerKey. */
export function base64URLBytes(text) {
  const base64 = String(text).trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Keeps `credential` (the person's bearer token) for the service worker, with `account` (an id of the person, a
 * non-empty string; optional) beside it, and asks the worker to send what it holds for that account. Taps are bound
 * to the account stored when they were made: a tap made under another account (or under none, when one is given
 * now) waits until its own account is stored again. Without `account`, any stored account is removed.
 */
export async function storeCredential(credential, { account, indexedDB = globalThis.indexedDB, serviceWorker } = {}) {
  if (typeof credential !== 'string' || credential.length === 0) throw new TypeError('credential must be a non-empty string');
  if (account !== undefined && account !== null && accountOf(account) === null) {
    throw new TypeError('account must be a non-empty string when given');
  }
  await withStore(indexedDB, SETTINGS, 'readwrite', (store) => {
    store.put(credential, CREDENTIAL_KEY);
    if (accountOf(account) === null) store.delete(ACCOUNT_KEY);
    else store.put(account, ACCOUNT_KEY);
    return null;
  });
  const registration = serviceWorker || (await readyRegistration());
  if (registration && registration.active) registration.active.postMessage({ type: MESSAGE.flush });
}

/**
 * Forgets the stored credential and account: the worker sends nothing more until a new one is stored. Queued taps
 * stay, for their person's next sign-in.
 */
export async function deleteCredential({ indexedDB = globalThis.indexedDB } = {}) {
  await withStore(indexedDB, SETTINGS, 'readwrite', (store) => {
    store.delete(CREDENTIAL_KEY);
    store.delete(ACCOUNT_KEY);
    return null;
  });
}

/**
 * Subscribes this browser to push for `serviceWorker` (a ServiceWorkerRegistration; default: the ready one), with
 * the application server's VAPID public key (base64url), stores `credential` (and `account`, the person's id, see
 * storeCredential) for the worker, and returns
 * subscription.toJSON() ({ endpoint, expirationTime, keys: { p256dh, auth } }) for the site to send to its server.
 * Asks for notification permission first when it has not been given.
 */
export async function subscribe({ vapidPublicKey, credential, account, serviceWorker } = {}) {
  const registration = serviceWorker || (await readyRegistration());
  if (!registration) throw new Error('no service worker is registered for this page');
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    await Notification.requestPermission();
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64URLBytes(vapidPublicKey),
  });
  if (credential !== undefined) await storeCredential(credential, { account, serviceWorker: registration });
  return subscription.toJSON();
}

/**
 * Ends the push subscription (when there is one) and deletes the stored credential and account (queued taps stay,
 * for their person's next sign-in). Resolves with whether one ended.
 */
export async function unsubscribe({ serviceWorker } = {}) {
  const registration = serviceWorker || (await readyRegistration());
  let ended = false;
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  if (subscription) ended = await subscription.unsubscribe();
  await deleteCredential();
  return ended;
}

/**
 * The tap the worker handed to this page (the `actionable-tap` parameter of `location`), or null: { key, category,
 * action, title, needsText, placeholder, buttonTitle } with texts in the person's language. `registry` gives the
 * titles (optional). A tap made under another account than the one stored now is not returned (null).
 */
export async function pendingTap(location = globalThis.location, { registry, languages = globalThis.navigator && navigator.languages } = {}) {
  const key = new URL(String(location)).searchParams.get(PENDING_PARAMETER);
  if (!key) return null;
  const stored = await withStore(globalThis.indexedDB, PENDING, 'readonly', (store) => store.get(key));
  if (!stored) return null;
  const settings = await readSettings(globalThis.indexedDB, [ACCOUNT_KEY]);
  if (accountOf(stored.account) !== accountOf(settings[ACCOUNT_KEY])) return null;
  const action = stored.action || {};
  const fallback = registry ? registry.fallbackLocale : 'en';
  return {
    key,
    category: stored.category,
    action: action.action,
    title: pickText(action.title, languages, fallback),
    needsText: Boolean(stored.needsText),
    placeholder: action.textInput ? pickText(action.textInput.placeholder, languages, fallback) : null,
    buttonTitle: action.textInput ? pickText(action.textInput.buttonTitle, languages, fallback) : null,
    authenticationRequired: Boolean(action.authenticationRequired),
  };
}

/**
 * Sends the tap `pending` (from pendingTap) through the worker's outbox, with `userText` for a text-input action.
 * Resolves with the worker's outcome: 'delivered', 'queued' (kept, retried later), 'rejected', 'gone' or
 * 'waiting-for-account' (kept until the account stored when the tap was made is stored again).
 */
export function completeTap(pending, { userText } = {}) {
  return askWorker({ type: MESSAGE.complete, key: pending.key, userText });
}

/** Drops the tap `pending`: the person did not confirm it. */
export function cancelTap(pending) {
  return askWorker({ type: MESSAGE.cancel, key: pending.key });
}

async function askWorker(message) {
  const registration = await readyRegistration();
  if (!registration || !registration.active) throw new Error('no active service worker');
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data && event.data.outcome);
    registration.active.postMessage(message, [channel.port2]);
  });
}

async function readyRegistration() {
  if (!globalThis.navigator || !navigator.serviceWorker) return null;
  return navigator.serviceWorker.ready;
}

export { openDatabase };
