/// `unknown-intent`: an `intent-identifiers` value that is neither a SiriKit intent of Apple's Intents framework nor
/// the class name of a custom intent.
enum UnknownIntentRule: FileRule {
    /// The class names of Apple's `INIntent` subclasses, the values of the Intents framework's `…IntentIdentifier`
    /// constants (Apple's "Intent Class Identifiers"), sorted.
    static let appleIntents: [String] = [
        "INActivateCarSignalIntent", "INAddMediaIntent", "INAddTasksIntent", "INAnswerCallIntent",
        "INAppendToNoteIntent", "INBookRestaurantReservationIntent", "INCancelRideIntent", "INCancelWorkoutIntent",
        "INCreateNoteIntent", "INCreateTaskListIntent", "INDeleteTasksIntent", "INEditMessageIntent",
        "INEndWorkoutIntent", "INGetAvailableRestaurantReservationBookingDefaultsIntent",
        "INGetAvailableRestaurantReservationBookingsIntent", "INGetCarLockStatusIntent",
        "INGetCarPowerLevelStatusIntent", "INGetReservationDetailsIntent", "INGetRestaurantGuestIntent",
        "INGetRideStatusIntent", "INGetUserCurrentRestaurantReservationBookingsIntent", "INGetVisualCodeIntent",
        "INHangUpCallIntent", "INListCarsIntent", "INListRideOptionsIntent", "INPauseWorkoutIntent",
        "INPayBillIntent", "INPlayMediaIntent", "INRequestPaymentIntent", "INRequestRideIntent",
        "INResumeWorkoutIntent", "INSaveProfileInCarIntent", "INSearchCallHistoryIntent", "INSearchForAccountsIntent",
        "INSearchForBillsIntent", "INSearchForMediaIntent", "INSearchForMessagesIntent",
        "INSearchForNotebookItemsIntent", "INSearchForPhotosIntent", "INSendMessageIntent", "INSendPaymentIntent",
        "INSendRideFeedbackIntent", "INSetAudioSourceInCarIntent", "INSetCarLockStatusIntent",
        "INSetClimateSettingsInCarIntent", "INSetDefrosterSettingsInCarIntent", "INSetMessageAttributeIntent",
        "INSetProfileInCarIntent", "INSetRadioStationIntent", "INSetSeatSettingsInCarIntent",
        "INSetTaskAttributeIntent", "INShareFocusStatusIntent", "INSnoozeTasksIntent", "INStartAudioCallIntent",
        "INStartCallIntent", "INStartPhotoPlaybackIntent", "INStartVideoCallIntent", "INStartWorkoutIntent",
        "INTransferMoneyIntent", "INUnsendMessagesIntent", "INUpdateMediaAffinityIntent",
    ]
    private static let appleIntentSet = Set(appleIntents)

    /// Where the list of Apple's intents is, for messages.
    static let listSource =
        "Apple's 'Intent Class Identifiers' (developer.apple.com/documentation/sirikit/intent-class-identifiers)"

    static let description = RuleDescription(
        identifier: .unknownIntent,
        severity: .warning,
        summary:
            "An `intent-identifiers` value is neither a SiriKit intent (`INSendMessageIntent`, …) nor a custom intent's class name.",
        rationale: """
            `UNNotificationCategory.intentIdentifiers` names the SiriKit intents a category relates to, by intent \
            class name: the values of the Intents framework's `…IntentIdentifier` constants (Apple's "Intent Class \
            Identifiers"), such as `INSendMessageIntent` or `INStartCallIntent`. iOS accepts any string, and Siri \
            ignores the ones that name no intent, so an action identifier or a typo written there is silently \
            useless. The known names are Apple's `INIntent` subclasses. A custom intent of an `.intentdefinition` \
            file is identified by its generated class name, which Xcode ends in `Intent` (`OrderSoupIntent`): any \
            name of that shape not in Apple's `IN` prefix is accepted as one. A name with Apple's prefix that is not \
            Apple's (a typo, or an intent Apple added after this list) is reported with the closest one; silence a \
            correct one where it is written, with the reason.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: MESSAGE\n    intent-identifiers: [↓REPLY_ACTION]\n    actions: []\n"),
            RuleExample(
                "categories:\n  - identifier: MESSAGE\n    intent-identifiers: [↓INSendMessagesIntent]\n    actions: []\n"
            ),
            RuleExample(
                "categories:\n  - identifier: CALL\n    intent-identifiers: [↓INStartCallIntentIdentifier]\n    actions: []\n"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: MESSAGE\n    intent-identifiers: [INSendMessageIntent, INSearchForMessagesIntent]\n    actions: []\n"
            ),
            RuleExample(
                "categories:\n  - identifier: SOUP\n    intent-identifiers: [OrderSoupIntent]\n    actions: []\n"),
        ]
    )

    /// Why `value` names no intent, as the end of a message; `nil` when it names one.
    static func problem(with value: String) -> String? {
        if appleIntentSet.contains(value) { return nil }
        if value.hasSuffix("Identifier"), appleIntentSet.contains(String(value.dropLast("Identifier".count))) {
            let intent = String(value.dropLast("Identifier".count))
            return
                "is the name of the Intents constant, not its value; write '\(intent)', the intent's class name"
        }
        if hasApplePrefix(value) || !isCustomIntentClassName(value) {
            let suggestion = Suggestions.didYouMean(value, in: appleIntents)
            return
                "names no SiriKit intent, so Siri ignores it.\(suggestion) Write an intent class name from \(listSource), or a custom intent's class name (it ends in 'Intent'); an action belongs under 'actions'"
        }
        return nil
    }

    /// `IN` followed by a capital letter: the prefix of Apple's Intents framework.
    static func hasApplePrefix(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars.prefix(3))
        return scalars.count == 3 && scalars[0] == "I" && scalars[1] == "N" && ("A"..."Z").contains(scalars[2])
    }

    /// A class name Xcode generates for a custom intent: an Objective-C identifier ending in `Intent`, longer than
    /// the suffix (`OrderSoupIntent`).
    static func isCustomIntentClassName(_ value: String) -> Bool {
        guard value.hasSuffix("Intent"), value.unicodeScalars.count > "Intent".count,
            let first = value.unicodeScalars.first,
            first == "_" || ("A"..."Z").contains(first)
                || ("a"..."z").contains(first)
        else { return false }
        return value.unicodeScalars.allSatisfy {
            $0 == "_" || ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
    }

    static func diagnostic(_ value: String, problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .unknownIntent,
            message: "intent identifier '\(value.forMessage)' \(problem)",
            location: location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        for (value, location) in file.intentIdentifiers {
            guard let problem = problem(with: value) else { continue }
            diagnostics.append(diagnostic(value, problem: problem, at: location))
        }
    }
}
