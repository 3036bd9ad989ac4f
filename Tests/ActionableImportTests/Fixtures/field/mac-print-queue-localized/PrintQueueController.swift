import Foundation

final class PrintQueueController {
    func retry(_ job: String?) {}
    func cancel(_ job: String?) {}
    func printAgain(_ job: String?) {}
    func reveal(_ job: String?) {}
}
