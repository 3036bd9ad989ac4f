package com.example.invites

import actionable.android.ActionableNotifications
import com.example.invites.actionable.ActionableRegistry
import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage

/**
 * Firebase Cloud Messaging's entry point. The service sends data messages only (a `notification` block would let
 * Android show the push without its actions while the app is in the background), built from the same registry
 * (`FCMMessageBuilder`); each names its category, and the registry's actions are attached here.
 */
class InvitesMessagingService : FirebaseMessagingService() {
    override fun onMessageReceived(message: RemoteMessage) {
        val data = message.data
        val category = ActionableRegistry.category(data["category"] ?: return) ?: return
        ActionableNotifications(this, MainActivity::class.java, InvitesApplication.CHANNEL_ID, R.drawable.ic_notification)
            .show(category, data)
    }

    override fun onNewToken(token: String) {
        // Send the new registration token to the service, which addresses this device's messages to it.
    }
}
