package android.content;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.net.Uri;
import android.os.Bundle;
import java.util.Objects;

@Since(1)
public class Intent implements Cloneable {
    @Since(1) public static final int FLAG_ACTIVITY_NEW_TASK = 268435456;
    @Since(1) public static final int FLAG_ACTIVITY_CLEAR_TOP = 67108864;
    @Since(1) public static final int FLAG_ACTIVITY_SINGLE_TOP = 536870912;
    @Since(1) public static final int FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY = 1048576;
    @Since(11) public static final int FLAG_ACTIVITY_CLEAR_TASK = 32768;
    @Since(16) public static final int FLAG_RECEIVER_FOREGROUND = 268435456;
    @Since(1) public static final String ACTION_VIEW = "android.intent.action.VIEW";
    @Since(1) public static final String ACTION_MAIN = "android.intent.action.MAIN";

    private String action;
    private Uri data;
    private ComponentName component;
    private String packageName;
    private String identifier;
    private int flags;
    private Bundle extras;

    @Since(1) public Intent() {}
    @Since(1) public Intent(Intent o) {
        action = o.action; data = o.data; component = o.component; packageName = o.packageName;
        identifier = o.identifier; flags = o.flags; extras = o.extras == null ? null : new Bundle(o.extras);
    }
    @Since(1) public Intent(String action) { this.action = action; }
    @Since(1) public Intent(String action, Uri uri) { this.action = action; this.data = uri; }
    @Since(1) public Intent(Context packageContext, Class<?> cls) { component = new ComponentName(packageContext, cls); }
    @Since(1) public Intent(String action, Uri uri, Context packageContext, Class<?> cls) {
        this(packageContext, cls); this.action = action; this.data = uri;
    }

    @Override public Object clone() { return new Intent(this); }

    @Since(1) public String getAction() { return action; }
    @Since(1) public Intent setAction(String action) { this.action = action; return this; }
    @Since(1) public Uri getData() { return data; }
    @Since(1) public Intent setData(Uri data) { this.data = data; return this; }
    @Since(1) public ComponentName getComponent() { return component; }
    @Since(1) public Intent setComponent(ComponentName component) { this.component = component; return this; }
    @Since(1) public Intent setClass(Context packageContext, Class<?> cls) {
        component = new ComponentName(packageContext, cls); return this;
    }
    @Since(1) public Intent setClassName(String packageName, String className) {
        component = new ComponentName(packageName, className); return this;
    }
    @Since(4) public String getPackage() { return packageName; }
    @Since(4) public Intent setPackage(String packageName) { this.packageName = packageName; return this; }
    @Since(29) public String getIdentifier() { return identifier; }
    @Since(29) public Intent setIdentifier(String identifier) { this.identifier = identifier; return this; }
    @Since(1) public int getFlags() { return flags; }
    @Since(1) public Intent setFlags(int flags) { this.flags = flags; return this; }
    @Since(1) public Intent addFlags(int flags) { this.flags |= flags; return this; }

    private Bundle extras() { if (extras == null) extras = new Bundle(); return extras; }
    @Since(1) public Bundle getExtras() { return extras == null ? null : new Bundle(extras); }
    @Since(1) public boolean hasExtra(String name) { return extras != null && extras.containsKey(name); }
    @Since(1) public void removeExtra(String name) { if (extras != null) extras.remove(name); }
    @Since(1) public Intent putExtras(Bundle extras) { extras().putAll(extras); return this; }
    @Since(1) public Intent putExtras(Intent src) { if (src.extras != null) extras().putAll(src.extras); return this; }
    @Since(1) public Intent putExtra(String name, String value) { extras().putString(name, value); return this; }
    @Since(1) public Intent putExtra(String name, int value) { extras().putInt(name, value); return this; }
    @Since(1) public Intent putExtra(String name, long value) { extras().putLong(name, value); return this; }
    @Since(1) public Intent putExtra(String name, boolean value) { extras().putBoolean(name, value); return this; }
    @Since(1) public Intent putExtra(String name, CharSequence value) { extras().putCharSequence(name, value); return this; }
    @Since(1) public Intent putExtra(String name, Bundle value) { extras().putBundle(name, value); return this; }
    @Since(1) public Intent putExtra(String name, String[] value) { extras().putStringArray(name, value); return this; }
    @Since(1) public String getStringExtra(String name) { return extras == null ? null : extras.getString(name); }
    @Since(1) public int getIntExtra(String name, int defaultValue) { return extras == null ? defaultValue : extras.getInt(name, defaultValue); }
    @Since(1) public long getLongExtra(String name, long defaultValue) { return extras == null ? defaultValue : extras.getLong(name, defaultValue); }
    @Since(1) public boolean getBooleanExtra(String name, boolean defaultValue) { return extras == null ? defaultValue : extras.getBoolean(name, defaultValue); }
    @Since(1) public CharSequence getCharSequenceExtra(String name) { return extras == null ? null : extras.getCharSequence(name); }
    @Since(1) public Bundle getBundleExtra(String name) { return extras == null ? null : extras.getBundle(name); }
    @Since(1) public String[] getStringArrayExtra(String name) { return extras == null ? null : extras.getStringArray(name); }

    /** Android's filterEquals: action, data, component, package and identifier; never the extras. */
    @Since(1) public boolean filterEquals(Intent other) {
        return other != null && Objects.equals(action, other.action) && Objects.equals(data, other.data)
            && Objects.equals(component, other.component) && Objects.equals(packageName, other.packageName)
            && Objects.equals(identifier, other.identifier);
    }
    @Since(1) public int filterHashCode() { return Objects.hash(action, data, component, packageName, identifier); }

    /** Intent.fillIn as a mutable PendingIntent applies it when sent: the extras are merged in. */
    @Since(1) public int fillIn(Intent other, int flags) {
        if (other.extras != null) extras().putAll(other.extras);
        if (action == null && other.action != null) action = other.action;
        return 0;
    }

    /** Whether a component or package names who receives it (explicit), as Android 14 requires of mutable ones. */
    @StandInOnly public boolean standInIsExplicit() { return component != null || packageName != null; }

    @Override public String toString() {
        return "Intent { act=" + action + " cmp=" + (component == null ? null : component.flattenToString())
            + " pkg=" + packageName + " flg=0x" + Integer.toHexString(flags) + " extras=" + extras + " }";
    }
}
