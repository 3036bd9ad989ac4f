package android.os;

import actionable.standin.Since;

@Since(1)
public interface IBinder {
}
