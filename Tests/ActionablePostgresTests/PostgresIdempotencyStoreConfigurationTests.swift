import ActionablePostgres
import PostgresNIO
import Testing

/// What the store checks before it talks to a server; these run with or without PostgreSQL.
@Suite struct PostgresIdempotencyStoreConfigurationTests {
    static let client = PostgresClient(configuration: PostgresAvailability.clientConfiguration)

    @Test(
        "A table name that is not a plain identifier is refused with a message that says what is allowed",
        arguments: [
            "", "9lives", "idempotency; DROP TABLE x", "public.idempotency", "quo\"te", "ключ",
            String(repeating: "a", count: 49),
        ]
    )
    func tableNameMustBeAnIdentifier(_ name: String) throws {
        let error = #expect(throws: PostgresIdempotencyStoreError.self) {
            try PostgresIdempotencyStore(client: Self.client, tableName: name, logger: TestDatabase.logger)
        }
        #expect(
            error?.description
                == "PostgreSQL idempotency store: configure on table \"\(name)\" failed: the table name must be 1 to 48 "
                + "letters, digits or underscores, not starting with a digit")
    }

    @Test(
        "Plain identifiers up to 48 characters are accepted as table names",
        arguments: [
            "actionable_idempotency", "Idempotency2", "_private", String(repeating: "a", count: 48),
        ])
    func plainTableNamesAreAccepted(_ name: String) throws {
        let store = try PostgresIdempotencyStore(client: Self.client, tableName: name, logger: TestDatabase.logger)
        #expect(store.tableName == name)
    }
}
