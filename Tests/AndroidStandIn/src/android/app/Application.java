package android.app;

import actionable.standin.Since;
import android.content.ContextWrapper;

@Since(1)
public class Application extends ContextWrapper {
    @Since(1) public Application() { super(null); }

    @Since(1) public void onCreate() {}
}
