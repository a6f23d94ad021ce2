/**
 * Reads and writes values by the form's field names such as `experiences[0].description` (the
 * naming Conform reads on the server): letters, dots and list indices, nothing that reaches an
 * object's prototype.
 */

export type PathSegment = string | number;

export function parsePath(name: string): PathSegment[] | null {
  if (!/^[A-Za-z]+(\[\d{1,3}\])?(\.[A-Za-z]+(\[\d{1,3}\])?)*$/.test(name) || /(?:^|\.)(?:constructor|prototype)\b/.test(name)) return null;
  const parts: Array<string | number> = [];
  for (const segment of name.split(".")) {
    const match = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(segment)!;
    parts.push(match[1]!);
    if (match[2] !== undefined) parts.push(Number(match[2]));
  }
  return parts;
}

/** "experiences[0].title" from its segments. */
export function formatPath(path: readonly PathSegment[]): string {
  return path.map((segment, i) => (typeof segment === "number" ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join("");
}

export function getPath(value: unknown, name: string): unknown {
  const path = parsePath(name);
  if (!path) return undefined;
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PathSegment, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `values` with the value at `name` replaced by what `update` makes of it, the lists and
 * groups on the way created where missing (those along the path copied, the rest shared).
 */
export function updatePath<T extends object>(values: T, name: string, update: (previous: unknown) => unknown): T {
  const path = parsePath(name);
  if (!path) return values;
  const put = (node: unknown, depth: number): unknown => {
    const segment = path[depth]!;
    const copy = (Array.isArray(node) ? [...node] : node !== null && typeof node === "object" ? { ...node } : typeof segment === "number" ? [] : {}) as Record<
      PathSegment,
      unknown
    >;
    copy[segment] = depth === path.length - 1 ? update(copy[segment]) : put(copy[segment], depth + 1);
    return copy;
  };
  return put(values, 0) as T;
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
