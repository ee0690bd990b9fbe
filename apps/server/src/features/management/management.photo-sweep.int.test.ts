import type { DrugFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managementPhotos } from '../../db/schema.js';
import { startS3 } from '../../test/s3-peer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createEditor } from './management.service.js';

// The orphan-photo job of the clean-up registry on a real database and a real file store (local
// directory, then an S3 peer from npm): an upload no stored version refers to is deleted a day
// after its upload; photos of drafts, of drugs and of old versions stay; a recent upload waits.

const PASSWORD = 'senha-forte-admin-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JOB = 'management:orphan-photos';
const DAY = 24 * 60 * 60 * 1000;
const ITEM = '/api/management/topics/subtopics/items/choque-septico';
const DRUG = '/api/management/entities/drugs/acepromazina';

describe.each(['local', 's3'] as const)('orphan photo sweep on the %s file store', (backend) => {
  let t: TestApp;
  let token: string;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
  const upload = async (name: string) => {
    const res = await inject('POST', '/api/management/temporaries/photos', {
      name,
      base64FileExtension: 'png',
      file: PNG.toString('base64'),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { key: string; url: string };
  };
  const exists = async (key: string) => (await t.app.files.get(key)) !== null;
  const withPhoto = <S extends { sections?: unknown[] }>(section: S, url: string): S => ({
    ...section,
    sections: [...(section.sections ?? []), { style: 6, photos: [{ url, alt: 'Foto de teste' }] }],
  });

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3();
    t = await createTestApp(s3 ? { S3_URL: s3.url } : {});
    expect(t.app.files.kind).toBe(backend);
    await createEditor(t.database.db, { user: 'ana', name: 'Ana', password: PASSWORD, profile: 1 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/management/login',
      payload: { user: 'ana', password: PASSWORD },
    });
    token = login.json().token as string;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('is registered in the clean-up registry', () => {
    expect(t.app.cleanUp.names()).toContain(JOB);
  });

  it('deletes only uploads nothing refers to, and only a day after their upload', async () => {
    const inItem = await upload('no-item.png');
    const inOldVersion = await upload('versao-antiga.png');
    const inDrug = await upload('na-droga.png');
    const abandoned = await upload('abandonada.png');

    // The item's draft refers to inOldVersion, then a later draft swaps it for inItem (the old
    // version still refers to it); the drug's draft refers to inDrug; nothing refers to abandoned.
    const item = (await inject('GET', ITEM)).json() as { content: TopicItemFile };
    const [first, ...rest] = item.content.sections;
    const save = (url: string) =>
      inject('POST', ITEM, { ...item.content, sections: [withPhoto(first!, url), ...rest] });
    expect((await save(inOldVersion.url)).statusCode).toBe(200);
    expect((await save(inItem.url)).statusCode).toBe(200);
    const drug = (await inject('GET', DRUG)).json() as { content: DrugFile };
    const [info, ...moreInfo] = drug.content.info;
    const savedDrug = await inject('POST', DRUG, {
      ...drug.content,
      info: [withPhoto(info!, inDrug.url), ...moreInfo],
    });
    expect(savedDrug.statusCode).toBe(200);

    // Within the day of grace nothing goes, not even the abandoned upload.
    expect(await t.app.cleanUp.run(JOB, new Date())).toBe(0);
    expect(await exists(abandoned.key)).toBe(true);

    // The abandoned upload was made two days ago; a new unreferenced upload is still in its grace.
    const backdated = new Date(Date.now() - 2 * DAY);
    for (const old of [inItem, inOldVersion, inDrug, abandoned])
      await t.database.db
        .update(managementPhotos)
        .set({ uploadedAt: backdated })
        .where(eq(managementPhotos.key, old.key));
    const recent = await upload('recente.png');
    expect(await t.app.cleanUp.run(JOB, new Date())).toBe(1);
    expect(await exists(abandoned.key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: abandoned.url })).statusCode).toBe(404);
    expect(await exists(recent.key)).toBe(true);
    for (const kept of [inItem, inOldVersion, inDrug]) {
      expect(await exists(kept.key)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    }

    // A day later the recent one, still unreferenced, goes too.
    const tomorrow = new Date(Date.now() + DAY + 60_000);
    expect(await t.app.cleanUp.run(JOB, tomorrow)).toBe(1);
    expect(await exists(recent.key)).toBe(false);

    // Every deletion is in the audit log, and a second sweep finds nothing more to do.
    const audit = (await inject('GET', '/api/management/audit')).json().entries as { action: string; target: string }[];
    expect(audit.filter((e) => e.action === 'photo.sweep').map((e) => e.target)).toEqual(
      expect.arrayContaining([`file:${abandoned.key}`, `file:${recent.key}`]),
    );
    expect(await t.app.cleanUp.run(JOB, tomorrow)).toBe(0);
  });
});
