import Foundation

/// Fire-and-forget endpoints used from notification actions. Requests go
/// through a background URLSession so they finish even if the app is suspended.
final class FeedAPI {
    static let shared = FeedAPI()

    private let session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: "com.example.social.feed-actions")
        config.sessionSendsLaunchEvents = false
        return URLSession(configuration: config)
    }()

    private let baseURL = URL(string: "https://api.example.com/v2")!

    func like(postID: String) {
        send(path: "posts/\(postID)/like", body: [:])
    }

    func comment(postID: String, text: String) {
        send(path: "posts/\(postID)/comments", body: ["text": text])
    }

    func follow(userID: String) {
        send(path: "users/\(userID)/follow", body: [:])
    }

    private func send(path: String, body: [String: String]) {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let bodyURL = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        do {
            try JSONSerialization.data(withJSONObject: body).write(to: bodyURL)
        } catch {
            NSLog("FeedAPI: could not stage request body: %@", error.localizedDescription)
            return
        }
        session.uploadTask(with: request, fromFile: bodyURL).resume()
    }
}
