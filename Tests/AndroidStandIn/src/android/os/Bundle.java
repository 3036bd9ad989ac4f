package android.os;

import actionable.standin.Since;

@Since(1)
public final class Bundle extends BaseBundle {
    @Since(1) public Bundle() {}
    @Since(1) public Bundle(Bundle b) { if (b != null) values.putAll(b.values); }

    @Since(1) public void putAll(Bundle bundle) { values.putAll(bundle.values); }

    @Since(1) public Bundle getBundle(String key) {
        Object value = values.get(key);
        return value instanceof Bundle ? (Bundle) value : null;
    }
    @Since(1) public void putBundle(String key, Bundle value) { values.put(key, value); }

    @Since(1) public CharSequence getCharSequence(String key) {
        Object value = values.get(key);
        return value instanceof CharSequence ? (CharSequence) value : null;
    }
    @Since(12) public CharSequence getCharSequence(String key, CharSequence defaultValue) {
        CharSequence value = getCharSequence(key);
        return value == null ? defaultValue : value;
    }
    @Since(1) public void putCharSequence(String key, CharSequence value) { values.put(key, value); }
}
