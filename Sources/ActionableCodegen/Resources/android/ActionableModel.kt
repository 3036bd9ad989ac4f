package actionable.android

/**
 * How a tap on an action reaches the app: the registry's `activation`.
 *
 * A [FOREGROUND] action opens the app's activity directly (`PendingIntent.getActivity`): since Android 12 an activity
 * started from a notification through a receiver or a service (a "trampoline") is blocked. A [BACKGROUND] action goes
 * to [ActionableTapReceiver], which sends the tap without opening the app.
 */
enum class Activation { FOREGROUND, BACKGROUND }

/**
 * An action's text field: a `RemoteInput` on Android.
 *
 * @property buttonTitle the string resource of the send button's title. Android draws its own send button (an
 *   arrow), so it has no place to show this title; it is kept so the registry's model is the same on every platform.
 * @property placeholder the string resource of the hint shown in the empty field (the `RemoteInput`'s label).
 */
class ActionableTextInput(val buttonTitle: Int, val placeholder: Int)

/**
 * One action of a category, as the registry defines it; `ActionableRegistry` (generated) holds one per action.
 *
 * @property identifier the action's identifier, sent back as the tap's `action`.
 * @property title the string resource of the button's title.
 * @property activation whether the tap opens the app or is sent in the background.
 * @property destructive the registry's `destructive`; Android has no destructive style, so it is not shown.
 * @property authenticationRequired the registry's `authentication-required`: `setAuthenticationRequired(true)` on
 *   Android 12 (API 31) and later; below 31 a background action that requires it opens the app to confirm.
 * @property textInput the action's text field, or `null`.
 * @property icon a drawable resource for the action, or 0 for none.
 * @property semanticAction one of `Notification.Action.SEMANTIC_ACTION_*` (API 28), or 0 (`SEMANTIC_ACTION_NONE`).
 */
class ActionableAction(
    val identifier: String,
    val title: Int,
    val activation: Activation,
    val destructive: Boolean,
    val authenticationRequired: Boolean,
    val textInput: ActionableTextInput?,
    val icon: Int,
    val semanticAction: Int
)

/**
 * A category of the registry: the actions a notification of this category shows, in the registry's order.
 *
 * @property identifier the category's identifier: the FCM data message's `category`, sent back as the tap's
 *   `category`.
 * @property actions the actions, in the registry's order; a notification shows the first three.
 * @property customDismiss the registry's `custom-dismiss-action`: a dismissal is sent as a tap (a delete intent).
 */
class ActionableCategory(val identifier: String, val actions: List<ActionableAction>, val customDismiss: Boolean)
