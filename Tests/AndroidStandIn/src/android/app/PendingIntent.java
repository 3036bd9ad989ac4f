package android.app;

import actionable.standin.Since;
import actionable.standin.StandInOnly;
import android.content.Context;
import android.content.Intent;
import android.os.Build;
import java.util.ArrayList;
import java.util.List;

/**
 * Android's PendingIntent as the system keeps it: one per (kind, request code, flags, Intent.filterEquals) —
 * extras do not tell two apart — so FLAG_UPDATE_CURRENT replaces the extras of the one already there, and without it the first
 * one's extras stay. From SDK_INT 31 neither FLAG_IMMUTABLE nor FLAG_MUTABLE throws, as Android 12 does; from 34 a
 * mutable one with an implicit intent throws, as Android 14 does. A mutable one takes a sender's fill-in extras
 * (RemoteInput's results); an immutable one ignores them.
 */
@Since(1)
public final class PendingIntent {
    @Since(1) public static final int FLAG_ONE_SHOT = 1073741824;
    @Since(1) public static final int FLAG_NO_CREATE = 536870912;
    @Since(1) public static final int FLAG_CANCEL_CURRENT = 268435456;
    @Since(3) public static final int FLAG_UPDATE_CURRENT = 134217728;
    @Since(23) public static final int FLAG_IMMUTABLE = 67108864;
    @Since(31) public static final int FLAG_MUTABLE = 33554432;

    /** What a PendingIntent starts when sent. */
    @StandInOnly public enum StandInKind { ACTIVITY, BROADCAST, SERVICE }

    private static final List<PendingIntent> ACTIVE = new ArrayList<>();

    private final StandInKind kind;
    private final int requestCode;
    private final String creatorPackage;
    private Intent intent;
    private int flags;
    private boolean cancelled;

    private PendingIntent(StandInKind kind, int requestCode, Intent intent, int flags, String creatorPackage) {
        this.kind = kind; this.requestCode = requestCode; this.intent = intent; this.flags = flags;
        this.creatorPackage = creatorPackage;
    }

    /** The flags that are part of the system's key (ActivityManager masks the three that only say how to get). */
    private static int keyFlags(int flags) {
        return flags & ~(FLAG_NO_CREATE | FLAG_CANCEL_CURRENT | FLAG_UPDATE_CURRENT);
    }

    private static PendingIntent get(StandInKind kind, Context context, int requestCode, Intent intent, int flags) {
        if (intent == null) throw new NullPointerException("intent");
        boolean immutable = (flags & FLAG_IMMUTABLE) != 0;
        boolean mutable = (flags & FLAG_MUTABLE) != 0;
        if (Build.VERSION.SDK_INT >= 31 && !immutable && !mutable) {
            throw new IllegalArgumentException(context.getPackageName()
                + ": Targeting S+ (version 31 and above) requires that one of FLAG_IMMUTABLE or FLAG_MUTABLE be"
                + " specified when creating a PendingIntent.");
        }
        if (immutable && mutable) {
            throw new IllegalArgumentException("Cannot set both FLAG_IMMUTABLE and FLAG_MUTABLE for PendingIntent");
        }
        if (Build.VERSION.SDK_INT >= 34 && mutable && !intent.standInIsExplicit()) {
            throw new IllegalArgumentException(context.getPackageName()
                + ": Targeting U+ (version 34 and above) disallows creating or retrieving a PendingIntent with"
                + " FLAG_MUTABLE, an implicit Intent within and without FLAG_NO_CREATE and"
                + " FLAG_ALLOW_UNSAFE_IMPLICIT_INTENT for security reasons.");
        }
        synchronized (ACTIVE) {
            for (PendingIntent existing : ACTIVE) {
                if (existing.kind == kind && existing.requestCode == requestCode
                        && keyFlags(existing.flags) == keyFlags(flags) && existing.intent.filterEquals(intent)) {
                    if ((flags & FLAG_CANCEL_CURRENT) != 0) {
                        existing.cancelled = true;
                        ACTIVE.remove(existing);
                        break;
                    }
                    if ((flags & FLAG_UPDATE_CURRENT) != 0) {
                        existing.intent = new Intent(intent);
                        existing.flags = flags;
                    }
                    return existing;
                }
            }
            if ((flags & FLAG_NO_CREATE) != 0) return null;
            PendingIntent created = new PendingIntent(kind, requestCode, new Intent(intent), flags,
                context.getPackageName());
            ACTIVE.add(created);
            return created;
        }
    }

    @Since(1) public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags) {
        return get(StandInKind.ACTIVITY, context, requestCode, intent, flags);
    }
    @Since(1) public static PendingIntent getBroadcast(Context context, int requestCode, Intent intent, int flags) {
        return get(StandInKind.BROADCAST, context, requestCode, intent, flags);
    }
    @Since(1) public static PendingIntent getService(Context context, int requestCode, Intent intent, int flags) {
        return get(StandInKind.SERVICE, context, requestCode, intent, flags);
    }

    @Since(1) public void cancel() {
        synchronized (ACTIVE) { cancelled = true; ACTIVE.remove(this); }
    }
    @Since(17) public String getCreatorPackage() { return creatorPackage; }
    @Since(31) public boolean isImmutable() { return (flags & FLAG_IMMUTABLE) != 0; }

    @StandInOnly public StandInKind standInKind() { return kind; }
    @StandInOnly public int standInRequestCode() { return requestCode; }
    @StandInOnly public int standInFlags() { return flags; }
    @StandInOnly public boolean standInIsCancelled() { return cancelled; }
    /** A copy of the intent as created (or last updated). */
    @StandInOnly public Intent standInIntent() { return new Intent(intent); }
    /**
     * The intent the system would deliver when this is sent with fillIn (a RemoteInput's results, or null): a
     * mutable PendingIntent takes fillIn's extras; an immutable one ignores them, as on Android.
     */
    @StandInOnly public Intent standInIntentForSend(Intent fillIn) {
        if (cancelled) throw new IllegalStateException("PendingIntent was cancelled");
        Intent delivered = new Intent(intent);
        if (fillIn != null && (flags & FLAG_IMMUTABLE) == 0) delivered.fillIn(fillIn, 0);
        return delivered;
    }
    /** Forgets every PendingIntent (a test's new device). */
    @StandInOnly public static void standInReset() { synchronized (ACTIVE) { ACTIVE.clear(); } }
}
