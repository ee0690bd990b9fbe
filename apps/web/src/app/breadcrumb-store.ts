import { readJson, writeJson } from '../lib/storage';
import { createStore } from '../lib/store';
import { type Crumb, initialTrail } from './navigation/breadcrumb';

/** The trail lives in sessionStorage: per tab and per session, as the spec asks. */
export const breadcrumbStore = createStore<Crumb[]>(readJson<Crumb[]>('breadcrumb', 'session') ?? initialTrail());
breadcrumbStore.subscribe(() => writeJson('breadcrumb', breadcrumbStore.get(), 'session'));
