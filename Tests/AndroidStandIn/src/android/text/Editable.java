package android.text;

import actionable.standin.Since;

/** Only what a CharSequence has: Android's Editable also edits in place, which nothing here uses. */
@Since(1)
public interface Editable extends CharSequence {
}
