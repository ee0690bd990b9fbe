// The breadcrumb trail (spec 1 §2 Navigation rules): kept per session, starts at 'Início' (/home),
// pops when the user goes back, resets at '/'.

export interface Crumb {
  title: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { title: 'Início', path: '/home' };

export type NavigationAction = 'PUSH' | 'POP' | 'REPLACE';

export interface NavigationStep {
  path: string;
  title: string;
  action: NavigationAction;
  avoidBreadcrumb?: boolean;
}

export function initialTrail(): Crumb[] {
  return [HOME_CRUMB];
}

export function nextTrail(trail: readonly Crumb[], step: NavigationStep): Crumb[] {
  const pathOnly = step.path.split('?')[0] ?? step.path;
  if (pathOnly === '/') return initialTrail();
  if (pathOnly === HOME_CRUMB.path) return initialTrail();
  const base = trail.length ? [...trail] : initialTrail();
  if (step.avoidBreadcrumb) return base;
  const crumb = { title: step.title, path: step.path };
  if (step.action === 'POP') {
    // Back to a page on the trail: drop what came after it. Back to a page the trail never saw
    // (a deep link opened in this tab): the top entry is replaced by it.
    const i = base.findLastIndex((c) => c.path === step.path);
    if (i >= 0) return base.slice(0, i + 1);
    return base.length > 1 ? [...base.slice(0, -1), crumb] : [...base, crumb];
  }
  const last = base[base.length - 1];
  if (last?.path === step.path) return base;
  if (step.action === 'REPLACE' && base.length > 1) return [...base.slice(0, -1), crumb];
  return [...base, crumb];
}
