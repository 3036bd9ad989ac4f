#if Postgres
    import PostgresNIO

    /// What went wrong in a ``PostgresIdempotencyStore``: the operation, the table, and the server's or the connection's
    /// reason.
    ///
    /// postgres-nio's own errors describe themselves with a generic sentence so that nothing leaks by accident; this error
    /// keeps the parts an operator needs (SQLSTATE, the server's message, the connection failure) and never the query's
    /// bound values, so keys and bodies stay out of logs.
    public struct PostgresIdempotencyStoreError: Error, CustomStringConvertible, Sendable {
        /// The store operation that failed.
        public enum Operation: String, Sendable {
            /// Creating the store: the table name is not a plain identifier.
            case configure = "configure"
            /// Creating the table and its index (``PostgresIdempotencyStore/createTableIfNeeded()``).
            case createTable = "create table"
            /// Claiming a key, storing its answer, or releasing its claim: ``PostgresIdempotencyStore/claim(key:request:)``,
            /// ``PostgresIdempotencyStore/finish(key:response:)``, ``PostgresIdempotencyStore/release(key:)``.
            case claim, finish, release
            /// Waiting for another delivery's answer (``PostgresIdempotencyStore/waitForResponse(key:timeout:)``).
            case wait = "wait for response"
            /// Deleting expired rows (``PostgresIdempotencyStore/removeExpired(limit:)``, or a clean-up after claims).
            case removeExpired = "remove expired entries"
            /// Checking that the database answers (``PostgresIdempotencyStore/checkReadiness()``).
            case check = "check the database"
            /// Running a transactional handler's transaction (`PostgresIdempotencyStore.transactional(_:)`):
            /// beginning it, a query through a ``PostgresTransaction`` that has ended, recording the answer, committing.
            case transaction = "run a handler's transaction"
        }

        /// The store operation that failed.
        public let operation: Operation
        /// The name of the store's table.
        public let table: String
        /// Why, in one line.
        public let detail: String
        /// The SQLSTATE code when the server refused the statement (for example `42501` for a missing permission).
        public let sqlState: String?
        /// Whether the store refused without trying: the database did not answer its last check.
        public let isUnavailable: Bool

        init(operation: Operation, table: String, detail: String, sqlState: String? = nil, isUnavailable: Bool = false)
        {
            self.operation = operation
            self.table = table
            self.detail = detail
            self.sqlState = sqlState
            self.isUnavailable = isUnavailable
        }

        init(operation: Operation, table: String, underlying error: any Error) {
            // A failed transaction wraps the error that failed it; the statement's own error is the one worth reading.
            if let transaction = error as? PostgresTransactionError,
                let cause = transaction.beginError ?? transaction.closureError ?? transaction.commitError
            {
                self.init(operation: operation, table: table, underlying: cause)
                return
            }
            var detail: String
            var sqlState: String?
            if let error = error as? PSQLError {
                if let server = error.serverInfo, let message = server[.message] {
                    sqlState = server[.sqlState]
                    detail = "the server refused: \(message)"
                    if let hint = server[.hint] { detail += " (hint: \(hint))" }
                } else if let underlying = error.underlying {
                    detail = "\(error.code): \(underlying)"
                } else {
                    detail = "\(error.code)"
                }
            } else {
                detail = "\(error)"
            }
            self.init(operation: operation, table: table, detail: detail, sqlState: sqlState)
        }

        public var description: String {
            let code = sqlState.map { " [SQLSTATE \($0)]" } ?? ""
            return "PostgreSQL idempotency store: \(operation.rawValue) on table \"\(table)\" failed: \(detail)\(code)"
        }
    }
#endif
