import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the code cites, checked: a comment says why, once, and leaves the history to git and the
// decisions. Read over every tracked file under src/, server/, scripts/ and tests/ and the root
// config files (`git ls-files`), line by line:
//
// - No tracker number. "issue N", "Issues N and M" and "issue #N" name a thread in the tracker,
//   which says how the code got here, not why it is so; the why belongs in the comment, the
//   history in git and in docs/decisions. A bare "#N" counts too when it stands as prose (after a
//   space, an opening bracket or the line's start, 1 to 3 digits, no leading zero): a CSS colour, an
//   HTML id, a URL fragment or a regex class has a letter, a quote, a slash or a word before it or
//   is written with leading zeros or hex letters. Other projects' numbers ("React #N", a pull
//   request of another repository) are said as such and pass (FOREIGN_NUMBER below).
// - A cited decision exists. "decision NNN", "decisions NNN and MMM" (or a list with commas and
//   "or") and "docs/decisions/NNN" need a file docs/decisions/NNN-*.md; a path that goes on to a
//   name ("docs/decisions/NNN-some-name.md") must name that very file.
// - A cited decision has the title it is cited with. A quoted text right after the number, through
//   a comma or an opening parenthesis ("decision NNN, 'Title'" or "decision NNN ('Title')", in
//   double or curly quotes), is a title: it must begin the decision's title (its first line after
//   "NNN –") or one of its section headings, case and spacing aside. A quote cut at the end of a
//   comment line is checked as far as it goes. An unquoted parenthesis after the number is a gloss
//   ("decision NNN (a reason code on every rejection)") and is not compared with anything.
//
// The probes at the end run through the same function, so the check is seen to fail; they are
// built at run time, so this file's own text passes its own check.

const root = path.resolve(import.meta.dirname, '..');

const FOLDERS = ['src', 'server', 'scripts', 'tests'];
const ROOT_CONFIG = /^[^/]+\.(?:ts|mts|mjs|cjs|js)$|^tsconfig\.json$/;
const TEXT = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|json|sql|md|css|sh|svg|ya?ml|txt)$/;

