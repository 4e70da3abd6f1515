import { link, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStored } from '#server/lib/storage';
import { type TestApp, createTestApp } from '../app';

describe('/uploads serves only plain files of its folder', () => {
  let t: TestApp;
  let uploads: string;
  let outside: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    uploads = path.join(t.dataDir, 'uploads');
    outside = await mkdtemp(path.join(tmpdir(), 'shop-outside-'));
    await mkdir(path.join(uploads, 'products/p1'), { recursive: true });
    await writeFile(path.join(uploads, 'products/p1/a.webp'), 'RIFF-imagen');
    await writeFile(path.join(outside, 'secreto.webp'), 'secreto');
    // Links placed by hand (or by an older restore): out to /etc, out by a relative path, a
    // linked folder, a hard link to a file outside, and a link to a file of uploads itself.
    await symlink('/etc/passwd', path.join(uploads, 'passwd.webp'));
    const up = path.relative(uploads, '/');
    await symlink(path.join(up, 'etc/hostname'), path.join(uploads, 'products/p1/hostname.webp'));
    await symlink('/etc', path.join(uploads, 'products/etc'));
    await link(path.join(outside, 'secreto.webp'), path.join(uploads, 'duro.webp'));
    await symlink('products/p1/a.webp', path.join(uploads, 'alias.webp'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(outside, { recursive: true, force: true });
  });

  it('serves a plain image', async () => {
    const response = await t.app.inject({ url: '/uploads/products/p1/a.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('RIFF-imagen');
  });

  it.each([
    '/uploads/passwd.webp',
    '/uploads/products/p1/hostname.webp',
    '/uploads/products/etc/passwd',
    '/uploads/products/etc/hostname',
    '/uploads/duro.webp',
    '/uploads/alias.webp',
  ])('answers 404 to the link %s, not what it points at', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toMatch(/root:|secreto|RIFF/);
    }
  });

  it('reads no link for the feeds’ copies either', async () => {
    expect(await readStored(t.app.shop.storage, 'passwd.webp')).toBeNull();
    expect(await readStored(t.app.shop.storage, 'products/etc/passwd')).toBeNull();
    expect((await readStored(t.app.shop.storage, 'products/p1/a.webp'))?.toString()).toBe(
      'RIFF-imagen',
    );
  });
});
