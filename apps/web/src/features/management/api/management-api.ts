import type { ManagementAd } from '@vetor/domain/ads/ads.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import type {
  ManagementClass,
  ManagementImportResponse,
  ManagementItemResponse,
} from '@vetor/domain/management/management.schemas';
import type { ManagementNews } from '@vetor/domain/news/news.schemas';
import { ApiError, api, type RequestOptions } from '../../../lib/api';
import { type ManagementSession, managementSession, setManagementSession } from '../management-session';

// Every /management call: the management token (never the app's), and a 401 ends the session.

async function withToken<T>(call: (options: RequestOptions) => Promise<T>): Promise<T> {
  const session = managementSession();
  const options: RequestOptions = {
    auth: false,
    ...(session ? { headers: { authorization: `Bearer ${session.token}` } } : {}),
  };
  try {
    return await call(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setManagementSession(null);
    throw error;
  }
}

export interface ItemRow {
  id: string;
  name: string;
  topic: string;
  category: number;
  available: boolean;
  publishedVersion: number | null;
  latestVersion: number;
}

export interface SaveAnswer {
  code: 'SUCCESS';
  message: string;
  version?: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  editorUser: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const ITEMS = '/management/topics/subtopics/items';

export const managementApi = {
  news: () => withToken((o) => api.get<{ news: ManagementNews[] }>('/management/news', o)),
  /** Edit and publish are one call: the whole item with `published`. */
  saveNews: ({ id, seeded: _seeded, ...body }: ManagementNews) =>
    withToken((o) => api.post<{ news: ManagementNews }>(`/management/news/${encodeURIComponent(id)}`, body, o)),
  ads: () => withToken((o) => api.get<{ ads: ManagementAd[] }>('/management/ads', o)),
  saveAd: ({ id, confirms: _c, closes: _x, ...body }: ManagementAd) =>
    withToken((o) => api.post<{ ad: ManagementAd }>(`/management/ads/${encodeURIComponent(id)}`, body, o)),
  login: (user: string, password: string) =>
    api.post<ManagementSession>('/management/login', { user, password }, { auth: false }),
  items: () => withToken((o) => api.get<{ items: ItemRow[] }>(ITEMS, o)),
  item: (id: string) => withToken((o) => api.get<ManagementItemResponse>(`${ITEMS}/${encodeURIComponent(id)}`, o)),
  version: (id: string, version: number) =>
    withToken((o) =>
      api.get<{ version: number; status: string; content: TopicItemFile }>(
        `${ITEMS}/${encodeURIComponent(id)}/versions/${version}`,
        o,
      ),
    ),
  save: (id: string, content: TopicItemFile) =>
    withToken((o) => api.post<SaveAnswer>(`${ITEMS}/${encodeURIComponent(id)}`, content, o)),
  restore: (id: string, version: number) =>
    withToken((o) =>
      api.post<SaveAnswer>(`${ITEMS}/${encodeURIComponent(id)}/versions/${version}/restorations`, {}, o),
    ),
  approve: (id: string, available: boolean) =>
    withToken((o) => api.post<SaveAnswer>(`${ITEMS}/${encodeURIComponent(id)}/approvals`, { available }, o)),
  classes: (category?: number) =>
    withToken((o) => api.get<{ classes: ManagementClass[] }>('/management/classes', { ...o, query: { category } })),
  addClass: (c: ManagementClass) => withToken((o) => api.post<SaveAnswer>('/management/classes', c, o)),
  importClasses: (fileName: string, file: string, apply: boolean) =>
    withToken((o) =>
      api.post<ManagementImportResponse>(
        '/management/classes/imports',
        { fileName, file, apply },
        { ...o, timeoutMs: 60_000 },
      ),
    ),
  audit: () => withToken((o) => api.get<{ entries: AuditEntry[] }>('/management/audit', o)),
};
