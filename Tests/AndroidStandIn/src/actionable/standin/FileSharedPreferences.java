package actionable.standin;

import android.content.SharedPreferences;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * SharedPreferences kept in a properties file, written whole and renamed into place on commit/apply, so a JVM test
 * that starts a second process sees what the first committed (as Android's XML file does). Values are typed by a
 * one-letter prefix.
 */
@StandInOnly
public final class FileSharedPreferences implements SharedPreferences {
    private static final Object REMOVED = new Object();
    private final File file;
    private final Map<String, Object> values = new HashMap<>();

    public FileSharedPreferences(File file) {
        this.file = file;
        if (file.exists()) {
            Properties properties = new Properties();
            try (InputStream in = new FileInputStream(file)) {
                properties.load(in);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            for (String key : properties.stringPropertyNames()) {
                String raw = properties.getProperty(key);
                String body = raw.substring(2);
                switch (raw.charAt(0)) {
                    case 's': values.put(key, body); break;
                    case 'l': values.put(key, Long.parseLong(body)); break;
                    case 'i': values.put(key, Integer.parseInt(body)); break;
                    case 'b': values.put(key, Boolean.parseBoolean(body)); break;
                    default: break;
                }
            }
        }
    }

    @Override public synchronized Map<String, ?> getAll() { return new HashMap<>(values); }
    @Override public synchronized String getString(String key, String defValue) {
        Object v = values.get(key); return v instanceof String ? (String) v : defValue;
    }
    @Override public synchronized long getLong(String key, long defValue) {
        Object v = values.get(key); return v instanceof Long ? (Long) v : defValue;
    }
    @Override public synchronized int getInt(String key, int defValue) {
        Object v = values.get(key); return v instanceof Integer ? (Integer) v : defValue;
    }
    @Override public synchronized boolean getBoolean(String key, boolean defValue) {
        Object v = values.get(key); return v instanceof Boolean ? (Boolean) v : defValue;
    }
    @Override public synchronized boolean contains(String key) { return values.containsKey(key); }
    @Override public Editor edit() { return new FileEditor(); }

    private synchronized boolean write(Map<String, Object> changes, boolean clear) {
        if (clear) values.clear();
        for (Map.Entry<String, Object> change : changes.entrySet()) {
            if (change.getValue() == REMOVED) values.remove(change.getKey());
            else values.put(change.getKey(), change.getValue());
        }
        Properties properties = new Properties();
        for (Map.Entry<String, Object> entry : values.entrySet()) {
            Object v = entry.getValue();
            char type = v instanceof String ? 's' : v instanceof Long ? 'l' : v instanceof Integer ? 'i' : 'b';
            properties.setProperty(entry.getKey(), type + ":" + v);
        }
        try {
            file.getParentFile().mkdirs();
            File temporary = new File(file.getPath() + ".tmp");
            try (OutputStream out = new FileOutputStream(temporary)) {
                properties.store(out, null);
            }
            Files.move(temporary.toPath(), file.toPath(), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private final class FileEditor implements Editor {
        private final Map<String, Object> changes = new HashMap<>();
        private boolean clear;

        @Override public Editor putString(String key, String value) {
            changes.put(key, value == null ? REMOVED : value); return this;
        }
        @Override public Editor putLong(String key, long value) { changes.put(key, value); return this; }
        @Override public Editor putInt(String key, int value) { changes.put(key, value); return this; }
        @Override public Editor putBoolean(String key, boolean value) { changes.put(key, value); return this; }
        @Override public Editor remove(String key) { changes.put(key, REMOVED); return this; }
        @Override public Editor clear() { clear = true; return this; }
        @Override public boolean commit() { return write(changes, clear); }
        @Override public void apply() { write(changes, clear); }
    }
}
