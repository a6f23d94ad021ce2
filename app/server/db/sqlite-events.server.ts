/** The sqlite adapter's analytics events: appended in one transaction per batch, read in time order. */
import type { DatabaseSync } from "node:sqlite";
import type { AnalyticsEventRecord, Store } from "./types.server.ts";

type Row = Record<string, unknown>;

export function sqliteEvents(db: DatabaseSync): Store["events"] {
  const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...(params as never[])) as Row[];
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...(params as never[]));
  return {
    async insert(events) {
      const statement = db.prepare("INSERT INTO events (owner_id, session_id, event, data, timestamp, received_at) VALUES (?,?,?,?,?,?)");
      db.exec("BEGIN");
      try {
        for (const e of events) {
          statement.run(e.owner_id, e.session_id, e.event, JSON.stringify(e.data), e.timestamp, e.received_at);
        }
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    async list({ from, to, ownerId }) {
      const rows = all(
        `SELECT owner_id, session_id, event, data, timestamp, received_at FROM events
         WHERE (? IS NULL OR timestamp >= ?) AND (? IS NULL OR timestamp <= ?) AND (? IS NULL OR owner_id = ?)
         ORDER BY timestamp, seq`,
        from ?? null,
        from ?? null,
        to ?? null,
        to ?? null,
        ownerId ?? null,
        ownerId ?? null,
      );
      return rows.map((row) => ({ ...(row as unknown as AnalyticsEventRecord), data: JSON.parse(String(row.data)) }));
    },
    async deleteOlderThan(isoDate) {
      return Number(run("DELETE FROM events WHERE received_at < ?", isoDate).changes);
    },
    async deleteByOwner(ownerId) {
      return Number(run("DELETE FROM events WHERE owner_id = ?", ownerId).changes);
    },
  };
}
