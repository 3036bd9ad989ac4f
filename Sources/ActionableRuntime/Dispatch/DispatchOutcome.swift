/// The one outcome every ``ActionDispatcher/dispatch(_:requestID:abandonedClaim:logger:)`` returns.
public enum DispatchOutcome: Sendable, CustomStringConvertible {
    /// The handler completed, once, before its deadline.
    case completed(HandlerResult)
    /// The deadline passed before the handler completed. A later completion is recorded as late.
    case timedOut(after: Duration)
    /// A callback handler released its completion without calling it (detected when the completion is freed,
    /// not at the deadline).
    case abandoned
    /// An async handler threw, or a callback handler called ``Completion/fail(_:)``.
    case failed(any Error)
    /// The response names a category or action the registry does not declare, or one without a handler.
    case unroutable(UnroutableReason)
    /// The response contradicts its action's declaration (text where none is asked for, none where it is, a
    /// dismissal for a category that never receives one). No handler ran.
    case rejected(RejectionReason)
    /// The response names a retired category or action (old app versions still send them) that has no
    /// registered replacement. No handler ran; the sender should not retry.
    case retired(RetiredResponse)

    /// The outcome without its payload, for counting, logging and assertions.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// ``DispatchOutcome/completed(_:)``.
        case completed
        /// ``DispatchOutcome/timedOut(after:)``; its raw value is `timed-out`.
        case timedOut = "timed-out"
        /// ``DispatchOutcome/abandoned``.
        case abandoned
        /// ``DispatchOutcome/failed(_:)``.
        case failed
        /// ``DispatchOutcome/unroutable(_:)``.
        case unroutable
        /// ``DispatchOutcome/rejected(_:)``.
        case rejected
        /// ``DispatchOutcome/retired(_:)``.
        case retired

        /// The position in `allCases`.
        var ordinal: Int {
            switch self {
            case .completed: 0
            case .timedOut: 1
            case .abandoned: 2
            case .failed: 3
            case .unroutable: 4
            case .rejected: 5
            case .retired: 6
            }
        }
    }

    /// The outcome's case, without its payload.
    public var kind: Kind {
        switch self {
        case .completed: .completed
        case .timedOut: .timedOut
        case .abandoned: .abandoned
        case .failed: .failed
        case .unroutable: .unroutable
        case .rejected: .rejected
        case .retired: .retired
        }
    }

    /// Whether a handler completed normally.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .completed(let result): "completed" + (result.message.map { ": \($0)" } ?? "")
        case .timedOut(let after): "timed out after \(after)"
        case .abandoned: "abandoned: the handler released its completion without calling it"
        case .failed(let error): "failed: \(error)"
        case .unroutable(let reason): "unroutable: \(reason)"
        case .rejected(let reason): "rejected: \(reason)"
        case .retired(let retired): "retired: \(retired)"
        }
    }
}

/// A response for a retired identifier.
public struct RetiredResponse: Sendable, Hashable, CustomStringConvertible {
    /// The response's category: the retired category, or the category of the retired action.
    public let category: String
    /// The retired action; `nil` when the whole category is retired.
    public let action: String?
    /// When it was retired, as the category files say.
    public let retired: String
    /// What replaces it, when the files name a replacement (without a handler, or the response would have gone there).
    public let replacement: String?

    /// A response for the retired `action` of `category`, or for the retired `category` when `action` is `nil`.
    public init(category: String, action: String?, retired: String, replacement: String?) {
        self.category = category
        self.action = action
        self.retired = retired
        self.replacement = replacement
    }

    public var description: String {
        let what =
            action.map { "action '\(requestExcerpt($0))' of category '\(requestExcerpt(category))'" }
            ?? "category '\(requestExcerpt(category))'"
        return "\(what) was retired (\(retired))" + (replacement.map { "; it is replaced by '\($0)'" } ?? "")
    }
}

/// Why a response could not be routed to a handler.
public enum UnroutableReason: Sendable, Hashable, CustomStringConvertible {
    /// The registry declares no such category; `suggestion` is the closest declared identifier.
    case unknownCategory(String, suggestion: String?)
    /// The category declares no such action; `suggestion` is the closest declared action.
    case unknownAction(category: String, action: String, suggestion: String?)
    /// The action is declared but has no handler, and the category no fallback.
    case noHandler(category: String, action: String)

    public var description: String {
        switch self {
        case .unknownCategory(let category, let suggestion):
            "category '\(requestExcerpt(category))' is not declared"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .unknownAction(let category, let action, let suggestion):
            "category '\(requestExcerpt(category))' declares no action '\(requestExcerpt(action))'"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .noHandler(let category, let action):
            "no handler for action '\(requestExcerpt(action))' of category '\(requestExcerpt(category))', and no fallback"
        }
    }
}

/// Why a response was refused before any handler ran.
public enum RejectionReason: Sendable, Hashable, CustomStringConvertible {
    /// `user-text` came with an action that has no `text-input`.
    case unexpectedText(category: String, action: String)
    /// A `text-input` action came without `user-text` (iOS always sends it, possibly empty).
    case missingText(category: String, action: String)
    /// A dismissal for a category without `custom-dismiss-action`: iOS never sends one.
    case dismissNotEnabled(category: String)

    public var description: String {
        switch self {
        case .unexpectedText(let category, let action):
            "action '\(requestExcerpt(action))' of category '\(requestExcerpt(category))' has no text input, but the response carries user-text"
        case .missingText(let category, let action):
            "action '\(requestExcerpt(action))' of category '\(requestExcerpt(category))' is a text-input action, but the response carries no user-text"
        case .dismissNotEnabled(let category):
            "category '\(requestExcerpt(category))' has no custom-dismiss-action option, so iOS never delivers its dismissal"
        }
    }
}
