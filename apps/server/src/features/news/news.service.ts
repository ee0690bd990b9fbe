import { AppError } from '@vetor/domain/errors';
import {
  type ManagementNewsBody,
  type NewsItem,
  type NewsListResponse,
  newsSections,
  unreadCount,
} from '@vetor/domain/news/news.schemas';
import type { Db } from '../../db/client.js';
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

export async function managementCreate(db: Db, id: string, body: ManagementNewsBody) {
  if (!(await repo.insertNews(db, id, body))) throw new AppError('NEWS_ID_IN_USE', { field: 'id' });
  return managementGet(db, id);
}

export async function managementUpdate(db: Db, id: string, body: ManagementNewsBody) {
  if (!(await repo.updateNews(db, id, body))) throw new AppError('NEWS_NOT_FOUND');
  return managementGet(db, id);
}
