export function resolveFontFile(_pathname: string): string | undefined {
  return undefined;
}
