package android.util;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Logs to standard error and keeps every line, so a test can assert what was (never) logged. */
@Since(1)
public final class Log {
    @Since(1) public static final int VERBOSE = 2;
    @Since(1) public static final int DEBUG = 3;
    @Since(1) public static final int INFO = 4;
    @Since(1) public static final int WARN = 5;
    @Since(1) public static final int ERROR = 6;

    private static final List<String> LINES = Collections.synchronizedList(new ArrayList<>());

    private Log() {}

    private static int println(char level, String tag, String msg, Throwable tr) {
        String line = level + "/" + tag + ": " + msg + (tr == null ? "" : "\n" + getStackTraceString(tr));
        LINES.add(line);
        System.err.println(line);
        return line.length();
    }

    @StandInOnly public static List<String> standInLines() {
        synchronized (LINES) { return new ArrayList<>(LINES); }
    }
    @StandInOnly public static void standInClear() { LINES.clear(); }

    @Since(1) public static int v(String tag, String msg) { return println('V', tag, msg, null); }
    @Since(1) public static int d(String tag, String msg) { return println('D', tag, msg, null); }
    @Since(1) public static int d(String tag, String msg, Throwable tr) { return println('D', tag, msg, tr); }
    @Since(1) public static int i(String tag, String msg) { return println('I', tag, msg, null); }
    @Since(1) public static int i(String tag, String msg, Throwable tr) { return println('I', tag, msg, tr); }
    @Since(1) public static int w(String tag, String msg) { return println('W', tag, msg, null); }
    @Since(1) public static int w(String tag, String msg, Throwable tr) { return println('W', tag, msg, tr); }
    @Since(1) public static int w(String tag, Throwable tr) { return println('W', tag, "", tr); }
    @Since(1) public static int e(String tag, String msg) { return println('E', tag, msg, null); }
    @Since(1) public static int e(String tag, String msg, Throwable tr) { return println('E', tag, msg, tr); }
    @Since(1) public static boolean isLoggable(String tag, int level) { return level >= INFO; }
    @Since(1) public static String getStackTraceString(Throwable tr) {
        if (tr == null) return "";
        java.io.StringWriter writer = new java.io.StringWriter();
        tr.printStackTrace(new java.io.PrintWriter(writer));
        return writer.toString();
    }
}
