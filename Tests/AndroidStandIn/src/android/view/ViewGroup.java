package android.view;

import actionable.standin.Since;
import android.content.Context;
import java.util.ArrayList;
import java.util.List;

@Since(1)
public abstract class ViewGroup extends View {
    private final List<View> children = new ArrayList<>();

    @Since(1) public ViewGroup(Context context) { super(context); }

    @Since(1) public void addView(View child) { children.add(child); }
    @Since(1) public int getChildCount() { return children.size(); }
    @Since(1) public View getChildAt(int index) { return index >= 0 && index < children.size() ? children.get(index) : null; }
}
