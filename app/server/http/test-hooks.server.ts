/**
 * Endpoints that exist only when VITAE_TEST_HOOKS=1 (the process-level tests set it; production
 * never does): a deliberately slow request to prove that shutdown lets in-flight work finish.
 */
import type express from "express";

export function registerTestHooks(app: express.Express) {
  app.get("/__test/slow", (req, res) => {
    const ms = Math.min(Number(req.query.ms) || 1000, 8000);
    setTimeout(() => res.json({ waited: ms }), ms);
  });
}
