package android.net;

import actionable.standin.Since;

@Since(1)
public abstract class Uri implements Comparable<Uri> {
    private Uri() {}

    @Since(1)
    public static Uri parse(String uriString) { return new StringUri(uriString); }

    @Since(1) public abstract String getScheme();

    @Override public abstract String toString();

    @Override public boolean equals(Object o) { return o instanceof Uri && toString().equals(o.toString()); }
    @Override public int hashCode() { return toString().hashCode(); }
    @Override public int compareTo(Uri other) { return toString().compareTo(other.toString()); }

    private static final class StringUri extends Uri {
        private final String string;
        StringUri(String string) { this.string = string; }
        @Override public String getScheme() {
            int colon = string.indexOf(':');
            return colon > 0 ? string.substring(0, colon) : null;
        }
        @Override public String toString() { return string; }
    }
}
