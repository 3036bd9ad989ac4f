import Testing
import UserNotifications

/// The round trip of `actionable-import` (issue 26): `ImportedApp/` is an app's hand-written category code, compiled
/// here; `Fixtures/imported/imported.yaml` is what `actionable-import swift` makes of it (held to that by
/// `SwiftImporterTests` in ActionableImportTests); `Generated/ImportedCategories*.swift` is what `generate swift`
/// makes of the YAML (held by `GoldenTests`). Both sets are registered here and compared field by field.
@Suite struct ImportRoundTripTests {
    static func handWritten(prefersForeground: Bool = false) -> [String: UNNotificationCategory] {
        let categories = NotificationSetup.categories(contactName: "Anna", prefersForeground: prefersForeground)
        return Dictionary(uniqueKeysWithValues: categories.map { ($0.identifier, $0) })
    }

    static let generated = ImportedCategories.all(.init(callLog: .init(callBack: "Call back Anna")))

    @Test func theGeneratedCodeRegistersWhatTheHandWrittenCodeRegistered() {
        let source = Self.handWritten()
        #expect(Set(source.keys) == Set(Self.generated.map(\.identifier)))
        for category in Self.generated {
            guard let original = source[category.identifier] else { continue }
            #expect(Self.differences(original, category).isEmpty, "\(category.identifier)")
        }
    }

    /// What depends on a user setting is noted in the YAML, at the option it decides: with the setting the other
    /// way, the only difference is that action's options.
    @Test func whatTheImportCouldNotKnowIsWhereTheNoteSays() {
        let source = Self.handWritten(prefersForeground: true)
        var differences: [String] = []
        for category in Self.generated {
            guard let original = source[category.identifier] else { continue }
            differences += Self.differences(original, category)
        }
        #expect(differences == ["REMINDER.SNOOZE options 4 != 0"])
    }

    /// Each field of two categories that differs, as `CATEGORY[.ACTION] field a != b`.
    static func differences(_ a: UNNotificationCategory, _ b: UNNotificationCategory) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ name: String, _ x: T, _ y: T) {
            if x != y { found.append("\(name) \(x) != \(y)") }
        }
        let id = a.identifier
        check("\(id) options", a.options.rawValue, b.options.rawValue)
        check("\(id) intentIdentifiers", a.intentIdentifiers, b.intentIdentifiers)
        check("\(id) hiddenPreviewsBodyPlaceholder", a.hiddenPreviewsBodyPlaceholder, b.hiddenPreviewsBodyPlaceholder)
        check("\(id) categorySummaryFormat", a.categorySummaryFormat, b.categorySummaryFormat)
        check("\(id) actions", a.actions.map(\.identifier), b.actions.map(\.identifier))
        for (x, y) in zip(a.actions, b.actions) {
            let name = "\(id).\(x.identifier)"
            check("\(name) title", x.title, y.title)
            check("\(name) options", x.options.rawValue, y.options.rawValue)
            check("\(name) icon", x.icon?.standInImageName, y.icon?.standInImageName)
            check("\(name) icon kind", x.icon?.standInKind, y.icon?.standInKind)
            let textX = x as? UNTextInputNotificationAction
            let textY = y as? UNTextInputNotificationAction
            check("\(name) text input", textX != nil, textY != nil)
            check("\(name) button title", textX?.textInputButtonTitle, textY?.textInputButtonTitle)
            check("\(name) placeholder", textX?.textInputPlaceholder, textY?.textInputPlaceholder)
        }
        return found
    }
}
