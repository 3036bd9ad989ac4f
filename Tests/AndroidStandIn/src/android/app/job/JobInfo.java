package android.app.job;

import actionable.standin.Since;
import android.content.ComponentName;
import android.os.PersistableBundle;

@Since(21)
public class JobInfo {
    @Since(21) public static final int NETWORK_TYPE_NONE = 0;
    @Since(21) public static final int NETWORK_TYPE_ANY = 1;
    @Since(21) public static final int NETWORK_TYPE_UNMETERED = 2;
    @Since(24) public static final int NETWORK_TYPE_NOT_ROAMING = 3;
    @Since(21) public static final int BACKOFF_POLICY_LINEAR = 0;
    @Since(21) public static final int BACKOFF_POLICY_EXPONENTIAL = 1;
    @Since(21) public static final long DEFAULT_INITIAL_BACKOFF_MILLIS = 30000L;
    @Since(21) public static final long MAX_BACKOFF_DELAY_MILLIS = 18000000L;

    private final int id;
    private final ComponentName service;
    private final int networkType;
    private final boolean persisted;
    private final long initialBackoffMillis;
    private final int backoffPolicy;
    private final long minLatencyMillis;
    private final long maxExecutionDelayMillis;
    private final PersistableBundle extras;

    private JobInfo(Builder b) {
        id = b.jobId; service = b.jobService; networkType = b.networkType; persisted = b.persisted;
        initialBackoffMillis = b.initialBackoffMillis; backoffPolicy = b.backoffPolicy;
        minLatencyMillis = b.minLatencyMillis; maxExecutionDelayMillis = b.maxExecutionDelayMillis;
        extras = new PersistableBundle(b.extras);
    }

    @Since(21) public int getId() { return id; }
    @Since(21) public ComponentName getService() { return service; }
    @Deprecated @Since(21) public int getNetworkType() { return networkType; }
    @Since(21) public boolean isPersisted() { return persisted; }
    @Since(21) public long getInitialBackoffMillis() { return initialBackoffMillis; }
    @Since(21) public int getBackoffPolicy() { return backoffPolicy; }
    @Since(21) public long getMinLatencyMillis() { return minLatencyMillis; }
    @Since(21) public long getMaxExecutionDelayMillis() { return maxExecutionDelayMillis; }
    @Since(21) public PersistableBundle getExtras() { return extras; }

    @Since(21)
    public static final class Builder {
        private final int jobId;
        private final ComponentName jobService;
        private int networkType = NETWORK_TYPE_NONE;
        private boolean persisted;
        private long initialBackoffMillis = DEFAULT_INITIAL_BACKOFF_MILLIS;
        private int backoffPolicy = BACKOFF_POLICY_EXPONENTIAL;
        private long minLatencyMillis;
        private long maxExecutionDelayMillis;
        private PersistableBundle extras = new PersistableBundle();

        @Since(21) public Builder(int jobId, ComponentName jobService) { this.jobId = jobId; this.jobService = jobService; }

        @Since(21) public Builder setRequiredNetworkType(int networkType) { this.networkType = networkType; return this; }
        /** On Android this needs the RECEIVE_BOOT_COMPLETED permission, or schedule() throws. */
        @Since(21) public Builder setPersisted(boolean isPersisted) { this.persisted = isPersisted; return this; }
        @Since(21) public Builder setBackoffCriteria(long initialBackoffMillis, int backoffPolicy) {
            this.initialBackoffMillis = initialBackoffMillis; this.backoffPolicy = backoffPolicy; return this;
        }
        @Since(21) public Builder setMinimumLatency(long minLatencyMillis) { this.minLatencyMillis = minLatencyMillis; return this; }
        @Since(21) public Builder setOverrideDeadline(long maxExecutionDelayMillis) {
            this.maxExecutionDelayMillis = maxExecutionDelayMillis; return this;
        }
        @Since(21) public Builder setExtras(PersistableBundle extras) { this.extras = extras; return this; }
        @Since(21) public JobInfo build() { return new JobInfo(this); }
    }
}
