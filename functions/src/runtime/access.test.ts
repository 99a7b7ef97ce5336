import { describe, expect, it, vi } from 'vitest';
import { accessOf, JOBS, routes } from '../routes';
import { AccessError, restrictDeps } from './access';
import type { Deps } from './deps';

const fakeDeps = () =>
  ({
    config: {},
    store: { getUser: vi.fn(async () => null), putRecord: vi.fn(async () => 'ok') },
    blobs: { get: vi.fn(async () => null), put: vi.fn(async () => {}), delete: vi.fn(async () => {}) },
    queue: { send: vi.fn(async () => {}) },
    mailer: { send: vi.fn(async () => {}) },
    ocr: vi.fn(async () => ({})),
    llm: null,
    payments: null,
  }) as unknown as Deps;

describe('restrictDeps: a handler sees only the ports its route entry grants', () => {
  it('a read-only route may read the table but not write it', async () => {
    const deps = restrictDeps(fakeDeps(), accessOf('my-letters'), 'route my-letters');
    await deps.store.getUser('u');
    expect(() => deps.store.putRecord({} as never, {} as never)).toThrow(AccessError);
    expect(() => deps.store.putRecord({} as never, {} as never)).toThrow(/route my-letters uses putRecord/);
  });

  it('blobs by action, and queue, mail and OCR only when granted', async () => {
    const upload = restrictDeps(fakeDeps(), accessOf('upload-url'), 'route upload-url');
    await upload.blobs.put('k', new Uint8Array(), 'image/png');
    expect(() => upload.blobs.get('k')).toThrow(/does not grant blobs: \['read'\]/);
    expect(() => upload.blobs.delete('k')).toThrow(AccessError);
    expect(() => upload.queue.send({} as never)).toThrow(/queueSend/);
    expect(() => upload.mailer.send({} as never)).toThrow(/mail/);
    expect(() => upload.ocr()).toThrow(/ocr/);
    const worker = restrictDeps(fakeDeps(), JOBS.worker.access, 'job worker');
    await worker.ocr();
    await worker.mailer.send({} as never);
  });

  it('an absent service stays absent, a present one is refused without its grant', () => {
    const deps = {
      ...fakeDeps(),
      payments: { publishableKey: 'pk', createIntent: vi.fn() },
    } as unknown as Deps;
    expect(restrictDeps(deps, accessOf('config'), 'route config').payments?.publishableKey).toBe('pk');
    expect(() => restrictDeps(deps, accessOf('health'), 'route health').payments?.publishableKey).toThrow();
    expect(restrictDeps(fakeDeps(), accessOf('health'), 'route health').llm).toBeNull();
  });

  it('every route entry names a method, a path under /api and who may call it', () => {
    for (const r of routes) {
      expect(r.path, r.name).toMatch(/^\/api(\/|$)/);
      expect(['none', 'optional', 'user', 'admin'], r.name).toContain(r.auth);
    }
  });
});
