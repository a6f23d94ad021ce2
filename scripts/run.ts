/**
 * Runs a command with inherited output; resolves with its exit code. With `held`, the output is
 * kept and written in one piece when the command ends, so that two commands run side by side do
 * not interleave their logs.
 */
import { spawn } from "node:child_process";

export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; held?: boolean } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: options.held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...options.env } });
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    child.on("exit", (code, signal) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}
