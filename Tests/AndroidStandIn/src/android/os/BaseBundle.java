package android.os;

import actionable.standin.Since;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

@Since(21)
public class BaseBundle {
    final Map<String, Object> values = new LinkedHashMap<>();

    BaseBundle() {}

    @Since(21) public void clear() { values.clear(); }
    @Since(21) public boolean containsKey(String key) { return values.containsKey(key); }
    @Since(21) public Object get(String key) { return values.get(key); }
    @Since(21) public boolean isEmpty() { return values.isEmpty(); }
    @Since(21) public Set<String> keySet() { return values.keySet(); }
    @Since(21) public void remove(String key) { values.remove(key); }
    @Since(21) public int size() { return values.size(); }

    @Since(22) public boolean getBoolean(String key) { return getBoolean(key, false); }
    @Since(22) public boolean getBoolean(String key, boolean defaultValue) {
        Object value = values.get(key);
        return value instanceof Boolean ? (Boolean) value : defaultValue;
    }
    @Since(22) public void putBoolean(String key, boolean value) { values.put(key, value); }

    @Since(21) public int getInt(String key) { return getInt(key, 0); }
    @Since(21) public int getInt(String key, int defaultValue) {
        Object value = values.get(key);
        return value instanceof Integer ? (Integer) value : defaultValue;
    }
    @Since(21) public void putInt(String key, int value) { values.put(key, value); }

    @Since(21) public long getLong(String key) { return getLong(key, 0L); }
    @Since(21) public long getLong(String key, long defaultValue) {
        Object value = values.get(key);
        return value instanceof Long ? (Long) value : defaultValue;
    }
    @Since(21) public void putLong(String key, long value) { values.put(key, value); }

    @Since(21) public String getString(String key) {
        Object value = values.get(key);
        return value instanceof String ? (String) value : null;
    }
    @Since(21) public String getString(String key, String defaultValue) {
        String value = getString(key);
        return value == null ? defaultValue : value;
    }
    @Since(21) public void putString(String key, String value) { values.put(key, value); }

    @Since(21) public String[] getStringArray(String key) {
        Object value = values.get(key);
        return value instanceof String[] ? (String[]) value : null;
    }
    @Since(21) public void putStringArray(String key, String[] value) { values.put(key, value); }

    @Override public String toString() { return getClass().getSimpleName() + values; }
}
