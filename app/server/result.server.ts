/**
 * The answer of a server function that can refuse: the value, or the HTTP status, the message a
 * person reads and, for callers that answer more than a message (the plans of a 402), structured
 * details. Routes turn a failure into their own kind of answer (JSON, page data, a toast).
 *
 * `Result<T>` failures carry no details; `Result<T, D>` failures always carry them; and
 * `Result<T, D | undefined>` only some of them do.
 */
export type Failure<Details = undefined> = { ok: false; status: number; error: string } & (undefined extends Details
  ? { details?: Details }
  : { details: Details });

export type Result<T, Details = undefined> = { ok: true; value: T } | Failure<Details>;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(status: number, error: string): Failure;
export function fail<Details>(status: number, error: string, details: Details): Failure<Details>;
export function fail(status: number, error: string, details?: unknown): Failure<unknown> {
  return details === undefined ? { ok: false, status, error } : { ok: false, status, error, details };
}
