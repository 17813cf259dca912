import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/city-options/route';
import { GET as getStateOptions } from '@/app/api/v1/state-options/route';

// City inputs suggest from the world-cities data, a few at a time from the server.

async function labels(query: string): Promise<string[]> {
  const response = await GET(new Request(`http://localhost/api/v1/city-options?${query}`), undefined);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { attributes: { label: string } }[] };
  return body.data.map((d) => d.attributes.label);
}

describe('GET /api/v1/city-options', () => {
  it('suggests Chicago, IL for "chic", and a few cities at most', async () => {
    const found = await labels('q=chic');
    expect(found[0]).toBe('Chicago, IL');
    expect(found.length).toBeLessThanOrEqual(8);
  });

  it('keeps to a country when one is given, and says nothing for one letter or odd input', async () => {
    expect(await labels('q=rom&country=Italy')).toContain('Rome, Italy');
    expect((await labels('q=rom&country=United%20States')).every((l) => /, [A-Z]{2}$/.test(l))).toBe(true);
    expect(await labels('q=c')).toEqual([]);
    expect(await labels('q=%00%00')).toEqual([]);
  });

  it('narrows by the state the form has', async () => {
    expect(await labels('q=spring&country=US&state=OR')).toEqual(['Springfield, OR']);
  });
});

describe('GET /api/v1/state-options', () => {
  async function states(query: string) {
    const response = await getStateOptions(new Request(`http://localhost/api/v1/state-options?${query}`), undefined);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { attributes: { state: string; label: string } }[] }).data.map(
      (d) => d.attributes,
    );
  }

  it('suggests Texas (TX) for "tex" and the regions of another country, lenient with odd input', async () => {
    expect((await states('q=tex'))[0]).toEqual({ state: 'TX', country: 'United States', label: 'Texas (TX)' });
    expect(await states('q=la&country=Italy')).toContainEqual({
      state: 'Lazio',
      country: 'Italy',
      label: 'Lazio, Italy',
    });
    expect(await states('q[]=x&country[a]=b')).toEqual([]);
  });
});
