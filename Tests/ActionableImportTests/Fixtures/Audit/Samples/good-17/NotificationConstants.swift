import Foundation

// Category and action identifiers, as the bank's push service sends them.
let CLOSE = "ACCOUNT_CLOSE"
let PAYMENT_DUE = "PAYMENT_DUE"

let REVIEW_CLOSING = "REVIEW_CLOSING"
let CALL_BRANCH = "CALL_BRANCH"
let PAY_NOW = "PAY_NOW"
let REMIND_TOMORROW = "REMIND_TOMORROW"
