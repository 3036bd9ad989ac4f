package actionable.standin;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The API level at which a class or member of the android.* stand-in was added, as the Android developer reference
 * ("Added in API level N") or AOSP's per-level API files give it (Tests/AndroidStandIn/PROVENANCE.md cites each).
 * scripts/check-android-api.py reads these from the Java sources; tests can read them at run time.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.CONSTRUCTOR})
public @interface Since {
    int value();
}
