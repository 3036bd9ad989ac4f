// The page module: written by `actionable generate web` (in progress).
