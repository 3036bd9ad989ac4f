package android.content;

import actionable.standin.Since;
import actionable.standin.StandInOnly;

@Since(1)
public class ContextWrapper extends Context {
    private Context base;

    @Since(1) public ContextWrapper(Context base) { this.base = base; }

    @Since(1) protected void attachBaseContext(Context base) {
        if (this.base != null) throw new IllegalStateException("Base context already set");
        this.base = base;
    }

    @Since(1) public Context getBaseContext() { return base; }

    /** What Android does when it creates a service or activity: attach the app's context. */
    @StandInOnly public void standInAttach(Context base) { attachBaseContext(base); }

    @Override protected Context standInBase() {
        if (base == null) throw new IllegalStateException("no base context: call standInAttach first");
        return base.standInBase();
    }
}
