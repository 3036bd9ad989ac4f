#if HTTP
    // The idempotency store protocol and the in-memory store live in the core, where ActionablePostgres sees them without
    // Hummingbird (neither needs it); services that mount the endpoint keep naming them through this module as before.
    @_exported public import enum Actionable.IdempotencyClaim
    @_exported public import protocol Actionable.IdempotencyStore
    @_exported public import class Actionable.InMemoryIdempotencyStore
    @_exported public import struct Actionable.StoredResponse
#endif
