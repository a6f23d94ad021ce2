/**
 * Durability: 100 concurrent Pro visitors create resumes (POST /api/generate-resume) and
 * save edits (POST /edit/:id) against the sqlite store of a real server process, which is killed
 * with SIGKILL mid-run. After a restart on the same DATA_DIR every acknowledged write (2xx, or the
 * 302 after an edit is saved) is there and intact, and the database passes PRAGMA integrity_check.
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../app/server/db/sqlite.server.ts";
import { startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const WRITERS = 100;
const KILL_AFTER_MS = 2_500;

interface Expected {
  visitor: Visitor;
  resumeId: string;
  /** The last acknowledged content. */
  acked: Version;
  /** A write that was in flight when the process died (either version may be stored). */
  inFlight: Version | null;
}
interface Version {
  summary: string;
  jobTitle: string;
  city: string;
}

function resumeBody(v: Version) {
  return {
    personalInfo: { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", phone: "+1 555 0100", city: v.city, summary: v.summary },
    experiences: [{ jobTitle: v.jobTitle, company: "Navy", startDate: "1943-12", description: "Compilers and ✓ unicode — 日本語 — 👩‍💻." }],
    education: [{ degree: "PhD", school: "Yale", graduationYear: "1934" }],
    skills: { technicalSkills: "COBOL, FLOW-MATIC" },
  };
}

function editForm(v: Version): string {
  return new URLSearchParams({
    intent: "save",
    "personalInfo.firstName": "Grace",
    "personalInfo.lastName": "Hopper",
    "personalInfo.email": "grace@example.com",
    "personalInfo.phone": "+1 555 0100",
    "personalInfo.city": v.city,
    "personalInfo.summary": v.summary,
    "experiences[0].jobTitle": v.jobTitle,
    "experiences[0].company": "Navy",
    "experiences[0].startDate": "1943-12",
    "experiences[0].description": "Compilers and ✓ unicode — 日本語 — 👩‍💻.",
    "education[0].degree": "PhD",
    "education[0].school": "Yale",
    "education[0].graduationYear": "1934",
    "skills.technicalSkills": "COBOL, FLOW-MATIC",
  }).toString();
}

describe("durability under SIGKILL", () => {
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  afterAll(async () => {
    await first?.stop("SIGKILL");
    await second?.stop("SIGKILL");
  });

  it("keeps every acknowledged resume and an intact database after kill -9 mid-run", async () => {
    first = await startServer({ env: { RATE_LIMIT_SCALE: "1000" } });
    const dataDir = first.dataDir;
    const dbFile = path.join(dataDir, "vitae.sqlite");

    // 100 Pro visitors (seeded through the sqlite file, as the builder tests do)
    const visitors = await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        const visitor = new Visitor(first!.url);
        await visitor.fetch("/healthz");
        await visitor.fetch("/privacy-policy");
        return visitor;
      }),
    );
    const seed = openSqliteStore({ file: dbFile, objectsDir: path.join(dataDir, "objects") });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    for (const visitor of visitors) await seed.visitors.grant(visitor.id, { tier: "pro", pro_until: until, reset_generation_count: true });
    await seed.close();

    const expected: Expected[] = [];
    let killed = false;
    let sent = 0;
    let acknowledged = 0;
    let failedBeforeKill = 0;

    async function writer(visitor: Visitor, w: number) {
      for (let round = 0; !killed; round++) {
        const created: Version = { summary: `writer ${w} resume ${round} created`, jobTitle: `Engineer ${w}.${round}`, city: `City ${w}` };
        let resumeId: string;
        try {
          sent += 1;
          const response = await visitor.postJson("/api/generate-resume", resumeBody(created));
          if (response.status !== 201) {
            if (!killed) failedBeforeKill += 1;
            continue;
          }
          resumeId = ((await response.json()) as { resumeId: string }).resumeId;
        } catch {
          return; // the process is gone
        }
        acknowledged += 1;
        const entry: Expected = { visitor, resumeId, acked: created, inFlight: null };
        expected.push(entry);
        for (let edit = 0; edit < 2 && !killed; edit++) {
          const next: Version = {
            summary: `writer ${w} resume ${round} edit ${edit}${" ·".repeat(edit * 50)}`,
            jobTitle: `Lead ${w}.${round}.${edit}`,
            city: `Town ${w}.${edit}`,
          };
          entry.inFlight = next;
          try {
            sent += 1;
            const response = await visitor.fetch(`/edit/${resumeId}`, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: editForm(next),
            });
            await response.arrayBuffer();
            if (response.status === 302) {
              acknowledged += 1;
              entry.acked = next;
              entry.inFlight = null;
            } else if (!killed) {
              failedBeforeKill += 1;
            }
          } catch {
            return; // no answer: the edit may or may not have landed
          }
        }
      }
    }

    const running = visitors.map((visitor, w) => writer(visitor, w));
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    first.child.kill("SIGKILL");
    killed = true;
    await first.exited;
    await Promise.all(running);

    console.log(
      `durability: ${WRITERS} writers, ${sent} requests sent, ${acknowledged} writes acknowledged, ${expected.length} resumes acknowledged before kill -9`,
    );
    expect(failedBeforeKill).toBe(0);
    expect(expected.length).toBeGreaterThan(WRITERS / 2);

    // restart on the same data and read everything back as its owner
    second = await startServer({ dataDir, env: { RATE_LIMIT_SCALE: "1000" } });
    let found = 0;
    const mismatches: string[] = [];
    for (const entry of expected) {
      const response = await fetch(`${second.url}/api/resume/${entry.resumeId}`, { headers: { cookie: entry.visitor.cookie } });
      if (response.status !== 200) {
        mismatches.push(`${entry.resumeId}: ${response.status}`);
        continue;
      }
      const stored = (await response.json()) as {
        personalInfo: Record<string, string>;
        experiences: Array<Record<string, string>>;
        education: Array<Record<string, string>>;
        skills: Record<string, string>;
      };
      const matches = (v: Version) =>
        stored.personalInfo.summary === v.summary &&
        stored.personalInfo.city === v.city &&
        stored.experiences[0]?.jobTitle === v.jobTitle &&
        stored.experiences[0]?.description === "Compilers and ✓ unicode — 日本語 — 👩‍💻." &&
        stored.personalInfo.firstName === "Grace" &&
        stored.personalInfo.email === "grace@example.com" &&
        stored.education[0]?.school === "Yale" &&
        stored.skills.technicalSkills === "COBOL, FLOW-MATIC";
      if (matches(entry.acked) || (entry.inFlight && matches(entry.inFlight))) found += 1;
      else mismatches.push(`${entry.resumeId}: expected "${entry.acked.summary}", stored "${stored.personalInfo.summary}"`);
    }
    console.log(`durability: ${found} of ${expected.length} acknowledged resumes found intact after restart`);
    expect(mismatches).toEqual([]);
    expect(found).toBe(expected.length);

    // a clean shutdown of the restarted server, then the database's own check
    expect(await second.stop("SIGTERM")).toBe(0);
    const db = new DatabaseSync(dbFile);
    try {
      const rows = db.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
      expect(rows).toEqual([{ integrity_check: "ok" }]);
      const { count } = db.prepare("SELECT count(*) AS count FROM resumes").get() as { count: number };
      expect(count).toBeGreaterThanOrEqual(expected.length);
    } finally {
      db.close();
    }
  }, 90_000);
});
