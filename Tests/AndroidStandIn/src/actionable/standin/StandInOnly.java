package actionable.standin;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A member of the stand-in that Android does not have: a test hook (what a NotificationManager posted, whether a
 * PendingResult finished). Every such member's name starts with "standIn", and scripts/check-android-api.py refuses
 * any use of one outside the JVM tests, so the generated code and the tap side compile against Android's API only.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.CONSTRUCTOR})
public @interface StandInOnly {
}
