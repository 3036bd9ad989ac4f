package android.app;

import actionable.standin.Since;
import android.content.Context;
import android.graphics.drawable.Icon;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

@Since(1)
public class Notification {
    @Since(1) public static final int FLAG_AUTO_CANCEL = 16;
    @Since(1) public static final int FLAG_ONLY_ALERT_ONCE = 8;
    @Since(19) public static final String EXTRA_TITLE = "android.title";
    @Since(19) public static final String EXTRA_TEXT = "android.text";
    @Since(21) public static final String CATEGORY_MESSAGE = "msg";
    @Since(21) public static final String CATEGORY_REMINDER = "reminder";
    @Since(21) public static final String CATEGORY_EVENT = "event";
    @Deprecated @Since(16) public static final int PRIORITY_HIGH = 1;
    @Deprecated @Since(16) public static final int PRIORITY_DEFAULT = 0;

    @Since(19) public Action[] actions;
    @Since(1) public PendingIntent contentIntent;
    @Since(1) public PendingIntent deleteIntent;
    @Since(19) public Bundle extras = new Bundle();
    @Since(1) public int flags;
    @Since(1) public long when;
    @Since(21) public String category;

    private String channelId;
    private String group;
    private int smallIcon;

    @Since(1) public Notification() {}

    @Since(26) public String getChannelId() { return channelId; }
    @Since(20) public String getGroup() { return group; }

    @Since(19)
    public static class Action {
        @Since(28) public static final int SEMANTIC_ACTION_NONE = 0;
        @Since(28) public static final int SEMANTIC_ACTION_REPLY = 1;
        @Since(28) public static final int SEMANTIC_ACTION_MARK_AS_READ = 2;
        @Since(28) public static final int SEMANTIC_ACTION_MARK_AS_UNREAD = 3;
        @Since(28) public static final int SEMANTIC_ACTION_DELETE = 4;
        @Since(28) public static final int SEMANTIC_ACTION_ARCHIVE = 5;
        @Since(28) public static final int SEMANTIC_ACTION_MUTE = 6;
        @Since(28) public static final int SEMANTIC_ACTION_UNMUTE = 7;
        @Since(28) public static final int SEMANTIC_ACTION_THUMBS_UP = 8;
        @Since(28) public static final int SEMANTIC_ACTION_THUMBS_DOWN = 9;
        @Since(28) public static final int SEMANTIC_ACTION_CALL = 10;

        @Deprecated @Since(19) public int icon;
        @Since(19) public CharSequence title;
        @Since(19) public PendingIntent actionIntent;

        private Icon iconObject;
        private final Bundle extras;
        private final RemoteInput[] remoteInputs;
        private final boolean allowGeneratedReplies;
        private final int semanticAction;
        private final boolean authenticationRequired;
        private final boolean contextual;

        @Deprecated @Since(19) public Action(int icon, CharSequence title, PendingIntent intent) {
            this(null, icon, title, intent, new Bundle(), null, true, SEMANTIC_ACTION_NONE, false, false);
        }

        private Action(Icon iconObject, int icon, CharSequence title, PendingIntent intent, Bundle extras,
                RemoteInput[] remoteInputs, boolean allowGeneratedReplies, int semanticAction,
                boolean authenticationRequired, boolean contextual) {
            this.iconObject = iconObject;
            this.icon = icon;
            this.title = title;
            this.actionIntent = intent;
            this.extras = extras;
            this.remoteInputs = remoteInputs;
            this.allowGeneratedReplies = allowGeneratedReplies;
            this.semanticAction = semanticAction;
            this.authenticationRequired = authenticationRequired;
            this.contextual = contextual;
        }

        @Since(23) public Icon getIcon() { return iconObject; }
        @Since(20) public Bundle getExtras() { return extras; }
        @Since(20) public RemoteInput[] getRemoteInputs() { return remoteInputs; }
        @Since(24) public boolean getAllowGeneratedReplies() { return allowGeneratedReplies; }
        @Since(28) public int getSemanticAction() { return semanticAction; }
        @Since(31) public boolean isAuthenticationRequired() { return authenticationRequired; }

        @Since(20)
        public static final class Builder {
            private final Icon icon;
            private final int iconRes;
            private final CharSequence title;
            private final PendingIntent intent;
            private final Bundle extras = new Bundle();
            private final List<RemoteInput> remoteInputs = new ArrayList<>();
            private boolean allowGeneratedReplies = true;
            private int semanticAction = SEMANTIC_ACTION_NONE;
            private boolean authenticationRequired;
            private boolean contextual;

