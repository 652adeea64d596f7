/** Column types shared by the table types (./types.ts and its parts). */
import type { ColumnType } from 'kysely';

/** A timestamptz the writer must give. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a default (`now()`): optional on insert. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as a JSON string, read as a value. */
export type JsonValue = ColumnType<unknown, string, string>;
/** A nullable column that may be left out on insert. */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
