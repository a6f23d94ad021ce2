/**
 * Keeps one instance of a value per process, even when the module is loaded twice
 * (once by server.ts through Node's type stripping, once inside the Vite-built app bundle,
 * or again after a dev hot reload). Both copies find the same instance on globalThis.
 */
export function remember<T>(name: string, create: () => T): T {
  const registry = globalThis as unknown as { __vitaeSingletons?: Map<string, unknown> };
  registry.__vitaeSingletons ??= new Map();
  if (!registry.__vitaeSingletons.has(name)) registry.__vitaeSingletons.set(name, create());
  return registry.__vitaeSingletons.get(name) as T;
}

/** The value remembered under this name, without creating one. */
export function recall<T>(name: string): T | undefined {
  const registry = globalThis as unknown as { __vitaeSingletons?: Map<string, unknown> };
  return registry.__vitaeSingletons?.get(name) as T | undefined;
}

export function forget(name: string): void {
  const registry = globalThis as unknown as { __vitaeSingletons?: Map<string, unknown> };
  registry.__vitaeSingletons?.delete(name);
}
