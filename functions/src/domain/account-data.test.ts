import { describe, expect, it } from 'vitest';
import { blobKeysOf } from './account-data';
import { safeName } from './account-export';

const base = { id: 'l1', userId: 'u1', createdAt: '', updatedAt: '' };

describe('blobKeysOf', () => {
  it("finds the user's own file keys in any field, lists included", () => {
    expect(
      blobKeysOf(
        {
          ...base,
          originalKey: 'originals/u1/l1',
          attachments: ['attachments/u1/a.pdf', 'attachments/u1/b.png', 42],
          note: 'see originals/u1/l1 for the scan',
        } as never,
        'u1',
      ),
    ).toEqual(['originals/u1/l1', 'attachments/u1/a.pdf', 'attachments/u1/b.png']);
  });

  it("never another user's key, nor paths that climb out", () => {
    expect(
      blobKeysOf(
        {
          ...base,
          a: 'originals/u2/l1',
          b: 'originals/u1/../u2/x',
          c: '/originals/u1/x',
          d: 'originals/u10/x',
        } as never,
        'u1',
      ),
    ).toEqual([]);
  });
});

describe('safeName', () => {
  it('keeps a readable name with no separators or control characters', () => {
    expect(safeName('demand from Lowell.pdf')).toBe('demand from Lowell.pdf');
    expect(safeName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeName('a\u0000b\\c/d:e')).toBe('a_b_c_d_e');
    expect(safeName('')).toBe('file');
    expect(safeName('x'.repeat(300))).toHaveLength(80);
  });
});
