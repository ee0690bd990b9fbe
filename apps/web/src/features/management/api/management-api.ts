import type { ManagementAd, ManagementAdInput } from '@vetor/domain/ads/ads.schemas';
import type { DrugFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import type {
  ManagementClass,
  ManagementDrugCompareResponse,
  ManagementEntityResponse,
  ManagementImportResponse,
  ManagementItemCompareResponse,
  ManagementItemResponse,
} from '@vetor/domain/management/management.schemas';
import type {
  ManagementCustomer,
  ManagementCustomerUpdate,
  ManagementEditorRow,
  ManagementHealth,
  ManagementLinkCheck,
} from '@vetor/domain/management/management-ops.schemas';
import type { ManagementNews, ManagementNewsCreateBody } from '@vetor/domain/news/news.schemas';
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

/** Person (user), action code and Brasília days YYYY-MM-DD; empty means no filter. */
export interface AuditFilter {
  editor?: string;
  action?: string;
  from?: string;
  to?: string;
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
const SUBTOPICS = '/management/topics/subtopics';

export interface TopicRow {
  id: string;
  name: string;
  description: string;
  category: number;
  subtopics: { id: string; name: string; items: number }[];
}

export interface SubtopicDetail {
  id: string;
  topicId: string;
  name: string;
  items: Omit<ItemRow, 'topic' | 'category'>[];
}

export interface EntityRow {
  id: string;
  name: string;
  category: number;
  collection: string;
  kind: 'drug' | 'product';
  disabled: boolean;
}

interface Created {
  code: 'SUCCESS';
  message: string;
  id: string;
}

const sub = (id: string, topicId: string) =>
  `${SUBTOPICS}/${encodeURIComponent(id)}?topic=${encodeURIComponent(topicId)}`;
const entity = (collection: string, id: string) =>
  `/management/entities/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;

export const managementApi = {
  news: () => withToken((o) => api.get<{ news: ManagementNews[] }>('/management/news', o)),
  newsItem: (id: string) =>
    withToken((o) => api.get<{ news: ManagementNews }>(`/management/news/${encodeURIComponent(id)}`, o)),
  createNews: (body: ManagementNewsCreateBody) =>
    withToken((o) => api.post<{ news: ManagementNews }>('/management/news', body, o)),
  /** Edit and publish are one call: the whole item with `published`. */
  saveNews: (id: string, body: Omit<ManagementNewsCreateBody, 'id'>) =>
    withToken((o) => api.post<{ news: ManagementNews }>(`/management/news/${encodeURIComponent(id)}`, body, o)),
  ads: () => withToken((o) => api.get<{ ads: ManagementAd[] }>('/management/ads', o)),
  ad: (id: string) => withToken((o) => api.get<{ ad: ManagementAd }>(`/management/ads/${encodeURIComponent(id)}`, o)),
  createAd: (body: ManagementAdInput) => withToken((o) => api.post<{ ad: ManagementAd }>('/management/ads', body, o)),
  saveAd: (id: string, body: ManagementAdInput) =>
    withToken((o) => api.post<{ ad: ManagementAd }>(`/management/ads/${encodeURIComponent(id)}`, body, o)),
  login: (user: string, password: string) =>
    api.post<ManagementSession>('/management/login', { user, password }, { auth: false }),
  items: () => withToken((o) => api.get<{ items: ItemRow[] }>(ITEMS, o)),
  item: (id: string) => withToken((o) => api.get<ManagementItemResponse>(`${ITEMS}/${encodeURIComponent(id)}`, o)),
  /** Two versions side by side; without a pick the server answers published against latest. */
  compareItem: (id: string, pick: { from?: number; to?: number } = {}) =>
    withToken((o) =>
      api.get<ManagementItemCompareResponse>(`${ITEMS}/${encodeURIComponent(id)}/compare`, { ...o, query: pick }),
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
  topics: () => withToken((o) => api.get<{ topics: TopicRow[] }>('/management/topics', o)),
  saveTopic: (body: { id?: string; name: string; description: string; category: number }) =>
    withToken((o) => api.post<Created>('/management/topics', body, o)),
  saveSubtopic: (body: { topicId: string; id?: string; name: string }) =>
    withToken((o) => api.post<Created>(SUBTOPICS, body, o)),
  subtopic: (id: string, topicId: string) => withToken((o) => api.get<SubtopicDetail>(sub(id, topicId), o)),
  createItem: (id: string, topicId: string, name: string) =>
    withToken((o) =>
      api.post<Created>(
        `${SUBTOPICS}/${encodeURIComponent(id)}/items?topic=${encodeURIComponent(topicId)}`,
        { name },
        o,
      ),
    ),
  approveSubtopic: (id: string, topicId: string, available: boolean) =>
    withToken((o) =>
      api.post<SaveAnswer>(
        `${SUBTOPICS}/${encodeURIComponent(id)}/approvals?topic=${encodeURIComponent(topicId)}`,
        { available },
        o,
      ),
    ),
  uploadPhoto: (body: { name: string; base64FileExtension: string; file: string; path?: string }) =>
    withToken((o) =>
      api.post<{ url: string; key: string }>('/management/temporaries/photos', body, { ...o, timeoutMs: 60_000 }),
    ),
  entities: (q?: string) =>
    withToken((o) => api.get<{ entities: EntityRow[] }>('/management/entities', { ...o, query: { q } })),
  entity: (collection: string, id: string) =>
    withToken((o) => api.get<ManagementEntityResponse>(entity(collection, id), o)),
  saveDrug: (collection: string, id: string, file: DrugFile) =>
    withToken((o) => api.post<SaveAnswer>(entity(collection, id), file, o)),
  compareDrug: (collection: string, id: string, pick: { from?: number; to?: number } = {}) =>
    withToken((o) =>
      api.get<ManagementDrugCompareResponse>(`${entity(collection, id)}/compare`, { ...o, query: pick }),
    ),
  restoreDrug: (collection: string, id: string, version: number) =>
    withToken((o) => api.post<SaveAnswer>(`${entity(collection, id)}/versions/${version}/restorations`, {}, o)),
  approveDrug: (collection: string, id: string, available: boolean) =>
    withToken((o) => api.post<SaveAnswer>(`${entity(collection, id)}/approvals`, { available }, o)),
  exclude: (body: { id: string; category: number; tempExclusion: boolean; productExclusion: boolean }) =>
    withToken((o) => api.post<SaveAnswer>('/management/summaries-exclusion', body, o)),
  audit: (filter: AuditFilter = {}) =>
    withToken((o) =>
      api.get<{ entries: AuditEntry[]; editors: string[] }>('/management/audit', { ...o, query: { ...filter } }),
    ),
  customers: (uid: string) =>
    withToken((o) =>
      api.get<{ customers: CustomerSummary[] }>('/management/customers', { ...o, query: { uid: uid.trim() } }),
    ),
  customer: (uid: string) =>
    withToken((o) => api.get<ManagementCustomer>(`/management/customers/${encodeURIComponent(uid)}`, o)),
  updateCustomer: (uid: string, body: ManagementCustomerUpdate) =>
    withToken((o) => api.post<ManagementCustomer>(`/management/customers/${encodeURIComponent(uid)}`, body, o)),
  editors: () => withToken((o) => api.get<{ editors: ManagementEditorRow[] }>('/management/editors', o)),
  createEditor: (body: { user: string; name: string; password: string; profile: 1 | 2 }) =>
    withToken((o) => api.post<ManagementEditorRow>('/management/editors', body, o)),
  updateEditor: (id: string, body: { name?: string; profile?: 1 | 2; active?: boolean; password?: string }) =>
    withToken((o) => api.post<ManagementEditorRow>(`/management/editors/${encodeURIComponent(id)}`, body, o)),
  health: () => withToken((o) => api.get<ManagementHealth>('/management/health', o)),
  /** Visits every reference link (4 at a time, 5 s each at most): minutes on a large library. */
  checkLinks: () =>
    withToken((o) => api.post<ManagementLinkCheck>('/management/health/links', {}, { ...o, timeoutMs: 15 * 60_000 })),
};

export interface CustomerSummary {
  uid: string;
  email: string | null;
  displayName: string | null;
  blocked: boolean;
  createdAt: string;
}
