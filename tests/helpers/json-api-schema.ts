import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// The JSON:API response schemas of the json-api/json-api repository, vendored in
// tests/fixtures/json-api (see its README for the exact sources): a document must pass both.

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/json-api');

function compile(file: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as object);
}

const VALIDATORS = { '1.1': compile('schema-1.1.json'), '1.0': compile('schema-1.0.json') } as const;

/** What the JSON:API schemas find wrong with a response document ([] when it is valid). */
export function jsonApiSchemaErrors(document: unknown): string[] {
  const errors: string[] = [];
  for (const [version, validate] of Object.entries(VALIDATORS)) {
    if (validate(document)) continue;
    // anyOf/oneOf branches repeat one fault many times: the deepest few are enough to read.
    const shown = (validate.errors ?? [])
      .filter((error) => !['anyOf', 'oneOf', 'allOf', 'not', 'if'].includes(error.keyword))
      .slice(0, 3)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
    errors.push(`JSON:API ${version}: ${shown.join('; ') || 'does not match'}`);
  }
  return errors;
}
