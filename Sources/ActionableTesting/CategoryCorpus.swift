public import Foundation

/// A synthetic registry of category files, shaped like the ones teams write, for load and benchmark tests.
///
/// The same `seed`, `categories` and `files` give the same bytes on every machine, so a number measured on a corpus
/// can be reproduced and a failure replayed. Files vary as real ones do: identifier conventions (`UPPER_SNAKE`,
/// reverse DNS, camel and Pascal case), indentation, blank lines and comments, flow or block `text-input` and
/// `options`, explicit defaults, quoted titles, seven languages (a file's own, or `{en: …, ja: …}` maps), emoji,
/// icons, summary formats, hidden-preview placeholders and passive categories. Every file is valid: loading a corpus
/// gives no error (warnings such as `deprecated-option` occur, as they do in real registries).
public struct CategoryCorpus: Sendable {
    /// One generated file: a name such as `0042-acme-rides.yaml` and its UTF-8 text.
    public struct File: Sendable, Hashable {
        /// The file's name, numbered so that sorting by name gives the order of ``CategoryCorpus/files``.
        public let name: String
        /// The file's YAML text.
        public let contents: String
    }

    /// The generated files, in order.
    public let files: [File]
    /// The number of categories over all files (at least one).
    public let categoryCount: Int
    /// The number of actions over all categories.
    public let actionCount: Int

    /// The size of all files, in UTF-8 bytes.
    public var byteCount: Int { files.reduce(0) { $0 + $1.contents.utf8.count } }

    /// Generates `categories` categories spread unevenly over `files` files (every file gets at least one).
    /// - Parameters:
    ///   - categories: the number of categories in the whole corpus; identifiers are unique across it.
    ///   - files: how many files; clamped to `1...categories`.
    ///   - seed: the seed of the generator.
    public init(categories: Int, files: Int, seed: UInt64 = 20_240_611) {
        var random = CorpusRandom(seed: seed)
        let categories = max(1, categories)
        let counts = Self.split(categories, into: min(max(1, files), categories), random: &random)
        var names = IdentifierPool()
        var generated: [File] = []
        generated.reserveCapacity(counts.count)
        var actionCount = 0
        let width = max(4, String(counts.count).count)
        for (index, count) in counts.enumerated() {
            let style = FileStyle(random: &random)
            var text = FileWriter(style: style)
            for _ in 0..<count {
                actionCount += text.writeCategory(random: &random, names: &names)
            }
            let number = String(index)
            let name =
                String(repeating: "0", count: max(0, width - number.count)) + number
                + "-\(style.company)-\(style.app.lowercased()).yaml"
            generated.append(File(name: name, contents: text.output))
        }
        self.files = generated
        self.categoryCount = categories
        self.actionCount = actionCount
    }

    /// Writes every file into `directory` (created when missing), replacing files of the same name.
    /// - Throws: what `FileManager` and `Data.write(to:)` throw.
    public func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files {
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name))
        }
    }

    /// Splits `total` into `parts` positive counts whose sizes vary between about 0.3 and 1.7 of the mean.
    private static func split(_ total: Int, into parts: Int, random: inout CorpusRandom) -> [Int] {
        let weights = (0..<parts).map { _ in 30 + random.below(141) }
        let sum = weights.reduce(0, +)
        let spare = total - parts
        var counts = weights.map { spare * $0 / sum }
        var rest = spare - counts.reduce(0, +)
        var index = 0
        while rest > 0 {
            counts[index % parts] += 1
            rest -= 1
            index += 1
        }
        return counts.map { $0 + 1 }
    }
}

// MARK: - Randomness

/// SplitMix64: a small, fast generator that gives the same numbers everywhere for the same seed, unlike
/// `SystemRandomNumberGenerator`, so a generated corpus or a failing randomized test can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; it advances by a fixed step on each ``next()``.
    public var state: UInt64

    /// Creates a generator whose first state is `state`, the seed.
    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The corpus's draws, on top of ``SplitMix64``.
struct CorpusRandom {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(state: seed)
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True with the probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// One of `values`, chosen with the given integer weights.
    mutating func pick<T>(_ values: [T], weights: [Int]) -> T {
        var roll = below(weights.reduce(0, +))
        for (value, weight) in zip(values, weights) {
            if roll < weight { return value }
            roll -= weight
        }
        return values[values.count - 1]
    }
}

