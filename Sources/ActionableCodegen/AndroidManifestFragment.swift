/// `AndroidManifest.actionable.xml`: what the tap side needs in the app's manifest, as a `<manifest>` the manifest
/// merger takes (a library module's manifest, or the team copies the entries into its own).
///
/// The receiver and the job service are not exported, so no other app can start them: every intent the builder
/// makes names its class. The job service is bound only by the system (`BIND_JOB_SERVICE`).
enum AndroidManifestFragment {
    static let fileName = "AndroidManifest.actionable.xml"

    /// The permissions, in the order the fragment lists them: notifications (API 33 asks the person for it), the
    /// network for delivering taps, and the network's state for the delivery job's network constraint.
    static func permissions(persistedJobs: Bool) -> [String] {
        var permissions = [
            "android.permission.POST_NOTIFICATIONS", "android.permission.INTERNET",
            "android.permission.ACCESS_NETWORK_STATE",
        ]
        // JobScheduler refuses a persisted job (`setPersisted(true)`, kept across reboots) from an app without it.
        if persistedJobs { permissions.append("android.permission.RECEIVE_BOOT_COMPLETED") }
        return permissions
    }

    static let receiver = "actionable.android.ActionableTapReceiver"
    static let jobService = "actionable.android.ActionableDeliveryJobService"

    /// The fragment; `persistedJobs`: whether the tap side schedules persisted jobs.
    static func document(persistedJobs: Bool) -> String {
        let android = "http://schemas.android.com/apk/res/android"
        let tools = "http://schemas.android.com/tools"
        var children: [AndroidXML] = permissions(persistedJobs: persistedJobs).map { permission in
            .element("uses-permission", attributes: [("android:name", permission)], children: [])
        }
        children.append(.blankLine)
        children.append(
            .element(
                "application", attributes: [],
                children: [
                    .comment("Taps on background actions and dismissals: only this app's own explicit intents."),
                    .element(
                        "receiver", attributes: [("android:name", receiver), ("android:exported", "false")],
                        children: []),
                    .comment("Delivers the taps the outbox holds when a network is available."),
                    .element(
                        "service",
                        attributes: [
                            ("android:name", jobService),
                            ("android:permission", "android.permission.BIND_JOB_SERVICE"),
                            ("android:exported", "false"),
                        ], children: []),
                ]))
        return AndroidXML.document([
            .comment(AndroidStrings.marker + "."),
            .comment("Merge into the app's manifest (the manifest merger takes it as it is, e.g. as a library's)."),
            .element(
                "manifest", attributes: [("xmlns:android", android), ("xmlns:tools", tools)], children: children),
        ])
    }
}
