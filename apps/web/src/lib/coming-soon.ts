// Which entry points lead to areas not built yet. The home menu owns the flags
// (features/home/home-menu.ts); the app layer registers them here at start, so any screen (the
// drug header's interactions button, a typed list URL) can say "em breve" without importing home.

let soon = new Map<string, string>();

/** path → the em-breve page of its area. */
export function registerComingSoon(entries: Iterable<readonly [path: string, target: string]>): void {
  soon = new Map(entries);
}

/** The em-breve page for a path whose area is not built yet, or undefined when it is available. */
export function comingSoonTarget(path: string): string | undefined {
  return soon.get(path);
}
