package android.app;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.content.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Records what was posted and cancelled: standInPosted() maps "tag:id" to the notification showing. */
@Since(1)
public class NotificationManager {
    @Since(24) public static final int IMPORTANCE_DEFAULT = 3;
    @Since(24) public static final int IMPORTANCE_HIGH = 4;
    @Since(24) public static final int IMPORTANCE_LOW = 2;

    private final Map<String, Notification> posted = new LinkedHashMap<>();
    private final List<String> cancelled = new ArrayList<>();
    private final Map<String, NotificationChannel> channels = new LinkedHashMap<>();
    private boolean enabled = true;

    private NotificationManager() {}

    @StandInOnly public static NotificationManager standInCreate(Context context) { return new NotificationManager(); }

    private static String key(String tag, int id) { return (tag == null ? "" : tag) + ":" + id; }

    @Since(1) public void notify(int id, Notification notification) { notify(null, id, notification); }
    @Since(5) public void notify(String tag, int id, Notification notification) {
        if (notification == null) throw new NullPointerException("notification");
        synchronized (posted) { posted.put(key(tag, id), notification); }
    }
    @Since(1) public void cancel(int id) { cancel(null, id); }
    @Since(5) public void cancel(String tag, int id) {
        synchronized (posted) { posted.remove(key(tag, id)); cancelled.add(key(tag, id)); }
    }
    @Since(1) public void cancelAll() { synchronized (posted) { posted.clear(); } }

    @Since(26) public void createNotificationChannel(NotificationChannel channel) { channels.put(channel.getId(), channel); }
    @Since(26) public NotificationChannel getNotificationChannel(String channelId) { return channels.get(channelId); }
    @Since(24) public boolean areNotificationsEnabled() { return enabled; }

    @StandInOnly public Map<String, Notification> standInPosted() { synchronized (posted) { return new LinkedHashMap<>(posted); } }
    @StandInOnly public List<String> standInCancelled() { synchronized (posted) { return new ArrayList<>(cancelled); } }
    @StandInOnly public void standInSetEnabled(boolean enabled) { this.enabled = enabled; }
}
