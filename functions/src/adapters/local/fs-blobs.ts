/**
 * Blobs in a folder under DATA_DIR. Direct uploads go to the local upload endpoint with a signed token that binds
 * the key, content type, size limit and expiry, so the upload security the browser meets in AWS is tested here.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Blobs } from '../../ports/blobs';

const TOKEN_TTL_SECONDS = 15 * 60;
const DOWNLOAD_TTL_SECONDS = 5 * 60;

/** What a download link allows: one key, under one name, until exp. Signed apart from upload grants. */
export interface DownloadGrant {
  key: string;
  fileName: string;
  exp: number;
}

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  exp: number;
}

export class FsBlobs implements Blobs {
  private readonly root: string;
  private readonly secret: Buffer;

  constructor(
    root: string,
    private readonly publicUrl: string,
    /** LOCAL_UPLOAD_SECRET signs upload links; random per process when unset (links then die with it). */
    secret?: string,
  ) {
    this.root = resolve(root);
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  private path(key: string): string {
    const p = resolve(this.root, key);
    if (!p.startsWith(this.root + sep)) throw new Error('Invalid blob key');
    return p;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, body);
    await writeFile(`${p}.meta.json`, JSON.stringify({ contentType }));
  }

  async get(key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
    const p = this.path(key);
    try {
      const [body, meta] = await Promise.all([readFile(p), readFile(`${p}.meta.json`, 'utf8')]);
      return { body: new Uint8Array(body), contentType: JSON.parse(meta).contentType };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    const p = this.path(key);
    await Promise.all([rm(p, { force: true }), rm(`${p}.meta.json`, { force: true })]);
  }

  async list(prefix: string): Promise<string[]> {
    // The prefix names a folder (keys are paths): read that folder's tree, leaving out the content-type files.
    const dir = this.path(prefix.replace(/\/+$/, ''));
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.meta.json'))
      .map((e) => relative(this.root, resolve(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
  }

  async createUploadUrl(key: string, contentType: string, size: number) {
    const grant: UploadGrant = {
      key,
      contentType,
      maxBytes: size,
      exp: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS,
    };
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    const token = `${payload}.${this.sign(payload)}`;
    return { url: `${this.publicUrl}/local-upload/${token}`, headers: { 'content-type': contentType } };
  }

  async createDownloadUrl(key: string, fileName: string): Promise<string> {
    this.path(key);
    const grant: DownloadGrant = { key, fileName, exp: Math.floor(Date.now() / 1000) + DOWNLOAD_TTL_SECONDS };
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${this.publicUrl}/local-download/${payload}.${this.sign(`download:${payload}`)}`;
  }

  /** Checks a token from createDownloadUrl; null if forged, expired, or an upload token. */
  verifyDownloadToken(token: string): DownloadGrant | null {
    const [payload, sig] = token.split('.');
    if (!payload || !sig) return null;
    const expected = Buffer.from(this.sign(`download:${payload}`));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadGrant;
    return grant.exp * 1000 > Date.now() ? grant : null;
  }

  /** Checks a token from createUploadUrl; null if forged or expired. */
  verifyUploadToken(token: string): UploadGrant | null {
    const [payload, sig] = token.split('.');
    if (!payload || !sig) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
    return grant.exp * 1000 > Date.now() ? grant : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