// MARK: - Vocabulary

private enum Vocabulary {
    static let locales = ["en", "ja", "de", "fr", "es", "zh", "ko"]
    static let localeWeights = [60, 12, 8, 8, 6, 3, 3]

    /// An action kind: identifier stems, titles by locale (in ``locales`` order), and how it behaves.
    struct ActionKind {
        let stems: [String]
        let titles: [String]
        let foreground: Bool
        let destructive: Bool
        let authentication: Bool
        let textInput: Bool
        let symbol: String?
    }

    // swift-format-ignore
    static let actions: [String: ActionKind] = [
        "accept": .init(stems: ["ACCEPT", "ACCEPT_IDENTIFIER", "ACCEPT_ACTION"], titles: ["Accept", "承認", "Annehmen", "Accepter", "Aceptar", "接受", "수락"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "checkmark"),
        "decline": .init(stems: ["DECLINE", "DECLINE_IDENTIFIER"], titles: ["Decline", "拒否", "Ablehnen", "Refuser", "Rechazar", "拒绝", "거절"], foreground: false, destructive: true, authentication: false, textInput: false, symbol: "xmark"),
        "maybe": .init(stems: ["TENTATIVE", "MAYBE"], titles: ["Maybe", "未定", "Vielleicht", "Peut-être", "Quizás", "待定", "미정"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: nil),
        "reply": .init(stems: ["REPLY", "REPLY_ACTION", "QUICK_REPLY"], titles: ["Reply", "返信", "Antworten", "Répondre", "Responder", "回复", "답장"], foreground: false, destructive: false, authentication: false, textInput: true, symbol: "arrowshape.turn.up.left"),
        "read": .init(stems: ["MARK_AS_READ", "MARK_READ"], titles: ["Mark as Read", "既読にする", "Als gelesen markieren", "Marquer comme lu", "Marcar como leído", "标为已读", "읽음으로 표시"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "envelope.open"),
        "mute": .init(stems: ["MUTE_THREAD", "MUTE"], titles: ["Mute Thread", "ミュート", "Stummschalten", "Mettre en sourdine", "Silenciar", "静音", "알림 끄기"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "bell.slash"),
        "archive": .init(stems: ["ARCHIVE", "ARCHIVE_MESSAGE"], titles: ["Archive", "アーカイブ", "Archivieren", "Archiver", "Archivar", "归档", "보관"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "archivebox"),
        "delete": .init(stems: ["DELETE", "DELETE_MESSAGE", "TRASH"], titles: ["Delete", "削除", "Löschen", "Supprimer", "Eliminar", "删除", "삭제"], foreground: false, destructive: true, authentication: true, textInput: false, symbol: "trash"),
        "like": .init(stems: ["LIKE", "REACT_LIKE"], titles: ["Like", "いいね", "Gefällt mir", "J’aime", "Me gusta", "赞", "좋아요"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "hand.thumbsup"),
        "approve": .init(stems: ["APPROVE", "APPROVE_PAYMENT"], titles: ["Approve Payment", "支払いを承認", "Zahlung freigeben", "Approuver le paiement", "Aprobar pago", "批准付款", "결제 승인"], foreground: false, destructive: false, authentication: true, textInput: false, symbol: nil),
        "deny": .init(stems: ["DENY", "DENY_PAYMENT"], titles: ["Deny", "拒否する", "Ablehnen", "Refuser", "Denegar", "拒绝", "거부"], foreground: false, destructive: true, authentication: false, textInput: false, symbol: nil),
        "me": .init(stems: ["THIS_WAS_ME", "CONFIRM_LOGIN"], titles: ["This Was Me", "本人です", "Das war ich", "C’était moi", "Fui yo", "是我本人", "본인입니다"], foreground: false, destructive: false, authentication: true, textInput: false, symbol: nil),
        "notMe": .init(stems: ["NOT_ME", "REPORT_LOGIN"], titles: ["Not Me – Secure Account", "本人ではない", "Nicht ich – Konto sichern", "Ce n’était pas moi", "No fui yo", "不是我", "본인이 아닙니다"], foreground: true, destructive: true, authentication: true, textInput: false, symbol: "lock.shield"),
        "call": .init(stems: ["CALL_DRIVER", "CALL"], titles: ["Call Driver", "ドライバーに電話", "Fahrer anrufen", "Appeler le chauffeur", "Llamar al conductor", "致电司机", "기사에게 전화"], foreground: true, destructive: false, authentication: true, textInput: false, symbol: "phone"),
        "cancel": .init(stems: ["CANCEL_RIDE", "CANCEL"], titles: ["Cancel Ride", "キャンセル", "Fahrt stornieren", "Annuler la course", "Cancelar viaje", "取消行程", "운행 취소"], foreground: false, destructive: true, authentication: true, textInput: false, symbol: nil),
        "rate": .init(stems: ["RATE_ORDER", "RATE"], titles: ["Rate Order", "評価する", "Bestellung bewerten", "Noter la commande", "Valorar pedido", "评价订单", "주문 평가"], foreground: true, destructive: false, authentication: true, textInput: false, symbol: "star"),
        "unlock": .init(stems: ["UNLOCK_DOOR", "UNLOCK"], titles: ["Unlock Door", "解錠", "Tür entriegeln", "Déverrouiller", "Abrir puerta", "开锁", "문 열기"], foreground: false, destructive: false, authentication: true, textInput: false, symbol: "lock.open"),
        "snooze": .init(stems: ["SNOOZE", "SNOOZE_15_MIN", "REMIND_LATER"], titles: ["Snooze 15 min", "15分後に再通知", "In 15 Min. erinnern", "Rappel dans 15 min", "Posponer 15 min", "15分钟后提醒", "15분 후 알림"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "clock"),
        "done": .init(stems: ["COMPLETE_TASK", "MARK_COMPLETE", "DONE"], titles: ["Mark Complete", "完了", "Erledigt", "Terminé", "Completar", "完成", "완료"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "checkmark.circle"),
        "taken": .init(stems: ["MEDICATION_TAKEN", "TAKEN"], titles: ["Taken", "服用済み", "Eingenommen", "Pris", "Tomado", "已服用", "복용함"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "pills"),
        "skip": .init(stems: ["SKIP_DOSE", "SKIP"], titles: ["Skip", "スキップ", "Überspringen", "Ignorer la dose", "Omitir", "跳过", "건너뛰기"], foreground: false, destructive: true, authentication: false, textInput: false, symbol: nil),
        "open": .init(stems: ["OPEN", "OPEN_APP", "VIEW_DETAILS"], titles: ["Open", "開く", "Öffnen", "Ouvrir", "Abrir", "打开", "열기"], foreground: true, destructive: false, authentication: true, textInput: false, symbol: nil),
        "share": .init(stems: ["SHARE"], titles: ["Share", "共有", "Teilen", "Partager", "Compartir", "分享", "공유"], foreground: true, destructive: false, authentication: true, textInput: false, symbol: "square.and.arrow.up"),
        "later": .init(stems: ["SAVE_FOR_LATER", "READ_LATER"], titles: ["Save for Later", "後で読む", "Für später", "Lire plus tard", "Guardar para después", "稍后阅读", "나중에 보기"], foreground: false, destructive: false, authentication: false, textInput: false, symbol: "bookmark"),
    ]

    /// Category kinds: identifier stems and the actions they offer, in their natural order.
    static let categories: [(stems: [String], actions: [String])] = [
        (["INVITE", "MEETING_INVITATION", "EVENT_INVITE"], ["accept", "maybe", "decline", "reply"]),
        (["NEW_MESSAGE", "MESSAGE", "CHAT_MESSAGE", "DIRECT_MESSAGE"], ["reply", "read", "like", "mute"]),
        (["NEW_MAIL", "INCOMING_EMAIL"], ["reply", "archive", "delete"]),
        (["FRIEND_REQUEST", "FOLLOW_REQUEST"], ["accept", "decline"]),
        (["PAYMENT_REQUEST", "TRANSFER_APPROVAL"], ["approve", "deny", "open"]),
        (["LOGIN_ATTEMPT", "NEW_SIGN_IN", "SECURITY_ALERT"], ["me", "notMe"]),
        (["DRIVER_ARRIVING", "RIDE_STATUS"], ["call", "reply", "cancel"]),
        (["ORDER_DELIVERED", "ORDER_STATUS"], ["rate", "open"]),
        (["DOORBELL_RING", "MOTION_DETECTED"], ["unlock", "open"]),
        (["TASK_DUE", "TODO_REMINDER", "DEADLINE"], ["done", "snooze", "open"]),
        (["MEDICATION_REMINDER", "DOSE_DUE"], ["taken", "snooze", "skip"]),
        (["BREAKING_NEWS", "DAILY_DIGEST", "ARTICLE"], ["open", "later", "share", "mute"]),
    ]

    static let send = ["Send", "送信", "Senden", "Envoyer", "Enviar", "发送", "보내기"]
    static let placeholders = [
        ["Type a message", "Write a reply…", "Add a comment"], ["メッセージを入力", "返信を入力…"],
        ["Nachricht eingeben", "Antwort schreiben …"], ["Saisissez un message", "Votre réponse…"],
        ["Escribe un mensaje", "Tu respuesta…"], ["输入消息", "写回复…"], ["메시지 입력", "답장 입력…"],
    ]
    static let summaries = [
        ["%u more notifications", "%u new messages from %@", "and %u more"], ["他%u件の通知"],
        ["%u weitere Mitteilungen"], ["%u autres notifications"], ["%u notificaciones más"], ["另外%u条通知"],
        ["외 %u개의 알림"],
    ]
    static let hiddenPlaceholders = [
        "%u new notifications", "%u件の通知", "%u neue Mitteilungen", "%u nouvelles notifications",
        "%u notificaciones nuevas", "%u条新通知", "새 알림 %u개",
    ]
    static let emoji = ["like": "👍", "accept": "✅", "decline": "❌", "delete": "🗑️", "reply": "💬", "snooze": "⏰"]
    static let options = [
        "custom-dismiss-action", "allow-in-car-play", "hidden-previews-show-title", "hidden-previews-show-subtitle",
        "allow-announcement",
    ]
    static let apps = [
        "Calendar", "Messenger", "Mail", "Social", "Wallet", "Authenticator", "Rides", "Eats", "HomeHub", "Tasks",
        "MedTracker", "News", "Chat", "Bank", "Doorbell", "Teams",
    ]
    static let companies = ["acme", "example", "contoso", "initech", "globex", "umbrella", "hooli", "stark"]
}

// MARK: - Files

private enum IdentifierConvention: CaseIterable {
    case upperSnake, reverseDNS, camel, pascal
}

/// How one file is written; chosen once per file, as one team's habits would be.
private struct FileStyle {
    let locale: Int
    /// A second locale written beside the file's own as `{en: …, ja: …}` maps, or `nil` for plain strings.
    let mapLocale: Int?
    let app: String
    let company: String
    let convention: IdentifierConvention
    let categorySuffix: Bool
    let indentItems: Bool
    let blankLines: Bool
    let comments: Bool
    let explicitDefaults: Bool
    let flowTextInput: Bool
    let flowOptions: Bool
    let emoji: Bool
    let icons: Bool
    let quotePercent: Int

    init(random: inout CorpusRandom) {
        locale = random.pick(Array(Vocabulary.locales.indices), weights: Vocabulary.localeWeights)
        // Maps always pair English with Japanese, so every localized text of the registry names the same locales
        // and the corpus stays free of `missing-translation` warnings.
        mapLocale = random.chance(10) ? 1 : nil
        app = random.pick(Vocabulary.apps)
        company = random.pick(Vocabulary.companies)
        convention = random.pick(IdentifierConvention.allCases, weights: [55, 25, 12, 8])
        categorySuffix = random.chance(40)
        indentItems = random.chance(60)
        blankLines = random.chance(50)
        comments = random.chance(35)
        explicitDefaults = random.chance(30)
        flowTextInput = random.chance(60)
        flowOptions = random.chance(70)
        emoji = random.chance(15)
        icons = random.chance(20)
        quotePercent = random.pick([0, 0, 5, 25])
    }
}

/// Identifiers already used in the corpus, so category identifiers stay unique without a search per collision.
private struct IdentifierPool {
    private var next: [String: Int] = [:]

    mutating func unique(_ base: String, convention: IdentifierConvention) -> String {
        let number = next[base, default: 1]
        next[base] = number + 1
        guard number > 1 else { return base }
        switch convention {
        case .upperSnake: return "\(base)_\(number)"
        case .reverseDNS: return "\(base).v\(number)"
        case .camel, .pascal: return "\(base)V\(number)"
        }
    }
}

private struct FileWriter {
    let style: FileStyle
    private(set) var output: String
    private var written = 0

    init(style: FileStyle) {
        self.style = style
        output = "# Notification categories for \(style.app) (\(Vocabulary.locales[style.locale]))\n"
        if style.comments {
            output += "# Registered with UNUserNotificationCenter at launch; validated in CI.\n"
        }
        output += "categories:\n"
    }

    /// Writes one category; returns its number of actions.
    mutating func writeCategory(random: inout CorpusRandom, names: inout IdentifierPool) -> Int {
        let kind = random.pick(Vocabulary.categories)
        let stem = random.pick(kind.stems)
        let identifier = names.unique(categoryIdentifier(stem, random: &random), convention: style.convention)
        let base = style.indentItems ? "  " : ""
        let body = base + "  "
        if written > 0 && style.blankLines { output += "\n" }
        written += 1
        if style.comments && random.chance(20) { output += "\(base)# \(stem.lowercased())\n" }
        output += "\(base)- identifier: \(Self.scalar(identifier))\n"
        if random.chance(10) {
            output += "\(body)summary-format: \(quoted(random.pick(Vocabulary.summaries[style.locale]), &random))\n"
        }
        if random.chance(5) {
            output += "\(body)hidden-previews-body-placeholder: "
            output += "\(Self.doubleQuoted(Vocabulary.hiddenPlaceholders[style.locale]))\n"
        }
        if random.chance(3) { output += "\(body)interruption-level: passive\n" }
        if random.chance(22) {
            let count = random.pick([1, 2, 3], weights: [70, 25, 5])
            var options = Vocabulary.options
            var chosen: [String] = []
            for _ in 0..<count { chosen.append(options.remove(at: random.below(options.count))) }
            if style.flowOptions {
                output += "\(body)options: [\(chosen.joined(separator: ", "))]\n"
            } else {
                output += "\(body)options:\n" + chosen.map { "\(body)  - \($0)\n" }.joined()
            }
        }
        // 1 to 4 actions, mostly the first ones in their natural order, sometimes a subset.
        let wanted = min(random.pick([1, 2, 3, 4], weights: [15, 40, 30, 15]), kind.actions.count)
        var keys = Array(kind.actions.prefix(wanted))
        if random.chance(30) {
            var pool = kind.actions
            keys = (0..<wanted).map { _ in pool.remove(at: random.below(pool.count)) }
            keys.sort { kind.actions.firstIndex(of: $0) ?? 0 < kind.actions.firstIndex(of: $1) ?? 0 }
        }
        output += "\(body)actions:\n"
        var used = Set<String>()
        for key in keys {
            guard let action = Vocabulary.actions[key] else { continue }
            writeAction(action, key: key, body: body, used: &used, random: &random)
        }
        return keys.count
    }

    private mutating func writeAction(
        _ action: Vocabulary.ActionKind, key: String, body: String, used: inout Set<String>,
        random: inout CorpusRandom
    ) {
        var identifier = actionIdentifier(random.pick(action.stems), random: &random)
        var suffix = 2
        while !used.insert(identifier).inserted {
            identifier = "\(identifier)_\(suffix)"
            suffix += 1
        }
        let item = body + "  - "
        let keyIndent = body + "    "
        output += "\(item)identifier: \(Self.scalar(identifier))\n"
        var title = action.titles[style.locale]
        if style.emoji, let emoji = Vocabulary.emoji[key], random.chance(50) { title = "\(emoji) \(title)" }
        output += "\(keyIndent)title: \(text(title, english: action.titles[0], &random))\n"
        if action.foreground || style.explicitDefaults || random.chance(80) {
            output += "\(keyIndent)activation: \(action.foreground ? "foreground" : "background")\n"
        }
        if action.destructive || style.explicitDefaults {
            output += "\(keyIndent)destructive: \(action.destructive)\n"
        }
        // A foreground action always asks to unlock, so `false` there would only draw `ignored-setting`.
        if action.authentication || (style.explicitDefaults && !action.foreground) {
            output += "\(keyIndent)authentication-required: \(action.authentication)\n"
        }
        if style.icons, let symbol = action.symbol {
            output += "\(keyIndent)icon: {system: \(symbol)}\n"
        }
        if action.textInput && random.chance(85) {
            let button = Vocabulary.send[style.locale]
            let placeholder = random.chance(80) ? random.pick(Vocabulary.placeholders[style.locale]) : nil
            if style.flowTextInput {
                var parts = ["button-title: \(Self.scalar(button))"]
                if let placeholder { parts.append("placeholder: \(Self.doubleQuoted(placeholder))") }
                output += "\(keyIndent)text-input: {\(parts.joined(separator: ", "))}\n"
            } else {
                output += "\(keyIndent)text-input:\n\(keyIndent)  button-title: \(Self.scalar(button))\n"
                if let placeholder { output += "\(keyIndent)  placeholder: \(Self.doubleQuoted(placeholder))\n" }
            }
        }
    }

    private func categoryIdentifier(_ stem: String, random: inout CorpusRandom) -> String {
        switch style.convention {
        case .upperSnake:
            let name = stem + (style.categorySuffix ? "_CATEGORY" : "")
            return random.chance(30) ? "\(style.app.uppercased())_\(name)" : name
        case .reverseDNS:
            return "com.\(style.company).\(style.app.lowercased()).\(Self.camel(stem))"
        case .camel:
            return Self.camel(stem) + (style.categorySuffix ? "Category" : "")
        case .pascal:
            return Self.pascal(stem) + (style.categorySuffix ? "Category" : "")
        }
    }

    private func actionIdentifier(_ stem: String, random: inout CorpusRandom) -> String {
        switch style.convention {
        case .upperSnake: return stem
        case .reverseDNS:
            return random.chance(50)
                ? "com.\(style.company).\(style.app.lowercased()).action.\(Self.camel(stem))" : stem
        case .camel: return Self.camel(stem)
        case .pascal: return Self.pascal(stem)
        }
    }

    /// A user-visible text: the file's language, or a map from English to the file's second locale.
    private func text(_ value: String, english: String, _ random: inout CorpusRandom) -> String {
        guard let second = style.mapLocale else { return quoted(value, &random) }
        let other = Vocabulary.actions.values.first { $0.titles[0] == english }?.titles[second] ?? english
        return "{en: \(Self.doubleQuoted(english)), \(Vocabulary.locales[second]): \(Self.doubleQuoted(other))}"
    }

    /// `value` plain when YAML allows it, quoted when it must be or (per the file's habit) when the author chose to.
    private func quoted(_ value: String, _ random: inout CorpusRandom) -> String {
        if !Self.isSafePlain(value) { return Self.doubleQuoted(value) }
        guard style.quotePercent > 0, random.chance(style.quotePercent) else { return value }
        return random.chance(70)
            ? Self.doubleQuoted(value) : "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    }

    private static func scalar(_ value: String) -> String {
        isSafePlain(value) ? value : doubleQuoted(value)
    }

    /// Whether `value` reads back as the same string when written plain: no indicator first, no `: ` or ` #`, not
    /// a word or number YAML would resolve to something else.
    private static func isSafePlain(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@` ".unicodeScalars.contains(first) || last == " " || last == ":" { return false }
        if value.contains(": ") || value.contains(" #") || value.contains(",") { return false }
        let reserved: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"]
        if reserved.contains(value.lowercased()) { return false }
        return !(value.unicodeScalars.first.map { ("0"..."9").contains($0) || $0 == "." || $0 == "+" } ?? false)
    }

    private static func doubleQuoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func camel(_ stem: String) -> String {
        let parts = stem.lowercased().split(separator: "_")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.capitalized }.joined()
    }

    private static func pascal(_ stem: String) -> String {
        stem.lowercased().split(separator: "_").map { $0.capitalized }.joined()
    }
}
