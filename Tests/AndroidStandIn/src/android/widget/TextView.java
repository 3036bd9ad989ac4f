package android.widget;

import actionable.standin.Since;
import android.content.Context;
import android.view.View;

@Since(1)
public class TextView extends View {
    private CharSequence text = "";
    private CharSequence hint;

    @Since(1) public TextView(Context context) { super(context); }

    @Since(1) public CharSequence getText() { return text; }
    @Since(1) public final void setText(CharSequence text) { this.text = text == null ? "" : text; }
    @Since(1) public final void setText(int resid) { setText(getContext().getString(resid)); }
    @Since(1) public CharSequence getHint() { return hint; }
    @Since(1) public final void setHint(CharSequence hint) { this.hint = hint; }
}
