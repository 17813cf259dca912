import { describe, expect, it } from 'vitest';
import { DataKeyring } from './data-keys';
import {
  mapAuditCopy,
  openChangeValues,
  openedChange,
  resealedIfOlder,
  sealedChangeColumns,
  sealedIfClear,
} from './sealed-changes';

const V1 = 'v1:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k';
const V2 = 'v2:Hk3pW8nQ1zX6vB4mT9rY2cL7fJ0dG5sA-eU_oI3nK8w';
const old = new DataKeyring(V1);
const ring = new DataKeyring(`${V1},${V2}`);

describe("a pending change's sealed contacts", () => {
  it('seals the contacts of an edit and leaves the other fields and empty values clear', () => {
    const columns = sealedChangeColumns(
      {
        kind: 'edit',
        before: { name: 'Jon', email: null, twitter: '' },
        after: { name: 'John', email: 'jon@example.test', twitter: '@jon', phoneNumber: '15550100555' },
      },
      ring,
    );
    expect(columns).toMatchObject({
      contactHash: null,
      keyVersion: 2,
      before: { name: 'Jon', email: null, twitter: '' },
    });
    expect(columns.after.name).toBe('John');
    for (const field of ['email', 'twitter', 'phoneNumber']) expect(String(columns.after[field])).toMatch(/^v2\./);
    expect(JSON.stringify(columns)).not.toMatch(/jon@|@jon|0100555/);
    expect(openedChange(columns, ring).after).toEqual({
      name: 'John',
      email: 'jon@example.test',
      twitter: '@jon',
      phoneNumber: '15550100555',
    });
  });

  it('hashes a held contact as a lookup of any spelling finds it, and binds each value to its column', () => {
    const held = sealedChangeColumns({ kind: 'phone', before: {}, after: { phoneNumber: '15550100666' } }, ring);
    expect(ring.lookupHashes('phone', '+1 (555) 010-0666')).toContain(held.contactHash);
    // A value copied from after into before does not open.
    expect(() => openChangeValues({ phoneNumber: held.after.phoneNumber }, 'before', ring)).toThrow();
  });

  it("maps an audit copy's contacts under their context: `pending` is a change's after", () => {
    const clear = { pending: { email: 'a@example.test', name: 'N' }, email: 'b@example.test', changeId: 4 };
    const sealed = mapAuditCopy(clear, 'before', (value, column) => sealedIfClear(value, column, old))!;
    expect(openChangeValues(sealed.pending as Record<string, unknown>, 'after', old)).toEqual(clear.pending);
    expect(openChangeValues(sealed, 'before', old).email).toBe('b@example.test');
    expect(sealed.changeId).toBe(4);
    // Sealed once: a second pass keeps the texts.
    expect(mapAuditCopy(sealed, 'before', (value, column) => sealedIfClear(value, column, old))).toEqual(sealed);
    expect(mapAuditCopy(null, 'after', () => 'x')).toBeNull();
  });

  it('re-seals only the values under an older version, and leaves clear or foreign texts alone', () => {
    const v1 = sealedChangeColumns({ kind: 'email', before: {}, after: { email: 'c@example.test' } }, old).after
      .email as string;
    const again = resealedIfOlder(v1, 'after', ring);
    expect(again).toMatch(/^v2\./);
    expect(resealedIfOlder(again, 'after', ring)).toBe(again);
    expect(openChangeValues({ email: again }, 'after', new DataKeyring(V2)).email).toBe('c@example.test');
    expect(resealedIfOlder('v1.not.sealed', 'after', ring)).toBe('v1.not.sealed');
    expect(resealedIfOlder('plain@example.test', 'after', ring)).toBe('plain@example.test');
  });
});