            @Deprecated @Since(20) public Builder(int icon, CharSequence title, PendingIntent intent) {
                this.icon = null; this.iconRes = icon; this.title = title; this.intent = intent;
            }
            @Since(23) public Builder(Icon icon, CharSequence title, PendingIntent intent) {
                this.icon = icon; this.iconRes = icon == null ? 0 : icon.standInResId(); this.title = title; this.intent = intent;
            }

            @Since(20) public Builder addExtras(Bundle extras) { if (extras != null) this.extras.putAll(extras); return this; }
            @Since(20) public Bundle getExtras() { return extras; }
            @Since(20) public Builder addRemoteInput(RemoteInput remoteInput) { remoteInputs.add(remoteInput); return this; }
            @Since(24) public Builder setAllowGeneratedReplies(boolean allowGeneratedReplies) {
                this.allowGeneratedReplies = allowGeneratedReplies; return this;
            }
            @Since(28) public Builder setSemanticAction(int semanticAction) { this.semanticAction = semanticAction; return this; }
            @Since(31) public Builder setAuthenticationRequired(boolean authenticationRequired) {
                this.authenticationRequired = authenticationRequired; return this;
            }

            @Since(20) public Action build() {
                return new Action(icon, iconRes, title, intent, new Bundle(extras),
                    remoteInputs.isEmpty() ? null : remoteInputs.toArray(new RemoteInput[0]),
                    allowGeneratedReplies, semanticAction, authenticationRequired, contextual);
            }
        }
    }

    @Since(11)
    public static class Builder {
        private final Notification n = new Notification();
        private final List<Action> actions = new ArrayList<>();
        private final Bundle extras = new Bundle();

        @Since(26) public Builder(Context context, String channelId) { n.channelId = channelId; }
        @Deprecated @Since(11) public Builder(Context context) {}

        @Since(11) public Builder setSmallIcon(int icon) { n.smallIcon = icon; return this; }
        @Since(23) public Builder setSmallIcon(Icon icon) { n.smallIcon = icon == null ? 0 : icon.standInResId(); return this; }
        @Since(11) public Builder setContentTitle(CharSequence title) { extras.putCharSequence(EXTRA_TITLE, title); return this; }
        @Since(11) public Builder setContentText(CharSequence text) { extras.putCharSequence(EXTRA_TEXT, text); return this; }
        @Since(11) public Builder setContentIntent(PendingIntent intent) { n.contentIntent = intent; return this; }
        @Since(11) public Builder setDeleteIntent(PendingIntent intent) { n.deleteIntent = intent; return this; }
        @Since(11) public Builder setAutoCancel(boolean autoCancel) {
            n.flags = autoCancel ? n.flags | FLAG_AUTO_CANCEL : n.flags & ~FLAG_AUTO_CANCEL; return this;
        }
        @Since(11) public Builder setOnlyAlertOnce(boolean onlyAlertOnce) {
            n.flags = onlyAlertOnce ? n.flags | FLAG_ONLY_ALERT_ONCE : n.flags & ~FLAG_ONLY_ALERT_ONCE; return this;
        }
        @Since(11) public Builder setWhen(long when) { n.when = when; return this; }
        @Since(17) public Builder setShowWhen(boolean show) { return this; }
        @Deprecated @Since(16) public Builder setPriority(int pri) { return this; }
        @Since(21) public Builder setCategory(String category) { n.category = category; return this; }
        @Since(20) public Builder setGroup(String groupKey) { n.group = groupKey; return this; }
        @Since(20) public Builder addExtras(Bundle extras) { if (extras != null) this.extras.putAll(extras); return this; }
        @Since(19) public Builder setExtras(Bundle extras) { this.extras.clear(); return addExtras(extras); }
        @Since(20) public Bundle getExtras() { return extras; }
        @Deprecated @Since(16) public Builder addAction(int icon, CharSequence title, PendingIntent intent) {
            return addAction(new Action(icon, title, intent));
        }
        @Since(20) public Builder addAction(Action action) { if (action != null) actions.add(action); return this; }
        @Since(24) public Builder setActions(Action... actions) {
            this.actions.clear();
            for (Action action : actions) addAction(action);
            return this;
        }

        @Since(16) public Notification build() {
            n.actions = actions.isEmpty() ? null : actions.toArray(new Action[0]);
            n.extras = new Bundle(extras);
            return n;
        }
    }
}
