package actionable.jvmtests

import actionable.android.ActionableAction
import actionable.android.ActionableCategory
import actionable.android.ActionableTextInput
import actionable.android.Activation
import android.app.Notification

/**
 * Examples/WebSite/Categories as `actionable generate android` writes it (the categories `serve` loads in the
 * check), plus two categories for the builder's rules: a foreground action with an icon (and a foreground text-input
 * action), and four actions (one past Android's three). The string resources are fake `R.string` ids with their English values.
 */
object TestRegistry {
    const val ACCEPT_TITLE = 0x7f0f0001
    const val DECLINE_TITLE = 0x7f0f0002
    const val MAYBE_TITLE = 0x7f0f0003
    const val REPLY_TITLE = 0x7f0f0004
    const val REPLY_BUTTON = 0x7f0f0005
    const val REPLY_PLACEHOLDER = 0x7f0f0006
    const val MARK_TITLE = 0x7f0f0007
    const val OPEN_TITLE = 0x7f0f0008
    const val FOURTH_TITLE = 0x7f0f0009
    const val ICON_OPEN = 0x7f080001

    val strings: Map<Int, String> = mapOf(
        ACCEPT_TITLE to "Accept", DECLINE_TITLE to "Decline", MAYBE_TITLE to "Maybe", REPLY_TITLE to "Reply",
        REPLY_BUTTON to "Send", REPLY_PLACEHOLDER to "Type a message", MARK_TITLE to "Mark as Read",
        OPEN_TITLE to "Open", FOURTH_TITLE to "Fourth"
    )

    val invite = ActionableCategory(
        "INVITE_CATEGORY",
        listOf(
            ActionableAction("ACCEPT_IDENTIFIER", ACCEPT_TITLE, Activation.BACKGROUND, false, false, null, 0, 0),
            ActionableAction("DECLINE_IDENTIFIER", DECLINE_TITLE, Activation.BACKGROUND, true, false, null, 0, 0),
            ActionableAction("TENTATIVE_IDENTIFIER", MAYBE_TITLE, Activation.BACKGROUND, false, false, null, 0, 0)
        ),
        true
    )

    val chat = ActionableCategory(
        "CHAT_MESSAGE",
        listOf(
            ActionableAction(
                "REPLY", REPLY_TITLE, Activation.BACKGROUND, false, false,
                ActionableTextInput(REPLY_BUTTON, REPLY_PLACEHOLDER), 0, Notification.Action.SEMANTIC_ACTION_REPLY
            ),
            ActionableAction("MARK_AS_READ", MARK_TITLE, Activation.BACKGROUND, false, true, null, 0, 0)
        ),
        false
    )

    val foreground = ActionableCategory(
        "ORDER",
        listOf(
            ActionableAction("OPEN", OPEN_TITLE, Activation.FOREGROUND, false, false, null, ICON_OPEN, 0),
            ActionableAction(
                "NOTE", REPLY_TITLE, Activation.FOREGROUND, false, false, ActionableTextInput(REPLY_BUTTON, REPLY_PLACEHOLDER),
                0, 0
            )
        ),
        false
    )

    val four = ActionableCategory(
        "FOUR",
        listOf(
            ActionableAction("A1", ACCEPT_TITLE, Activation.BACKGROUND, false, false, null, 0, 0),
            ActionableAction("A2", DECLINE_TITLE, Activation.BACKGROUND, false, false, null, 0, 0),
            ActionableAction("A3", MAYBE_TITLE, Activation.BACKGROUND, false, false, null, 0, 0),
            ActionableAction("A4", FOURTH_TITLE, Activation.BACKGROUND, false, false, null, 0, 0)
        ),
        false
    )

    val categories = listOf(invite, chat, foreground, four)

    fun category(identifier: String): ActionableCategory? = categories.firstOrNull { it.identifier == identifier }
}
