import { describe, expect, it } from 'vitest';
import { DataKeyring } from './data-keys';
import { guyContactHashRows } from './guy-contacts';

const V1 = 'v1:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k';
const V2 = 'v2:Hk3pW8nQ1zX6vB4mT9rY2cL7fJ0dG5sA-eU_oI3nK8w';
const ring = new DataKeyring(`${V1},${V2}`);
const none = { phone: null, email: null, account_email: null };

describe("a guy's contact hashes", () => {
  it('hash every spelling of a whole number alike, as the timewaster side stores it', () => {
    const spellings = ['+1 (901) 555-0188', '901.555.0188', '1 901 555 0188', '9015550188'];
    const hashes = spellings.map((phone) => guyContactHashRows(7, { ...none, phone }, ring));
    for (const rows of hashes) expect(rows).toEqual(hashes[0]);
    expect(hashes[0]!.map((row) => [row.source, row.keyVersion, row.hash])).toEqual([
      ['phone', 2, ring.hash('phone', '19015550188', 2)],
      ['phone', 1, ring.hash('phone', '19015550188', 1)],
    ]);
  });

  it('give a phone of fewer than 7 digits no hash: a fragment matches nothing', () => {
    expect(guyContactHashRows(7, { ...none, phone: '555-018' }, ring)).toEqual([]);
    expect(guyContactHashRows(7, { ...none, phone: '555-0188' }, ring)).toHaveLength(2);
  });

  it('hash both e-mails trimmed and lower-cased, under every version, and skip what is empty', () => {
    const rows = guyContactHashRows(
      7,
      { phone: '', email: ' Rex@Example.TEST ', account_email: 'rex@example.test' },
      ring,
    );
    expect(rows.map((row) => [row.source, row.keyVersion])).toEqual([
      ['email', 2],
      ['email', 1],
      ['account_email', 2],
      ['account_email', 1],
    ]);
    expect(new Set(rows.filter((row) => row.keyVersion === 2).map((row) => row.hash)).size).toBe(1);
    expect(rows[0]!.hash).toBe(ring.hash('email', 'rex@example.test', 2));
  });
});
