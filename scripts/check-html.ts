// npm run check:html – the server HTML of every page kind (scripts/page-kinds.ts, signed-in
// dashboards included), as a browser gets it before any JavaScript runs, through the Nu HTML
// Checker (vnu-jar, one JVM for all pages). Prints each page's errors and exits 1 on any.
// Needs a running build: CHECK_HTML_URL (default http://127.0.0.1:3000), e.g. `npm start`.
// tests/e2e/html-validity.spec.ts runs the same check against the e2e server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageKinds, viewerCookies, type PageKind } from './page-kinds';

export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export interface PageErrors {
  page: string;
  errors: string[];
}

/**
 * The errors of vnu's JSON report, per page. `pageOfFile` maps the checked file's URL to the
 * page's name; warnings and info are left out, every error (and non-document error) counts.
 */
export function errorsPerPage(report: string, pageOfFile: Map<string, string>): PageErrors[] {
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  const byPage = new Map<string, string[]>([...pageOfFile.values()].map((page) => [page, []]));
  for (const message of messages) {
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const page = (message.url && pageOfFile.get(message.url)) ?? message.url ?? 'vnu';
    const where = message.lastLine ? `line ${message.lastLine}: ` : '';
    const extract = message.extract ? ` — ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : '';
    byPage.set(page, [...(byPage.get(page) ?? []), `${where}${message.message}${extract}`]);
  }
  return [...byPage].map(([page, errors]) => ({ page, errors }));
}

/** The printed summary and the exit code: 1 when any page has an error. */
export function summarise(results: PageErrors[]): { text: string; exitCode: 0 | 1 } {
  const lines: string[] = [];
  for (const { page, errors } of results) {
    lines.push(`${errors.length === 0 ? 'ok  ' : 'FAIL'} ${page}${errors.length ? ` (${errors.length} errors)` : ''}`);
    for (const error of errors) lines.push(`       ${error}`);
  }
  const total = results.reduce((sum, r) => sum + r.errors.length, 0);
  lines.push(`${total} HTML errors on ${results.filter((r) => r.errors.length).length} of ${results.length} pages`);
  return { text: lines.join('\n'), exitCode: total === 0 ? 0 : 1 };
}

const vnuJar = () => path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

/** Runs vnu once over the given HTML documents (name → markup) and returns the errors per name. */
export function validateHtml(documents: Map<string, string>): PageErrors[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-html-'));
  try {
    const pageOfFile = new Map<string, string>();
    const files = [...documents].map(([name, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      pageOfFile.set(pathToFileURL(file).href.replace('file:///', 'file:/'), name);
      return file;
    });
    const java = process.env.JAVA ?? 'java';
    const result = spawnSync(java, ['-jar', vnuJar(), '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.error) throw result.error;
    if (!result.stdout.trim()) throw new Error(`vnu printed no report (exit ${result.status}): ${result.stderr}`);
    return errorsPerPage(result.stdout, pageOfFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server HTML of every page kind at `baseUrl`, each fetched as its viewer. */
export async function fetchPages(baseUrl: string): Promise<Map<string, string>> {
  const [kinds, cookies] = await Promise.all([pageKinds(baseUrl), viewerCookies(baseUrl)]);
  const documents = new Map<string, string>();
  for (const { kind, path: pagePath, as } of kinds satisfies PageKind[]) {
    const response = await fetch(`${baseUrl}${pagePath}`, {
      headers: cookies[as] ? { Cookie: cookies[as] } : {},
      redirect: 'manual',
    });
    const expected = pagePath === '/404' ? 404 : 200;
    if (response.status !== expected) throw new Error(`${pagePath} as ${as} answered ${response.status}`);
    documents.set(`${kind} ${pagePath} (${as})`, await response.text());
  }
  return documents;
}

async function main() {
  const baseUrl = (process.env.CHECK_HTML_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const started = Date.now();
  const documents = await fetchPages(baseUrl);
  const { text, exitCode } = summarise(validateHtml(documents));
  console.log(text);
  console.log(`checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(exitCode);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
