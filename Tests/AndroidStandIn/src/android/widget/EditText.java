package android.widget;

import actionable.standin.Since;
import android.content.Context;
import android.text.Editable;

@Since(1)
public class EditText extends TextView {
    @Since(1) public EditText(Context context) { super(context); }

    @Override @Since(1) public Editable getText() {
        final String value = super.getText().toString();
        return new Editable() {
            @Override public int length() { return value.length(); }
            @Override public char charAt(int index) { return value.charAt(index); }
            @Override public CharSequence subSequence(int start, int end) { return value.subSequence(start, end); }
            @Override public String toString() { return value; }
        };
    }
}
