package android.os;

import actionable.standin.Since;

@Since(1)
public class Build {
    @Since(1)
    public static class VERSION {
        /** Non-final here (final on a device) so that JVM tests can run the code as each API level would. */
        @Since(4)
        public static int SDK_INT = 34;
    }

    @Since(4)
    public static class VERSION_CODES {
        @Since(24) public static final int N = 24;
        @Since(25) public static final int N_MR1 = 25;
        @Since(26) public static final int O = 26;
        @Since(27) public static final int O_MR1 = 27;
        @Since(28) public static final int P = 28;
        @Since(29) public static final int Q = 29;
        @Since(30) public static final int R = 30;
        @Since(31) public static final int S = 31;
        @Since(32) public static final int S_V2 = 32;
        // TIRAMISU (33) and later: the signature file this stand-in cites (see PROVENANCE.md) predates their
        // finalization (TIRAMISU = 10000 there, CUR_DEVELOPMENT), so they are left out rather than made up.
    }
}
