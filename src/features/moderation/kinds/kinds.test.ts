import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reasonCodesFor } from '@/features/due-process/reason-codes';
import { BULK_KINDS, BULK_SECTIONS } from '../bulk-kinds';
import { DECIDED_ITEM_KINDS } from '../item-kinds';
import { QUEUE_SECTIONS } from '../sections';
import { DECIDED_ITEMS, KIND_KEYS, KINDS } from '.';
import type { Kind } from './define';
import { KIND_ENTRIES } from './entries';

const kinds = KIND_KEYS.map((key) => [key, KINDS[key] as Kind<unknown>] as const);

describe('the moderation kinds', () => {
  it('each have an entry, in the order the page shows them', () => {
    expect(Object.keys(KIND_ENTRIES)).toEqual(KIND_KEYS);
    expect(QUEUE_SECTIONS.map((section) => section.key)).toEqual(KIND_KEYS);
  });

  it.each(kinds)('%s is complete: its rows, their list, and what the filters read', (_key, kind) => {
    expect(kind.id.table).toBe(kind.table);
    expect(kind.filterable.words.length).toBeGreaterThan(0);
    if ('list' in kind) expect(kind.list).toBeTypeOf('function');
    else {
      expect(Object.keys(kind.fields)).toContain('id');
      expect(kind.orderBy).toBeDefined();
    }
  });

  it('are claimed and held exactly when they are decided', () => {
    const decided = KIND_KEYS.filter((key) => (KINDS[key] as Kind<unknown>).decided);
    expect([...DECIDED_ITEM_KINDS].sort()).toEqual([...decided].sort());
    expect(Object.keys(DECIDED_ITEMS).sort()).toEqual([...decided].sort());
  });

  it.each(DECIDED_ITEM_KINDS)('%s names its version, its audited decisions and a decision kind with reasons', (key) => {
    const { table, decided, decisionKind, fields } = DECIDED_ITEMS[key] as Kind<unknown> & {
      decided: NonNullable<Kind<unknown>['decided']>;
      fields?: Record<string, unknown>;
    };
    expect(decided.version.table).toBe(table);
    expect(decided.subjectTable).toBe(getTableName(table));
    expect(decided.actions.length).toBeGreaterThan(0);
    if (fields) expect(Object.keys(fields)).toContain('version');
    expect(decisionKind).not.toBeNull();
    expect(reasonCodesFor(decisionKind!, true).length).toBeGreaterThan(1);
    expect(reasonCodesFor(decisionKind!, false).length).toBeGreaterThan(1);
  });

  it('decide in bulk with their own decision kind’s reasons', () => {
    for (const key of BULK_SECTIONS) {
      expect(DECIDED_ITEM_KINDS).toContain(key);
      expect(BULK_KINDS[key].reasons).toBe(KINDS[key].decisionKind);
    }
  });
});
