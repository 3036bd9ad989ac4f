// Placeholder so the target builds while PostgresIdempotencyStore is written.
import ActionableHummingbird
