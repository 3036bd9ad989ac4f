package android.net;

import actionable.standin.Since;

@Since(1)
public abstract class Uri implements Comparable<Uri> {
    private Uri() {}

    @Since(1)
    public static Uri parse(String uriString) { return new StringUri(uriString); }

    /**
     * As Android's: every character but the unreserved ones (letters, digits, {@code _-!.~'()*}) as %XX of its UTF-8
     * bytes (a lone surrogate as UTF-8 encodes it: {@code ?}).
     */
    @Since(1)
    public static String encode(String s) {
        if (s == null) return null;
        StringBuilder out = new StringBuilder();
        for (byte b : s.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "_-!.~'()*".indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append("0123456789ABCDEF".charAt((b >> 4) & 0xF)).append("0123456789ABCDEF".charAt(b & 0xF));
            }
        }
        return out.toString();
    }

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
