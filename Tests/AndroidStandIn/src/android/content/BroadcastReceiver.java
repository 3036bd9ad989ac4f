package android.content;

import actionable.standin.Since;
import actionable.standin.StandInOnly;

@Since(1)
public abstract class BroadcastReceiver {
    private PendingResult pendingResult;

    @Since(1) public BroadcastReceiver() {}

    @Since(1) public abstract void onReceive(Context context, Intent intent);

    /**
     * As on Android: the first call during onReceive takes the broadcast's result (the receiver must finish it),
     * a second call returns null. A receiver called directly, outside standInDeliver, gets a fresh result.
     */
    @Since(11) public final PendingResult goAsync() {
        PendingResult result = pendingResult;
        pendingResult = null;
        if (result == null && !delivering) {
            result = new PendingResult();
            lastResult = result;
        }
        return result;
    }

    private boolean delivering;
    private PendingResult lastResult;

    /**
     * Delivers a broadcast as Android does: onReceive on this thread; if it did not call goAsync, the broadcast is
     * finished when onReceive returns. Returns the broadcast's result, finished or not.
     */
    @StandInOnly public PendingResult standInDeliver(Context context, Intent intent) {
        PendingResult result = new PendingResult();
        pendingResult = result;
        lastResult = result;
        delivering = true;
        try {
            onReceive(context, intent);
        } finally {
            delivering = false;
            if (pendingResult == result) {
                pendingResult = null;
                result.finish();
            }
        }
        return result;
    }

    @StandInOnly public PendingResult standInLastResult() { return lastResult; }

    @Since(11)
    public static class PendingResult {
        private final long startedAt = System.nanoTime();
        private volatile long finishedAt = -1;
        private int resultCode;

        PendingResult() {}

        @Since(11) public final synchronized void finish() {
            if (finishedAt >= 0) throw new IllegalStateException("Broadcast already finished");
            finishedAt = System.nanoTime();
            notifyAll();
        }
        @Since(11) public final void setResultCode(int code) { resultCode = code; }
        @Since(11) public final int getResultCode() { return resultCode; }

        @StandInOnly public boolean standInIsFinished() { return finishedAt >= 0; }
        /** Milliseconds from the broadcast to finish(), or -1 while unfinished (Android allows about 10 s). */
        @StandInOnly public long standInFinishedAfterMillis() {
            return finishedAt < 0 ? -1 : (finishedAt - startedAt) / 1_000_000;
        }
        /** Waits up to timeoutMillis for finish(); returns whether it was called. */
        @StandInOnly public synchronized boolean standInAwaitFinish(long timeoutMillis) throws InterruptedException {
            long deadline = System.currentTimeMillis() + timeoutMillis;
            while (finishedAt < 0) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) return false;
                wait(left);
            }
            return true;
        }
    }
}
