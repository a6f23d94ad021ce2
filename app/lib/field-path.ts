/** Reads and writes values by Conform field names such as `experiences[0].description`. */

export function parsePath(name: string): Array<string | number> | null {
  if (!/^[A-Za-z]+(\[\d{1,3}\])?(\.[A-Za-z]+(\[\d{1,3}\])?)*$/.test(name)) return null;
  const parts: Array<string | number> = [];
  for (const segment of name.split(".")) {
    const match = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(segment)!;
    parts.push(match[1]!);
    if (match[2] !== undefined) parts.push(Number(match[2]));
  }
  return parts;
}

export function getPath(value: unknown, name: string): unknown {
  const path = parsePath(name);
  if (!path) return undefined;
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** Returns a copy of `value` with `name` set (only along existing containers). */
export function setPath<T>(value: T, name: string, next: unknown): T {
  const path = parsePath(name);
  if (!path) return value;
  const clone = structuredClone(value) as unknown;
  let current = clone as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const child = current[key];
    if (child === null || typeof child !== "object") return value;
    current = child as Record<string | number, unknown>;
  }
  current[path[path.length - 1]!] = next;
  return clone as T;
}
