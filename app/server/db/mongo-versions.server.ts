/**
 * The MongoDB adapter's resume versions. Versions taken within the same millisecond keep their
 * order through `_id` (an ObjectId grows with every document this process creates).
 */
import { randomUUID } from "node:crypto";
import type { Model } from "mongoose";
import { toRecord } from "./mongo-schemas.server.ts";
import { RESUME_VERSIONS_KEPT, type ResumeVersionRecord, type ResumeVersionSummary, type Store } from "./types.server.ts";

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;
const lean = { lean: true } as const;

export function mongoResumeVersions(model: Model<ResumeVersionRecord>): Store["resumeVersions"] {
  return {
    async add(version, keep = RESUME_VERSIONS_KEPT) {
      const record: ResumeVersionRecord = { ...version, id: randomUUID(), created_at: version.created_at ?? new Date().toISOString() };
      await model.create(record);
      const dropped = await model.find({ resume_id: record.resume_id }, { _id: 1 }, lean).sort(NEWEST_FIRST).skip(Math.max(1, keep));
      if (dropped.length > 0) await model.deleteMany({ _id: { $in: dropped.map((doc) => (doc as unknown as { _id: unknown })._id) } });
      return record;
    },
    async list(resumeId) {
      const docs = await model.find({ resume_id: resumeId }, { snapshot: 0 }, lean).sort(NEWEST_FIRST);
      return docs.map((doc) => toRecord<ResumeVersionSummary>(doc));
    },
    async get(id) {
      return toRecord<ResumeVersionRecord | null>(await model.findOne({ id }, null, lean));
    },
    async listByOwner(ownerId) {
      const docs = await model.find({ owner_id: ownerId }, null, lean).sort({ created_at: 1, _id: 1 });
      return docs.map((doc) => toRecord<ResumeVersionRecord>(doc));
    },
    async deleteByResume(resumeId) {
      return (await model.deleteMany({ resume_id: resumeId })).deletedCount;
    },
    async deleteByOwner(ownerId) {
      return (await model.deleteMany({ owner_id: ownerId })).deletedCount;
    },
  };
}
