/**
 * The sqlite adapter's resume versions: one row per version, the snapshot as JSON; `seq` keeps the
 * order of versions taken within the same millisecond. A version goes with its resume (ON DELETE CASCADE).
 */
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { RESUME_VERSIONS_KEPT, type ResumeSnapshot, type ResumeVersionRecord, type ResumeVersionSummary, type Store } from "./types.server.ts";

type Row = Record<string, unknown>;

function summaryFromRow(row: Row): ResumeVersionSummary {
  return { id: String(row.id), resume_id: String(row.resume_id), owner_id: String(row.owner_id), label: String(row.label), created_at: String(row.created_at) };
}

function versionFromRow(row: Row): ResumeVersionRecord {
  return { ...summaryFromRow(row), snapshot: JSON.parse(String(row.snapshot)) as ResumeSnapshot };
}

export function sqliteResumeVersions(db: DatabaseSync): Store["resumeVersions"] {
  const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...(params as never[])) as Row[];
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...(params as never[]));
  return {
    async add(version, keep = RESUME_VERSIONS_KEPT) {
      const record: ResumeVersionRecord = { ...version, id: randomUUID(), created_at: version.created_at ?? new Date().toISOString() };
      db.exec("BEGIN");
      try {
        run(
          "INSERT INTO resume_versions (id, resume_id, owner_id, label, snapshot, created_at) VALUES (?,?,?,?,?,?)",
          record.id,
          record.resume_id,
          record.owner_id,
          record.label,
          JSON.stringify(record.snapshot),
          record.created_at,
        );
        run(
          `DELETE FROM resume_versions WHERE resume_id = ? AND seq NOT IN
             (SELECT seq FROM resume_versions WHERE resume_id = ? ORDER BY seq DESC LIMIT ?)`,
          record.resume_id,
          record.resume_id,
          Math.max(1, keep),
        );
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
      return record;
    },
    async list(resumeId) {
      return all("SELECT id, resume_id, owner_id, label, created_at FROM resume_versions WHERE resume_id = ? ORDER BY seq DESC", resumeId).map(summaryFromRow);
    },
    async get(id) {
      const row = db.prepare("SELECT * FROM resume_versions WHERE id = ?").get(id) as Row | undefined;
      return row ? versionFromRow(row) : null;
    },
    async listByOwner(ownerId) {
      return all("SELECT * FROM resume_versions WHERE owner_id = ? ORDER BY seq", ownerId).map(versionFromRow);
    },
    async deleteByResume(resumeId) {
      return Number(run("DELETE FROM resume_versions WHERE resume_id = ?", resumeId).changes);
    },
    async deleteByOwner(ownerId) {
      return Number(run("DELETE FROM resume_versions WHERE owner_id = ?", ownerId).changes);
    },
  };
}
