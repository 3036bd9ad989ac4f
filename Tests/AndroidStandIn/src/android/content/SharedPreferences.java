package android.content;

import actionable.standin.Since;
import java.util.Map;

@Since(1)
public interface SharedPreferences {
    @Since(1) Map<String, ?> getAll();
    @Since(1) String getString(String key, String defValue);
    @Since(1) long getLong(String key, long defValue);
    @Since(1) int getInt(String key, int defValue);
    @Since(1) boolean getBoolean(String key, boolean defValue);
    @Since(1) boolean contains(String key);
    @Since(1) Editor edit();

    @Since(1)
    interface Editor {
        @Since(1) Editor putString(String key, String value);
        @Since(1) Editor putLong(String key, long value);
        @Since(1) Editor putInt(String key, int value);
        @Since(1) Editor putBoolean(String key, boolean value);
        @Since(1) Editor remove(String key);
        @Since(1) Editor clear();
        @Since(1) boolean commit();
        @Since(9) void apply();
    }
}
