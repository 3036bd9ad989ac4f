package android.app;

import actionable.standin.Since;
import android.content.ContextWrapper;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;

/** Minimal: Android's Activity extends ContextThemeWrapper, which the tap side never names. */
@Since(1)
public class Activity extends ContextWrapper {
    private Intent intent;
    private boolean finished;
    private View contentView;

    @Since(1) public Activity() { super(null); }

    @Since(1) protected void onCreate(Bundle savedInstanceState) {}
    @Since(1) protected void onNewIntent(Intent intent) {}
    @Since(1) public Intent getIntent() { return intent; }
    @Since(1) public void setIntent(Intent newIntent) { intent = newIntent; }
    @Since(1) public void finish() { finished = true; }
    @Since(1) public void setContentView(View view) { contentView = view; }
    @Since(1) public boolean isFinishing() { return finished; }
    /** Nothing to ask: the stand-in's checkSelfPermission grants every permission. */
    @Since(23) public final void requestPermissions(String[] permissions, int requestCode) {}
}
