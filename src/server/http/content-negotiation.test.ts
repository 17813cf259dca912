import { describe, expect, it } from 'vitest';
import { negotiateJsonApi, parseAccept, parseMediaRange } from './content-negotiation';

const status = (headers: Record<string, string>): number => {
  try {
    negotiateJsonApi(new Headers(headers));
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('media type parsing', () => {
  it('reads parameters, quoted values with separators, and an Accept weight', () => {
    const [first, second] = parseAccept(
      'application/vnd.api+json; profile="https://a.example/x;y https://b.example/z,w", text/html;q=0.5;level=1',
    );
    expect(first!.params.get('profile')).toBe('https://a.example/x;y https://b.example/z,w');
    expect(second).toEqual({ type: 'text/html', params: new Map(), q: 0.5 });
    expect(parseMediaRange('Application/VND.API+JSON ; Charset = utf-8').params.get('charset')).toBe('utf-8');
  });
});

describe('JSON:API content negotiation', () => {
  it('415: a JSON:API Content-Type with a parameter other than ext/profile, or an extension', () => {
    expect(status({ 'Content-Type': 'application/vnd.api+json; charset=utf-8' })).toBe(415);
    expect(status({ 'Content-Type': 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"' })).toBe(415);
    expect(status({ 'Content-Type': 'application/vnd.api+json; profile="https://example.com/p"' })).toBe(200);
    expect(status({ 'Content-Type': 'application/vnd.api+json' })).toBe(200);
    expect(status({ 'Content-Type': 'application/json; charset=utf-8' })).toBe(200);
  });

  it('406: only when every JSON:API instance in Accept is unusable', () => {
    expect(status({ Accept: 'application/vnd.api+json; charset=utf-8' })).toBe(406);
    expect(status({ Accept: 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"' })).toBe(406);
    expect(status({ Accept: '*/*, application/vnd.api+json; version=1' })).toBe(406);
    expect(status({ Accept: 'application/vnd.api+json;q=0' })).toBe(406);
    expect(status({ Accept: 'application/vnd.api+json; charset=utf-8, application/vnd.api+json' })).toBe(200);
    expect(status({ Accept: 'application/vnd.api+json; profile="https://example.com/p"; q=0.9' })).toBe(200);
    expect(status({ Accept: 'application/json, text/plain, */*' })).toBe(200);
    expect(status({})).toBe(200);
  });
});
