package android.content;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.app.NotificationManager;
import android.app.job.JobScheduler;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Android's Context, with the state a JVM test needs: a files directory, the system services the tap side asks
 * for, the activities started and broadcasts sent, and the string resources the test registers. A ContextWrapper
 * hands every call to its base, as on Android.
 */
@Since(1)
public abstract class Context {
    @Since(1) public static final int MODE_PRIVATE = 0;
    @Since(1) public static final String NOTIFICATION_SERVICE = "notification";
    @Since(21) public static final String JOB_SCHEDULER_SERVICE = "jobscheduler";
    @Since(1) public static final String CONNECTIVITY_SERVICE = "connectivity";

    private File root;
    private String packageName = "com.example.app";
    private final Map<String, Object> services = new HashMap<>();
    private final List<Intent> startedActivities = new ArrayList<>();
    private final List<Intent> sentBroadcasts = new ArrayList<>();
    private final Map<Integer, String> strings = new HashMap<>();
    private final Map<String, SharedPreferences> preferences = new HashMap<>();

    @Since(1) public Context() {}

    /** The context that holds the state: this one, or a wrapper's base. */
    @StandInOnly protected Context standInBase() { return this; }

    /** Where this context's app-private directories live (files/, no_backup/, cache/, shared_prefs/). */
    @StandInOnly public void standInSetRoot(File root) { standInBase().root = root; }
    @StandInOnly public void standInSetPackageName(String packageName) { standInBase().packageName = packageName; }
    @StandInOnly public void standInPutString(int resId, String value) { standInBase().strings.put(resId, value); }
    @StandInOnly public List<Intent> standInStartedActivities() { return standInBase().startedActivities; }
    @StandInOnly public List<Intent> standInSentBroadcasts() { return standInBase().sentBroadcasts; }

    private File dir(String name) {
        Context base = standInBase();
        if (base.root == null) {
            try {
                base.root = Files.createTempDirectory("android-standin").toFile();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        File dir = new File(base.root, name);
        dir.mkdirs();
        return dir;
    }

    @Since(1) public File getFilesDir() { return dir("files"); }
    @Since(21) public File getNoBackupFilesDir() { return dir("no_backup"); }
    @Since(1) public File getCacheDir() { return dir("cache"); }
    @Since(1) public String getPackageName() { return standInBase().packageName; }
    @Since(1) public Context getApplicationContext() { return standInBase(); }

    @Since(1) public Object getSystemService(String name) {
        Context base = standInBase();
        Object service = base.services.get(name);
        if (service == null) {
            if (NOTIFICATION_SERVICE.equals(name)) {
                service = NotificationManager.standInCreate(base);
            } else if (JOB_SCHEDULER_SERVICE.equals(name)) {
                service = JobScheduler.standInCreate();
            } else {
                return null;
            }
            base.services.put(name, service);
        }
        return service;
    }

    @Since(23) public final <T> T getSystemService(Class<T> serviceClass) {
        if (serviceClass == NotificationManager.class) return serviceClass.cast(getSystemService(NOTIFICATION_SERVICE));
        if (serviceClass == JobScheduler.class) return serviceClass.cast(getSystemService(JOB_SCHEDULER_SERVICE));
        return null;
    }

    /** As Resources.getString: an id nobody registered throws (Android throws Resources.NotFoundException). */
    @Since(1) public final String getString(int resId) {
        String value = standInBase().strings.get(resId);
        if (value == null) {
            throw new IllegalArgumentException("String resource ID #0x" + Integer.toHexString(resId));
        }
        return value;
    }

    @Since(1) public final CharSequence getText(int resId) { return getString(resId); }

    @Since(1) public void startActivity(Intent intent) { standInBase().startedActivities.add(new Intent(intent)); }
    @Since(1) public void sendBroadcast(Intent intent) { standInBase().sentBroadcasts.add(new Intent(intent)); }

    @Since(1) public SharedPreferences getSharedPreferences(String name, int mode) {
        Context base = standInBase();
        return base.preferences.computeIfAbsent(
            name, key -> new actionable.standin.FileSharedPreferences(new File(dir("shared_prefs"), key + ".properties")));
    }

    @Since(23) public int checkSelfPermission(String permission) { return 0; }
}
