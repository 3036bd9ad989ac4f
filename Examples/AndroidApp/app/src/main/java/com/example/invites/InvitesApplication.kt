package com.example.invites

import actionable.android.ActionableCredential
import actionable.android.ActionableDeliveryJobService
import android.app.Application
import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import android.os.Build
import java.io.IOException

/**
 * The app: creates the notification channel the invitations are posted in (API 26+), sends what the outbox still
 * holds, and keeps the person's credential for the tap side, which sends every tap with it.
 */
class InvitesApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        if (Build.VERSION.SDK_INT >= 26) {
            val channel = NotificationChannel(
                CHANNEL_ID, getString(R.string.channel_invitations), NotificationManager.IMPORTANCE_HIGH
            )
            val manager = getSystemService(Context.NOTIFICATION_SERVICE) as NotificationManager
            manager.createNotificationChannel(channel)
        }
        // Taps a reboot or a killed process left in the outbox go out as soon as a network is there.
        ActionableDeliveryJobService.schedule(this, 0)
    }

    /** After sign-in: the service's base URL and this person's token. Taps waiting for one are sent now. */
    fun signedIn(token: String) {
        try {
            ActionableCredential.store(this, SERVICE_URL, token)
        } catch (error: IOException) {
            // The old credential stays; the next sign-in stores it again.
        }
    }

    /** At sign-out: taps still in the outbox wait for the next person's sign-in. */
    fun signedOut() {
        ActionableCredential.clear(this)
    }

    companion object {
        const val CHANNEL_ID = "invitations"
        const val SERVICE_URL = "https://api.example.com"
    }
}
