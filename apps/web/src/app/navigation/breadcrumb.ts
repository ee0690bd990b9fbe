// The breadcrumb trail (docs/product/platform-accounts-subscription.md §2 Navigation rules): kept per session, starts at 'Início' (/home),
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
  /** The first page of a page load (a typed or pasted URL): the old trail does not lead here. */
  fresh?: boolean;
}

/** Opening a category list starts a new trail (docs/product/content-and-study.md §4): Início › the list. */
export function startsTrail(path: string): boolean {
  const pathOnly = path.split('?')[0] ?? path;
  return pathOnly === '/items' || pathOnly.startsWith('/items/') || pathOnly === '/calculators';
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
  if (step.fresh) {
    // A reload keeps its trail; a URL typed into a new page load starts over from home.
    const i = base.findLastIndex((c) => c.path === step.path);
    return i >= 0 ? base.slice(0, i + 1) : [HOME_CRUMB, crumb];
  }
  if (step.action !== 'POP' && startsTrail(step.path)) return [HOME_CRUMB, crumb];
  if (step.action === 'POP') {
    // Back to a page on the trail: drop what came after it. Back to a page the trail never saw
    // (a deep link opened in this tab): the top entry is replaced by it.
    const i = base.findLastIndex((c) => c.path === step.path);
    if (i >= 0) return base.slice(0, i + 1);
    return base.length > 1 ? [...base.slice(0, -1), crumb] : [...base, crumb];
  }
  // A page already on the trail is not added twice: the trail goes back to it (saving "Nome
  // completo" returns to "Meus dados", which read "Início › Meus dados › Meus dados" before).
  const onTrail = base.findLastIndex((c) => c.path === step.path);
  if (onTrail >= 0) return base.slice(0, onTrail + 1);
  if (step.action === 'REPLACE' && base.length > 1) return [...base.slice(0, -1), crumb];
  return [...base, crumb];
}

/** A page names itself once its data is there ("Cefalexina" instead of "Medicamento"). */
export function retitle(trail: readonly Crumb[], path: string, title: string): Crumb[] {
  return trail.map((c) => (c.path === path && c.title !== title ? { ...c, title } : c));
}
