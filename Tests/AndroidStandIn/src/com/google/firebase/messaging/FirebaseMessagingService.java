package com.google.firebase.messaging;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/**
 * Firebase Cloud Messaging's service (com.google.firebase:firebase-messaging, not part of Android): the members the
 * example app overrides. Not an android.* class, so it carries no API level; PROVENANCE.md cites Firebase's reference.
 */
public class FirebaseMessagingService extends Service {
    public FirebaseMessagingService() {}

    @Override public final IBinder onBind(Intent intent) { return null; }
    public void onMessageReceived(RemoteMessage message) {}
    public void onNewToken(String token) {}
    public void onDeletedMessages() {}
}