const TRACKER_WORD = /\b[Ii]ssues?\s+#?\d+/g;
const TRACKER_HASH = /(?<=^|[\s([{])#[1-9]\d{0,2}(?![\w-])/g;
const FOREIGN_NUMBER = /\b(?:React(?: error)?|pull request|PR)\s+$/;
const DECISION_WORDS = /\b[Dd]ecisions?\s+(\d{2,3}\b(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\d{2,3}\b(?![-\d]))*)(?:'s)?/g;
const DECISION_PATH = /\bdocs\/decisions\/(\d{3})([\w.-]*)/g;
const QUOTED_TITLE = /^(?:\s*,\s*|\s*\(\s*)["“]([^"”]*)/;

type Decision = { file: string; headings: string[] };

function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

function readDecisions(folder: string): Map<string, Decision> {
  const decisions = new Map<string, Decision>();
  for (const file of readdirSync(folder)) {
    const number = /^(\d{3})-.*\.md$/.exec(file)?.[1];
    if (!number) continue;
    const headings = readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => normalise(line.replace(/^#+\s*/, '').replace(/^\d{3}\s*[–-]?\s*/, '')));
    decisions.set(number, { file, headings });
  }
  return decisions;
}

/** The problems of one file's text, each as "file:line: what". */
function citationProblems(file: string, text: string, decisions: Map<string, Decision>): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const match of line.matchAll(TRACKER_WORD)) {
      problems.push(`${at}: tracker number "${match[0]}"`);
    }
    if (!/\.(?:css|svg)$/.test(file)) {
      for (const match of line.matchAll(TRACKER_HASH)) {
        // What names the number may end the line before ("… (React\n// #N)").
        const before = line.slice(0, match.index);
        const said = /^\s*(?:\/\/|\/?\*|#)?\s*$/.test(before) ? `${lines[index - 1] ?? ''} ` : before;
        if (FOREIGN_NUMBER.test(said)) continue;
        problems.push(`${at}: tracker number "${match[0]}"`);
      }
    }
    for (const match of line.matchAll(DECISION_WORDS)) {
      const numbers = match[1]!.match(/\d+/g)!.map((number) => number.padStart(3, '0'));
      for (const number of numbers) {
        if (!decisions.has(number)) problems.push(`${at}: decision ${number} does not exist`);
      }
      const quoted = QUOTED_TITLE.exec(line.slice(match.index + match[0].length));
      if (quoted && numbers.length === 1 && decisions.has(numbers[0]!)) {
        const title = normalise(quoted[1]!);
        const decision = decisions.get(numbers[0]!)!;
        if (!decision.headings.some((heading) => heading.startsWith(title))) {
          problems.push(`${at}: decision ${numbers[0]} has no title or heading "${quoted[1]}" (${decision.file})`);
        }
      }
    }
    for (const match of line.matchAll(DECISION_PATH)) {
      const [, number, rest] = match;
      const decision = decisions.get(number!);
      if (!decision) problems.push(`${at}: decision ${number} does not exist`);
      else {
        const named = `${number}${rest}`.replace(/\.+$/, '');
        if (named !== number && decision.file !== named && decision.file !== `${named}.md`) {
          problems.push(`${at}: docs/decisions/${named} is not ${decision.file}`);
        }
      }
    }
  });
  return problems;
}

function checkedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean);
  return tracked.filter(
    (file) => (FOLDERS.some((folder) => file.startsWith(`${folder}/`)) && TEXT.test(file)) || ROOT_CONFIG.test(file),
  );
}

describe('citations in the code', () => {
  const decisions = readDecisions(path.join(root, 'docs/decisions'));

  it('names no tracker number and cites only decisions that exist, with their titles', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) =>
      citationProblems(file, readFileSync(path.join(root, file), 'utf8'), decisions),
    );
    expect(problems).toEqual([]);
  }, 30_000); // it reads every tracked file: seconds on a busy machine

  // Probes, built at run time so that this file's text holds none of them.
  const issue = ['iss', 'ue'].join('');
  const Issue = ['Iss', 'ue'].join('');
  const hash = String.fromCharCode(35);
  const some = [...decisions.keys()][0]!;
  const { file: someFile, headings } = decisions.get(some)!;
  const missing = String(Number([...decisions.keys()].at(-1)) + 1).padStart(3, '0');

  it.each([
    [`// (${issue} 26 item 5, decision ${some})`, /tracker number/],
    [`// ${Issue} 9, hole 1: the photos used to be stored`, /tracker number/],
    [`// see ${issue}s 12 and 13`, /tracker number/],
    [`// as asked in ${hash}45.`, /tracker number/],
    [`// (${hash}7)`, /tracker number/],
    [`// decision ${missing}`, new RegExp(`decision ${missing} does not exist`)],
    [`// decisions ${some} and ${missing}`, new RegExp(`decision ${missing} does not exist`)],
    [`// docs/decisions/${missing}`, new RegExp(`decision ${missing} does not exist`)],
    [`// docs/decisions/${some}-another-name.md`, /is not/],
    [`// decision ${some}, "A title it does not have"`, /has no title or heading/],
    [`// (decision ${some} ("A title it does not have"))`, /has no title or heading/],
  ])('fails on %s', (line, problem) => {
    const problems = citationProblems('probe.ts', line, decisions);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^probe\.ts:1: /);
    expect(problems[0]).toMatch(problem);
  });

  it.each([
    [`// decision ${some}, "${headings[0]!.slice(0, 12).toUpperCase()}"`],
    [`// decision ${some} ("${headings[0]!.slice(0, 12)}`],
    [`// decision ${some} (a gloss, not a title)`],
    [`// decisions ${some} and ${some}`],
    [`// docs/decisions/${someFile}`],
    [`// docs/decisions/${some}.`],
    [`const colour = '${hash}333';`],
    [`style={{ color: '${hash}fff' }}`],
    [`<a href="${hash}main">`],
    [`toast.error('Error Updating (${hash}004)')`],
    [`// a hydration mismatch (React ${hash}418)`],
    [`// a hydration mismatch (React\n  // ${hash}418) fails`],
    [`// (decision ${some}, 2026-11-25 fifth session)`],
    [`const pattern = /[${hash}0-9]+/;`],
    [`// the issue is that 3 of them time out`],
  ])('passes %s', (line) => {
    expect(citationProblems('probe.ts', line, decisions)).toEqual([]);
  });
});
