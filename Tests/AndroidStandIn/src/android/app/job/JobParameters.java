package android.app.job;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.os.PersistableBundle;

@Since(21)
public class JobParameters {
    private final int jobId;
    private final PersistableBundle extras;

    private JobParameters(int jobId, PersistableBundle extras) { this.jobId = jobId; this.extras = extras; }

    @StandInOnly public static JobParameters standInCreate(JobInfo job) { return new JobParameters(job.getId(), job.getExtras()); }

    @Since(21) public int getJobId() { return jobId; }
    @Since(21) public PersistableBundle getExtras() { return extras; }
}
