package android.content.pm;

import actionable.standin.Since;

/** Only the constant Context.checkSelfPermission answers with; the stand-in grants every permission. */
@Since(1)
public abstract class PackageManager {
    @Since(1) public static final int PERMISSION_GRANTED = 0;
}
