// `actionable-webpush` (in progress).
@main
struct WebPushCommand {
    static func main() {}
}
