package android;

import actionable.standin.Since;

@Since(1)
public final class Manifest {
    @Since(1)
    public static final class permission {
        @Since(33) public static final String POST_NOTIFICATIONS = "android.permission.POST_NOTIFICATIONS";
    }
}
