package android.app.job;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.app.Service;
import android.content.Intent;
import android.os.IBinder;
import java.util.ArrayList;
import java.util.List;

@Since(21)
public abstract class JobService extends Service {
    @Since(21) public static final String PERMISSION_BIND = "android.permission.BIND_JOB_SERVICE";

    /** One entry per jobFinished call: the job's id and whether it asked to be rescheduled. */
    @StandInOnly public static final class StandInFinished {
        public final int jobId;
        public final boolean wantsReschedule;
        StandInFinished(int jobId, boolean wantsReschedule) { this.jobId = jobId; this.wantsReschedule = wantsReschedule; }
    }

    private final List<StandInFinished> finished = new ArrayList<>();

    @Since(21) public JobService() {}

    @Since(21) public final IBinder onBind(Intent intent) { return null; }
    @Since(21) public abstract boolean onStartJob(JobParameters params);
    @Since(21) public abstract boolean onStopJob(JobParameters params);

    @Since(21) public final void jobFinished(JobParameters params, boolean wantsReschedule) {
        synchronized (finished) { finished.add(new StandInFinished(params.getJobId(), wantsReschedule)); finished.notifyAll(); }
    }

    @StandInOnly public List<StandInFinished> standInFinished() { synchronized (finished) { return new ArrayList<>(finished); } }
    /** Waits up to timeoutMillis for count jobFinished calls in all; returns whether they came. */
    @StandInOnly public boolean standInAwaitFinished(int count, long timeoutMillis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        synchronized (finished) {
            while (finished.size() < count) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) return false;
                finished.wait(left);
            }
            return true;
        }
    }
}
