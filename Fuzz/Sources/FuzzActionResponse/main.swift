import ActionableRuntime
import Foundation

// The body of POST /v1/action-responses, decoded exactly as the endpoint decodes it (ActionResponse(jsonBody:)),
// then what the dispatcher does next with untrusted strings: route the target-content-id among App Clip
// experiences, and put the identifiers into outcome messages, which must stay bounded and on one line whatever the
// request held. No top-level state: this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActionResponse(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = Data(bytes: start, count: count)
    let response: ActionResponse
    do {
        response = try ActionResponse(jsonBody: body)
    } catch {
        precondition(!error.message.isEmpty, "a refusal without a reason")
        return 0
    }
    if let target = response.targetContentIdentifier {
        _ = Harness.app.route(target)
    }
    let category = response.categoryIdentifier
    let action = response.actionIdentifier
    let messages = [
        UnroutableReason.unknownCategory(category, suggestion: nil).description,
        UnroutableReason.unknownAction(category: category, action: action, suggestion: nil).description,
        UnroutableReason.noHandler(category: category, action: action).description,
        RejectionReason.missingText(category: category, action: action).description,
        RetiredResponse(category: category, action: action, retired: "2026-01-01", replacement: nil).description,
    ]
    for message in messages {
        // Two excerpts of at most 64 characters, each escaped to at most 10 bytes a scalar, plus the sentence.
        precondition(message.utf8.count < 4096, "an outcome message grew with the request: \(message.utf8.count) bytes")
        precondition(!message.utf8.contains(0x0A) && !message.utf8.contains(0x0D), "an outcome message spans lines")
    }
    // What the endpoint stores and answers with must encode, and decode to the same identifiers.
    let encoded: Data
    do {
        encoded = try JSONEncoder().encode(response)
    } catch {
        preconditionFailure("a decoded response does not encode: \(error)")
    }
    do {
        let again = try ActionResponse(jsonBody: encoded)
        precondition(again.categoryIdentifier == response.categoryIdentifier)
        precondition(again.actionIdentifier == response.actionIdentifier)
        precondition(again.notificationIdentifier == response.notificationIdentifier)
        precondition(again.userText == response.userText)
        precondition(again.targetContentIdentifier == response.targetContentIdentifier)
    } catch {
        preconditionFailure("an encoded response does not decode: \(error.message)")
    }
    return 0
}

enum Harness {
    static let app: AppDeclaration = {
        let yaml = """
            app:
              app-clip-experiences:
                - https://appclip.example.com/restaurants
                - https://appclip.example.com/restaurants/restaurant_a
                - https://appclip.example.com/restaurants/restaurant_a/menu
                - https://orders.example.com/
            categories:
              - identifier: ORDER_STATUS
                actions:
                  - {identifier: TRACK_ORDER, title: Track Order, activation: foreground}
            """
        let result = CategoryLoader().load(yaml: yaml, file: "registry.yaml")
        precondition(!result.hasErrors, "the harness's registry is invalid: \(result.diagnostics)")
        return result.app
    }()
}
