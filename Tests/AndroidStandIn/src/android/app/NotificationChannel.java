package android.app;

import actionable.standin.Since;

@Since(26)
public final class NotificationChannel {
    private final String id;
    private CharSequence name;
    private int importance;
    private String description;

    @Since(26) public NotificationChannel(String id, CharSequence name, int importance) {
        this.id = id; this.name = name; this.importance = importance;
    }

    @Since(26) public String getId() { return id; }
    @Since(26) public CharSequence getName() { return name; }
    @Since(26) public void setName(CharSequence name) { this.name = name; }
    @Since(26) public int getImportance() { return importance; }
    @Since(26) public void setImportance(int importance) { this.importance = importance; }
    @Since(26) public String getDescription() { return description; }
    @Since(26) public void setDescription(String description) { this.description = description; }
}
