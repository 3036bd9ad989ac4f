package android.graphics.drawable;

import actionable.standin.Since;
import actionable.standin.StandInOnly;

@Since(23)
public final class Icon {
    private final String resPackage;
    private final int resId;

    private Icon(String resPackage, int resId) { this.resPackage = resPackage; this.resId = resId; }

    @Since(23) public static Icon createWithResource(android.content.Context context, int resId) {
        return new Icon(context.getPackageName(), resId);
    }
    @Since(23) public static Icon createWithResource(String resPackage, int resId) { return new Icon(resPackage, resId); }

    /** The drawable's id (Android's getResId, API 28, which the stand-in does not offer below 28's guard). */
    @StandInOnly public int standInResId() { return resId; }
    @StandInOnly public String standInResPackage() { return resPackage; }
}
