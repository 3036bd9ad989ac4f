package android.graphics.drawable;

import actionable.standin.Since;

@Since(23)
public final class Icon {
    private final String resPackage;
    private final int resId;

    private Icon(String resPackage, int resId) { this.resPackage = resPackage; this.resId = resId; }

    @Since(23) public static Icon createWithResource(android.content.Context context, int resId) {
        return new Icon(context.getPackageName(), resId);
    }
    @Since(23) public static Icon createWithResource(String resPackage, int resId) { return new Icon(resPackage, resId); }

    @Since(28) public int getResId() { return resId; }
    @Since(28) public String getResPackage() { return resPackage; }
}
