import { AppError } from '@vetor/domain/errors';
import {
  type ManagementNewsBody,
  type NewsItem,
  type NewsListResponse,
  newsSections,
  unreadCount,
} from '@vetor/domain/news/news.schemas';
import type { Db } from '../../db/client.js';
import type { AuditedEditor } from '../../lib/editor-guard.js';
import * as repo from './news.repository.js';

// News for readers (published items with unread marks) and for editors (everything).

export async function list(db: Db, uid: string): Promise<NewsListResponse> {
  const rows = await repo.listPublished(db, uid);
  const items: NewsItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    sections: newsSections(r.blocks),
    photo: r.photo,
    date: r.date,
    category: r.category,
    link: r.link,
    references: r.references,
    read: r.read,
  }));
  return { news: items, unread: unreadCount(items) };
}

export async function markRead(db: Db, uid: string, id: string): Promise<{ unread: number }> {
  if (!(await repo.isPublished(db, id))) throw new AppError('NEWS_NOT_FOUND');
  await repo.markRead(db, uid, id);
  return { unread: await repo.countUnread(db, uid) };
}

export async function managementList(db: Db) {
  return { news: await repo.listAll(db) };
}

export async function managementGet(db: Db, id: string) {
  const item = await repo.findOne(db, id);
  if (!item) throw new AppError('NEWS_NOT_FOUND');
  return { news: item };
}

/** What an editor's change does, as the audit log names it. */
function actionOf(before: { published: boolean }, after: { published: boolean }): string {
  if (before.published === after.published) return 'news.save';
  return after.published ? 'news.publish' : 'news.unpublish';
}

/** The item and its audit row commit together: no change without its trail, no trail without a change. */
export async function managementCreate(db: Db, editor: AuditedEditor, id: string, body: ManagementNewsBody) {
  await db.transaction(async (tx) => {
    if (!(await repo.insertNews(tx, id, body))) throw new AppError('NEWS_ID_IN_USE', { field: 'id' });
    await editor.audit(tx, { action: 'news.create', target: `news:${id}`, after: body });
  });
  return managementGet(db, id);
}

export async function managementUpdate(db: Db, editor: AuditedEditor, id: string, body: ManagementNewsBody) {
  await db.transaction(async (tx) => {
    const before = await repo.findOne(tx, id);
    if (!before || !(await repo.updateNews(tx, id, body))) throw new AppError('NEWS_NOT_FOUND');
    await editor.audit(tx, { action: actionOf(before, body), target: `news:${id}`, before, after: body });
  });
  return managementGet(db, id);
}
