package android.widget;

import actionable.standin.Since;
import android.content.Context;

@Since(1)
public class Button extends TextView {
    @Since(1) public Button(Context context) { super(context); }
}
