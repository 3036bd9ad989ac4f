package com.example.invites

import actionable.android.ActionableActivityTap
import actionable.android.ActionableNotifications
import android.Manifest
import android.app.Activity
import android.content.Intent
import android.content.pm.PackageManager
import android.os.Build
import android.os.Bundle
import android.widget.Button
import android.widget.EditText
import android.widget.LinearLayout

/**
 * The activity every foreground action and every tap on a notification opens directly (no trampoline). It hands the
 * tap to the tap side, which sends it; a tap that needs confirming (an authentication-required background action below
 * API 31, where Android asks for no unlock on the action itself) is sent only when the person confirms it here. An
 * activity started from the lock screen asks for the unlock first, so the person is the phone's owner by now.
 *
 * From API 33 posting a notification needs the `POST_NOTIFICATIONS` runtime permission: the activity asks for it.
 */
class MainActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        if (Build.VERSION.SDK_INT >= 33 &&
            checkSelfPermission(Manifest.permission.POST_NOTIFICATIONS) != PackageManager.PERMISSION_GRANTED
        ) {
            requestPermissions(arrayOf(Manifest.permission.POST_NOTIFICATIONS), REQUEST_NOTIFICATIONS)
        }
        // Recreated (after process death, say): Android hands the first intent again, whose tap was handled then.
        if (savedInstanceState == null) handle(intent)
    }

    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        setIntent(intent)
        handle(intent)
    }

    private fun handle(intent: Intent?) {
        val incoming = ActionableNotifications.handleActivityIntent(this, intent) ?: return
        if (incoming.needsConfirmation) confirm(incoming)
    }

    /** Asks the person to confirm the action, with a field for its text when it has one, then sends it. */
    private fun confirm(incoming: ActionableActivityTap) {
        val layout = LinearLayout(this)
        layout.setOrientation(LinearLayout.VERTICAL)
        val field = EditText(this)
        if (incoming.expectsText) layout.addView(field)
        val button = Button(this)
        button.setText(R.string.confirm_action)
        button.setOnClickListener {
            val text = if (incoming.expectsText) field.getText().toString() else null
            ActionableNotifications.confirm(this, incoming.tap, text)
            finish()
        }
        layout.addView(button)
        setContentView(layout)
    }

    companion object {
        private const val REQUEST_NOTIFICATIONS = 1
    }
}
