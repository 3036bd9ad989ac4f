package android.widget;

import actionable.standin.Since;
import android.content.Context;
import android.view.ViewGroup;

@Since(1)
public class LinearLayout extends ViewGroup {
    @Since(1) public static final int HORIZONTAL = 0;
    @Since(1) public static final int VERTICAL = 1;

    private int orientation = HORIZONTAL;

    @Since(1) public LinearLayout(Context context) { super(context); }

    @Since(1) public int getOrientation() { return orientation; }
    @Since(1) public void setOrientation(int orientation) { this.orientation = orientation; }
}
