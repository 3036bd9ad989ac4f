@_exported public import enum Actionable.IdempotencyClaim
// The idempotency store protocol lives in the core, where ActionablePostgres sees it without Hummingbird; services
// that mount the endpoint keep naming it through this module as before.
@_exported public import protocol Actionable.IdempotencyStore
@_exported public import struct Actionable.StoredResponse
