#if Postgres
    public import ActionableRuntime
    import Foundation
    import Logging
    public import PostgresNIO

    extension PostgresIdempotencyStore {
        /// A handler whose writes to the store's database commit in one transaction with the delivery's recorded
        /// answer: both or neither.
        ///
        /// The handler gets a ``PostgresTransaction`` on a connection of the store's pool. When it returns, the answer
        /// the endpoint will send is written to the idempotency table in the same transaction, and the transaction
        /// commits; when it throws, or its deadline passes first, its writes are rolled back and the failure answer
        /// is recorded alone. A crash at any point leaves both or neither, so a retry after a crash runs the handler
        /// again only when nothing of it committed, and a handler never needs to check for its own earlier effects.
        ///
        /// ```swift
        /// builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", store.transactional { response, context, transaction in
        ///     try await transaction.query(
        ///         "UPDATE invitations SET accepted_at = now() WHERE id = \(response.notificationIdentifier)")
        ///     return .handled
        /// })
        /// ```
        ///
        /// The guarantee holds for deliveries through an `ActionResponseEndpoint` whose idempotency store is this one.
        /// Called any other way (a direct ``/ActionableRuntime/ActionDispatcher/dispatch(_:requestID:abandonedClaim:logger:)``,
        /// an endpoint with another store), the handler still runs in a transaction of its own, so its writes are
        /// atomic, but no answer is recorded with them.
        ///
        /// Choose it for handlers whose effects are rows in the same database. A handler with effects outside it (a
        /// push, an email, another service's API) gains nothing from the transaction: register it plainly, and make
        /// its effect idempotent by itself (see ``/ActionableRuntime/ActionContext/abandonedClaim``).
        ///
        /// - Parameter handler: Writes through the transaction and returns the result; throwing rolls its writes
        ///   back. It must not keep the transaction: queries through it after it returned fail.
        /// - Returns: The handler to register with `ActionDispatcher.Builder.on(_:_:deadline:_:)`.
        public func transactional(
            _ handler:
                @escaping @Sendable (ActionResponse, ActionContext, PostgresTransaction) async throws
                -> HandlerResult
        ) -> ActionHandler {
            .async { response, context in try await self.runTransactional(response, context, handler) }
        }
    }

    /// The database transaction a handler registered with ``PostgresIdempotencyStore/transactional(_:)`` writes in.
    ///
    /// Valid until the handler returns or throws: later queries fail with ``PostgresIdempotencyStoreError``, so a
    /// handler that left work running cannot write outside the transaction, or into another delivery's.
    public final class PostgresTransaction: Sendable {
        private let connection: PostgresConnection
        private let logger: Logger
        private let table: String
        /// Whether queries may start, how many are on their way to the connection, and who waits for them.
        private let state = LockedValue<(open: Bool, inFlight: Int, drained: CheckedContinuation<Void, Never>?)>(
            (true, 0, nil))

        init(connection: PostgresConnection, logger: Logger, table: String) {
            self.connection = connection
            self.logger = logger
            self.table = table
        }

        /// Runs `query` in the transaction and returns its rows, as `PostgresConnection.query` does.
        ///
        /// A statement the server refuses aborts the transaction (PostgreSQL ignores every later statement until it
        /// ends): let the error propagate, and the delivery's failure is recorded with nothing of the handler's.
        /// Leave transaction control to the store: a `COMMIT`, `ROLLBACK` or `BEGIN` sent through here would end the
        /// transaction the delivery's answer is written in.
        ///
        /// - Throws: The server's or the connection's error; ``PostgresIdempotencyStoreError`` once the transaction has
        ///   ended.
        @discardableResult
        public func query(_ query: PostgresQuery, file: String = #fileID, line: Int = #line) async throws
            -> PostgresRowSequence
        {
            let entered = state.withLock { state -> Bool in
                guard state.open else { return false }
                state.inFlight += 1
                return true
            }
            guard entered else {
                throw PostgresIdempotencyStoreError(
                    operation: .transaction, table: table,
                    detail: "the handler's transaction has ended: use it only until the handler returns")
            }
            defer { leave() }
            return try await connection.query(query, logger: logger, file: file, line: line)
        }

        /// Whether queries still run: `false` once the handler returned or threw.
        public var isActive: Bool { state.withLock { $0.open } }

        private func leave() {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                state.inFlight -= 1
                guard state.inFlight == 0 else { return nil }
                defer { state.drained = nil }
                return state.drained
            }
            waiter?.resume()
        }

        /// Refuses further queries and returns once those already started (by work the handler left running) have
        /// reached the connection and returned, so none lands after the answer, the COMMIT, or in the next lease.
        func close() async {
            await withCheckedContinuation { continuation in
                let done = state.withLock { state -> Bool in
                    state.open = false
                    guard state.inFlight > 0 else { return true }
                    state.drained = continuation
                    return false
                }
                if done { continuation.resume() }
            }
        }
    }

    /// A claim this instance won, as ``PostgresIdempotencyStore/runClaimed(key:completedAnswer:_:)`` takes it.
    struct HeldClaim: Sendable {
        var storedKey: String
        var token: String
    }

    /// One claimed delivery while its handler runs: what a transactional handler needs to record the answer in its
    /// transaction, and how that transaction ended.
    final class TransactionalDelivery: Sendable {
        enum End: Sendable {
            /// Committed with this answer.
            case committed(StoredResponse)
            /// The handler threw or outlived its deadline, and its writes were rolled back: its failure answer is
            /// recorded alone.
            case rolledBack
            /// Rolled back because another delivery holds the claim now.
            case claimLost
            /// The database's side failed (beginning, a transient conflict, the answer's statement, the COMMIT), or
            /// the COMMIT's reply was lost so it may or may not have happened: no answer is recorded, and the claim
            /// is freed if it is still unfinished and this delivery's.
            case unrecorded
        }

        /// How the delivery's transaction stands once its dispatch returned.
        enum Settlement {
            /// No transactional handler ran: the answer is recorded the usual way.
            case none
            case ended(End)
            /// Still running after the wait (a handler past its deadline in a long statement).
            case running
        }

        let store: PostgresIdempotencyStore
        let claim: HeldClaim
        let completedAnswer: @Sendable (HandlerResult) -> StoredResponse
        private let state = LockedValue<(begun: Bool, end: End?)>((false, nil))
        private let ended = StartGate()

        init(
            store: PostgresIdempotencyStore, claim: HeldClaim,
            completedAnswer: @escaping @Sendable (HandlerResult) -> StoredResponse
        ) {
            self.store = store
            self.claim = claim
            self.completedAnswer = completedAnswer
        }

        /// Marks the delivery's transaction begun; `false` when one already began (only the first handler records).
        func begin() -> Bool {
            state.withLock { state in
                defer { state.begun = true }
                return !state.begun
            }
        }

        /// Records how the transaction ended; the first call wins.
        func end(_ end: End) {
            state.withLock { state in
                if state.end == nil { state.end = end }
            }
            ended.open()
        }

        /// How the transaction ended, waiting up to `limit` for one still running.
        func settle(within limit: Duration) async -> Settlement {
            let (begun, end) = state.withLock { $0 }
            guard begun else { return .none }
            if let end { return .ended(end) }
            let ended = ended
            _ = await withTimeLimit(limit, on: ContinuousClock()) { await ended.pass() }
            return state.withLock { $0.end }.map(Settlement.ended) ?? .running
        }
    }

    extension PostgresIdempotencyStore {
        /// The claimed delivery whose dispatch runs in this task, for its transactional handler.
        @TaskLocal static var delivery: TransactionalDelivery?

        /// Runs `handle` with the delivery in reach of a transactional handler, then settles what its transaction did.
        /// A delivery whose handler is not transactional returns ``/ActionableRuntime/ClaimedRun/answered(_:)``, and the
        /// endpoint records its answer with ``finish(key:response:)``.
        public func runClaimed(
            key: String, completedAnswer: @escaping @Sendable (HandlerResult) -> StoredResponse,
            _ handle: @Sendable () async -> StoredResponse
        ) async -> ClaimedRun {
            guard let claim = heldClaims.withLock({ $0.removeValue(forKey: key) }) else {
                return .answered(await handle())
            }
            let delivery = TransactionalDelivery(store: self, claim: claim, completedAnswer: completedAnswer)
            let answer = await Self.$delivery.withValue(delivery) { await handle() }
            switch await delivery.settle(within: healthCheckTimeout) {
            case .none:
                return .answered(answer)
            case .ended(.committed(let recorded)):
                return .recorded(recorded)
            case .ended(.claimLost):
                return .claimTakenOver
            case .ended(.rolledBack):
                // Nothing of the handler's committed: its failure answer (500, 504) is recorded alone, while the claim
                // is still this delivery's.
                let recorded = await withTimeLimit(healthCheckTimeout, on: ContinuousClock()) {
                    try await self.recordAnswer(answer, for: claim, on: nil)
                }
                switch recorded {
                case .success(true): return .recorded(answer)
                case .success(false): return .claimTakenOver
                case .failure, nil:
                    doubt(claim.storedKey, token: claim.token)
                    return .notRecorded
                }
            case .ended(.unrecorded), .running:
                // The row is deleted only while it is still unfinished and this claim's, so a commit that did happen
                // keeps its answer for the retry, and one that did not lets the retry run the handler at once.
                doubt(claim.storedKey, token: claim.token)
                return .notRecorded
            }
        }

        /// Runs `body` in a transaction on the store's connection pool, for the service's own statements in the
        /// database the store lives in (creating its tables, reading what handlers wrote): commits when `body`
        /// returns, rolls back when it throws. No delivery's answer is recorded with it.
        ///
        /// - Parameter body: Runs queries through the transaction; it must not keep it.
        /// - Returns: What `body` returns.
        /// - Throws: What `body` throws, as it threw it; ``PostgresIdempotencyStoreError`` when the database fails. A
        ///   failed COMMIT whose reply was lost may still have committed `body`'s writes: make them safe to repeat, or
        ///   check for them before retrying.
        public func withTransaction<Result: Sendable>(
            _ body: @Sendable (PostgresTransaction) async throws -> Result
        ) async throws -> Result {
            try await runInTransaction(nil, answer: { _ in nil }, body)
        }

        /// Runs a transactional handler: in the delivery's transaction when this task dispatches a delivery this store
        /// claimed, otherwise in a transaction of its own that records no answer.
        func runTransactional(
            _ response: ActionResponse, _ context: ActionContext,
            _ handler: @Sendable (ActionResponse, ActionContext, PostgresTransaction) async throws -> HandlerResult
        ) async throws -> HandlerResult {
            var scoped = Self.delivery
            if let current = scoped, current.store !== self || !current.begin() {
                if current.store !== self {
                    logger.warning(
                        "A transactional handler ran for a delivery claimed in another store: its writes commit alone",
                        metadata: ["table": "\(tableName)"])
                }
                scoped = nil
            }
            let delivery = scoped
            return try await runInTransaction(delivery, answer: { delivery?.completedAnswer($0) }) { transaction in
                try await handler(response, context, transaction)
            }
        }

        /// Leases a connection and runs ``transaction(on:_:answer:_:)`` on it; errors other than `body`'s own come out
        /// as ``PostgresIdempotencyStoreError`` (or `CancellationError`).
        private func runInTransaction<Result: Sendable>(
            _ delivery: TransactionalDelivery?, answer: @Sendable (Result) -> StoredResponse?,
            _ body: @Sendable (PostgresTransaction) async throws -> Result
        ) async throws -> Result {
            do {
                try await prepare()
                if isUnavailable {
                    throw PostgresIdempotencyStoreError(
                        operation: .transaction, table: tableName, detail: "the database does not answer",
                        isUnavailable: true)
                }
                await started.pass()
                return try await client.withConnection { connection in
                    try await transaction(on: connection, delivery, answer: answer, body)
                }
            } catch let failure as BodyFailure {
                throw failure.error  // The body's own error, as it threw it; its transaction rolled back.
            } catch {
                // Not begun (no connection, BEGIN failed), or ended already (first end wins) by what failed.
                delivery?.end(.unrecorded)
                switch error {
                case is PostgresIdempotencyStoreError, is CancellationError, is ClaimLost:
                    throw error
                default:
                    let failure = PostgresIdempotencyStoreError(
                        operation: .transaction, table: tableName, underlying: error)
                    if failure.sqlState == nil { wakeup.signal() }  // Maybe the database went away: check it now.
                    throw failure
                }
            }
        }

        /// BEGIN, `body`, the answer `answer` gives for its result (when not `nil`), COMMIT, on one connection. Ends
        /// `delivery` with what happened. `body`'s own error comes out as ``BodyFailure``.
        private func transaction<Result: Sendable>(
            on connection: PostgresConnection, _ delivery: TransactionalDelivery?,
            answer: @Sendable (Result) -> StoredResponse?,
            _ body: @Sendable (PostgresTransaction) async throws -> Result
        ) async throws -> Result {
            try await connection.query("BEGIN", logger: logger)
            let transaction = PostgresTransaction(connection: connection, logger: logger, table: tableName)
            let result: Result
            var recorded: StoredResponse?
            do {
                do {
                    result = try await body(transaction)
                } catch {
                    await transaction.close()
                    throw BodyFailure(error: error, isTransient: Self.isTransient(error))
                }
                await transaction.close()
                // Past its deadline the endpoint has chosen a 504: the writes must not commit behind it.
                try Task.checkCancellation()
                if let delivery, let completed = answer(result) {
                    guard try await recordAnswer(completed, for: delivery.claim, on: connection) else {
                        throw ClaimLost()
                    }
                    recorded = completed
                }
            } catch {
                do {
                    try await connection.query("ROLLBACK", logger: logger)
                } catch {
                    // The pool would lease the connection again mid-transaction: close it, and the server rolls back.
                    try? await connection.close()
                }
                switch error {
                case is ClaimLost: delivery?.end(.claimLost)
                case let failure as BodyFailure: delivery?.end(failure.isTransient ? .unrecorded : .rolledBack)
                case is CancellationError: delivery?.end(.rolledBack)
                default: delivery?.end(.unrecorded)
                }
                throw error
            }
            do {
                try await connection.query("COMMIT", logger: logger)
            } catch {
                // Refused (it rolled back) or unanswered (it may have committed): either way no answer is recorded
                // here, and the claim is freed only while it is still unfinished, so a commit that happened stays.
                delivery?.end(.unrecorded)
                throw PostgresIdempotencyStoreError(operation: .transaction, table: tableName, underlying: error)
            }
            if let recorded { delivery?.end(.committed(recorded)) }
            return result
        }

        /// Whether the handler's error is a conflict PostgreSQL asks to retry (serialization failure, deadlock):
        /// its delivery is answered 503 for the client to retry, rather than a 500 recorded for good.
        private static func isTransient(_ error: any Error) -> Bool {
            guard let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
            return state == "40001" || state == "40P01"
        }

        /// Records `answer` for `claim` while the row is still unfinished and that claim's: on `connection` (inside a
        /// transaction), or on the pool. `false` when another delivery took the claim over.
        func recordAnswer(_ answer: StoredResponse, for claim: HeldClaim, on connection: PostgresConnection?)
            async throws -> Bool
        {
            guard let status = Int32(exactly: answer.status) else {
                throw PostgresIdempotencyStoreError(
                    operation: .transaction, table: tableName,
                    detail: "the status \(answer.status) does not fit a column")
            }
            let body = ByteBuffer(bytes: answer.body)
            let statement: PostgresQuery = """
                WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
                UPDATE \(unescaped: table) AS entry SET
                    status = \(status), body = \(body), finished_at = clock.now,
                    expires_at = CASE
                        WHEN entry.expires_at <= clock.now THEN clock.now + make_interval(secs => \(seconds(timeToLive)))
                        ELSE entry.expires_at END
                FROM clock
                WHERE entry.key = \(claim.storedKey) AND entry.claim_token = \(claim.token)
                    AND entry.finished_at IS NULL
                RETURNING 1
                """
            let rows: PostgresRowSequence
            if let connection {
                rows = try await connection.query(statement, logger: logger)
            } else {
                rows = try await perform(.finish) { try await client.query(statement, logger: logger) }
            }
            var updated = false
            for try await _ in rows { updated = true }
            return updated
        }
    }

    /// The handler's (or `withTransaction`'s body's) own error, kept apart from the store's while the transaction
    /// unwinds.
    private struct BodyFailure: Error {
        let error: any Error
        /// A conflict the database asks to retry.
        let isTransient: Bool
    }

    /// The claim changed hands while the handler ran: its transaction rolls back.
    private struct ClaimLost: Error, CustomStringConvertible {
        var description: String { "another delivery took the claim over while the handler ran" }
    }
#endif
