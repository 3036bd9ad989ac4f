package android.app.job;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Records the jobs scheduled (one per id, a new one replacing the old, as on Android) and the ones cancelled. */
@Since(21)
public abstract class JobScheduler {
    @Since(21) public static final int RESULT_FAILURE = 0;
    @Since(21) public static final int RESULT_SUCCESS = 1;

    private final Map<Integer, JobInfo> pending = new LinkedHashMap<>();
    private final List<JobInfo> scheduled = new ArrayList<>();

    @Since(21) public JobScheduler() {}

    @StandInOnly public static JobScheduler standInCreate() { return new JobScheduler() {}; }

    @Since(21) public int schedule(JobInfo job) {
        synchronized (pending) { pending.put(job.getId(), job); scheduled.add(job); }
        return RESULT_SUCCESS;
    }
    @Since(21) public void cancel(int jobId) { synchronized (pending) { pending.remove(jobId); } }
    @Since(21) public void cancelAll() { synchronized (pending) { pending.clear(); } }
    @Since(21) public List<JobInfo> getAllPendingJobs() { synchronized (pending) { return new ArrayList<>(pending.values()); } }
    @Since(24) public JobInfo getPendingJob(int jobId) { synchronized (pending) { return pending.get(jobId); } }

    /** Every schedule() call, in order, including ones that replaced an earlier job. */
    @StandInOnly public List<JobInfo> standInScheduled() { synchronized (pending) { return new ArrayList<>(scheduled); } }
    /** What the system does when it runs a job: it is no longer pending. */
    @StandInOnly public JobInfo standInTake(int jobId) { synchronized (pending) { return pending.remove(jobId); } }
}
