// The service worker module: written by `actionable generate web` (in progress).
