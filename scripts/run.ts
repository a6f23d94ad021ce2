/** Runs a command with inherited output; resolves with its exit code. */
import { spawn } from "node:child_process";

export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...options.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}
