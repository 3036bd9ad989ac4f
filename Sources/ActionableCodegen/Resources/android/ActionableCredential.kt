package actionable.android
