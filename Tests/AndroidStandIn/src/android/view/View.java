package android.view;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.content.Context;

@Since(1)
public class View {
    private final Context context;
    private OnClickListener onClickListener;

    @Since(1) public View(Context context) { this.context = context; }

    @Since(1) public final Context getContext() { return context; }
    @Since(1) public void setOnClickListener(OnClickListener l) { onClickListener = l; }
    @Since(1) public boolean performClick() {
        if (onClickListener == null) return false;
        onClickListener.onClick(this);
        return true;
    }

    /** Whether a click listener is set (a test clicks with performClick). */
    @StandInOnly public boolean standInHasClickListener() { return onClickListener != null; }

    @Since(1)
    public interface OnClickListener {
        @Since(1) void onClick(View v);
    }
}
