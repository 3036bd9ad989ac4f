#if HTTP && Postgres
    import ActionableRuntime
    import ActionablePostgres
    import PostgresNIO

    /// The example's handlers in the transactional mode (`serve --transactional`): each writes its effect as a row of
    /// `actionable_example_effects`, in the transaction that records the delivery's answer, so an effect is committed
    /// exactly once per delivery whatever crashes (`scripts/chaos.sh` with `CHAOS_HANDLER=transactional` counts them).
    struct TransactionalInvites {
        static let table = "actionable_example_effects"

        let store: PostgresIdempotencyStore

        /// Creates the effects table when it is missing; instances starting together take turns.
        func createTableIfNeeded() async throws {
            try await store.withTransaction { transaction in
                try await transaction.query("SELECT pg_advisory_xact_lock(hashtext(\(Self.table)))")
                try await transaction.query(
                    """
                    CREATE TABLE IF NOT EXISTS actionable_example_effects (
                        id bigserial PRIMARY KEY,
                        notification_id text NOT NULL,
                        category text NOT NULL,
                        action text NOT NULL,
                        request_id text NOT NULL,
                        written_at timestamptz NOT NULL DEFAULT now()
                    )
                    """)
            }
        }

        func register(on builder: inout ActionDispatcher.Builder) {
            let handlers: [(category: String, action: String, message: String)] = [
                ("INVITE_CATEGORY", "ACCEPT_IDENTIFIER", "invitation accepted"),
                ("INVITE_CATEGORY", "DECLINE_IDENTIFIER", "invitation declined"),
                ("CHAT_MESSAGE", "REPLY", "reply stored"),
                ("CHAT_MESSAGE", "MARK_AS_READ", "marked as read"),
            ]
            for (category, action, message) in handlers {
                builder.on(
                    category, action,
                    store.transactional { response, context, transaction in
                        try await transaction.query(
                            """
                            INSERT INTO actionable_example_effects (notification_id, category, action, request_id)
                            VALUES (\(response.notificationIdentifier), \(category), \(action), \(context.requestID))
                            """)
                        // Logged at each run, committed or not: the effects table counts what committed.
                        context.logger.info("Handled action")
                        // The same answers as InviteService's handlers.
                        guard action == "ACCEPT_IDENTIFIER" else { return HandlerResult(message: message) }
                        return HandlerResult(
                            message: message, data: ["invite-id": response.userInfo["invite-id"] ?? .null])
                    })
            }
        }
    }
#endif
