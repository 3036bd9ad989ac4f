package android.app;

import actionable.standin.Since;
import android.content.ContextWrapper;
import android.content.Intent;
import android.os.IBinder;

@Since(1)
public abstract class Service extends ContextWrapper {
    @Since(1) public Service() { super(null); }

    @Since(1) public void onCreate() {}
    @Since(1) public void onDestroy() {}
    @Since(1) public abstract IBinder onBind(Intent intent);
}
