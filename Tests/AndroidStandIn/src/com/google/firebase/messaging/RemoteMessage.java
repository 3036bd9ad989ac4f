package com.google.firebase.messaging;

import android.os.Bundle;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A received FCM message (com.google.firebase:firebase-messaging): its data payload, every value a string. Built from
 * a Bundle as Firebase's public constructor is; the stand-in reads the Bundle's string values as the data.
 */
public final class RemoteMessage {
    private final Map<String, String> data = new LinkedHashMap<>();
    private final String messageId;

    public RemoteMessage(Bundle bundle) {
        for (String key : bundle.keySet()) {
            String value = bundle.getString(key);
            if (value != null && !key.startsWith("google.") && !key.equals("from")) data.put(key, value);
        }
        messageId = bundle.getString("google.message_id");
    }

    public Map<String, String> getData() { return Collections.unmodifiableMap(data); }
    public String getMessageId() { return messageId; }
}
