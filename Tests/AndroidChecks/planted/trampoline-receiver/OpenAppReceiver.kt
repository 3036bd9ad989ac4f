package com.example.app

import android.app.Notification
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.graphics.drawable.Icon

/** Planted: opens the app from a receiver, the way apps did before Android 12. */
class OpenAppReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val open = Intent(Intent.ACTION_MAIN).setPackage(context.getPackageName())
        open.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
        context.startActivity(open)
    }
}

fun openAction(context: Context): Notification.Action {
    val intent = Intent(context, OpenAppReceiver::class.java)
    val pending = PendingIntent.getBroadcast(context, 7, intent, PendingIntent.FLAG_IMMUTABLE)
    return Notification.Action.Builder(Icon.createWithResource(context, 0), "Open", pending).build()
}
