// Carousel photo uploads (POST /management/temporaries/photos) into the file store. The bytes must
// be what the extension says (checked on the file's signature, not trusted from the name).
import { randomUUID } from 'node:crypto';
import { AppError } from '@vetor/domain/errors';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@vetor/domain/management/management.schemas';
import type { Db } from '../../db/client.js';
import type { Files } from '../../plugins/files.js';
import * as repo from './management.repository.js';

type PhotoExtension = keyof typeof PHOTO_TYPES;

const signatures: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Where uploaded photos live in the store; the public read serves only this prefix. */
export const PHOTO_PREFIX = 'management/photos';
export const PHOTO_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export function decodePhoto(extension: string, base64: string): { body: Buffer; contentType: string; ext: string } {
  const contentType = PHOTO_TYPES[extension as PhotoExtension];
  if (!contentType) throw new AppError('PHOTO_INVALID');
  const data = base64.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new AppError('READ_FILE_ERROR');
  const body = Buffer.from(data, 'base64');
  if (body.length === 0) throw new AppError('READ_FILE_ERROR');
  if (body.length > PHOTO_MAX_BYTES) throw new AppError('PHOTO_INVALID', { status: 413 });
  if (!signatures[contentType]?.(body)) throw new AppError('PHOTO_INVALID');
  return { body, contentType, ext: extension === 'jpeg' ? 'jpg' : extension };
}

/**
 * Stores the photo under a fresh name and answers the key and the URL the app will load. The row
 * goes first: if the bytes then fail to store, the sweep removes a row with no file, and never
 * leaves a file nobody knows about.
 */
export async function storePhoto(db: Db, files: Files, editorId: string, extension: string, base64: string) {
  const photo = decodePhoto(extension, base64);
  const name = `${randomUUID()}.${photo.ext}`;
  const key = `${PHOTO_PREFIX}/${name}`;
  await repo.insertPhoto(db, key, editorId);
  await files.put(key, photo.body, photo.contentType);
  return { key, url: `/api/management/photos/${name}` };
}

/** An upload no version refers to is kept this long: the editor may still be writing the item. */
export const ORPHAN_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;
export const ORPHAN_PHOTO_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The orphan-photo job (clean-up registry, `management:orphan-photos`): deletes from the file store
 * every photo uploaded more than 24 h before `now` that no stored version of an item or a drug
 * refers to (replaced or removed before it was ever saved, or uploaded and abandoned). Photos of
 * old versions stay, so restoring a version brings its photos back. Idempotent: two instances may
 * sweep at once. Answers how many photos it deleted.
 */
export async function sweepOrphanPhotos(db: Db, files: Files, now: Date): Promise<number> {
  const candidates = await repo.photosUploadedBefore(db, new Date(now.getTime() - ORPHAN_PHOTO_GRACE_MS));
  if (!candidates.length) return 0;
  const referenced = await repo.referencedPhotoNames(db);
  const orphans = candidates.filter((c) => !referenced.has(c.key.slice(PHOTO_PREFIX.length + 1)));
  for (const { key } of orphans) {
    await files.delete(key);
    // After the bytes: a failed delete leaves the row, and the next sweep tries again.
    await db.transaction(async (tx) => {
      await repo.deletePhotoRow(tx, key);
      await repo.insertAudit(tx, {
        editorId: 'system',
        editorUser: 'sistema',
        action: 'photo.sweep',
        target: `file:${key}`,
      });
    });
  }
  return orphans.length;
}
