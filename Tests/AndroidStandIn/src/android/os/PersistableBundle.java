package android.os;

import actionable.standin.Since;

@Since(21)
public final class PersistableBundle extends BaseBundle {
    @Since(21) public PersistableBundle() {}
    @Since(21) public PersistableBundle(PersistableBundle b) { if (b != null) values.putAll(b.values); }

    @Since(21) public void putPersistableBundle(String key, PersistableBundle value) { values.put(key, value); }
    @Since(21) public PersistableBundle getPersistableBundle(String key) {
        Object value = values.get(key);
        return value instanceof PersistableBundle ? (PersistableBundle) value : null;
    }
}
