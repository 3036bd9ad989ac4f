package android.content;

import actionable.standin.Since;

@Since(1)
public final class ComponentName implements Cloneable, Comparable<ComponentName> {
    private final String pkg;
    private final String cls;

    @Since(1) public ComponentName(String pkg, String cls) { this.pkg = pkg; this.cls = cls; }
    @Since(1) public ComponentName(Context pkg, String cls) { this(pkg.getPackageName(), cls); }
    @Since(1) public ComponentName(Context pkg, Class<?> cls) { this(pkg.getPackageName(), cls.getName()); }

    @Since(1) public String getClassName() { return cls; }
    @Since(1) public String getPackageName() { return pkg; }
    @Since(1) public String flattenToString() { return pkg + "/" + cls; }

    @Override public boolean equals(Object o) {
        return o instanceof ComponentName && pkg.equals(((ComponentName) o).pkg) && cls.equals(((ComponentName) o).cls);
    }
    @Override public int hashCode() { return pkg.hashCode() * 31 + cls.hashCode(); }
    @Override public int compareTo(ComponentName other) { return flattenToString().compareTo(other.flattenToString()); }
    @Override public String toString() { return "ComponentInfo{" + flattenToString() + "}"; }
}
