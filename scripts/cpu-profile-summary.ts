// npx tsx scripts/cpu-profile-summary.ts <folder or .cpuprofile> [seconds] – where a server's CPU
// went under load (decision 049): the self time of a `node --cpu-prof` profile, over the last
// `seconds` (15) before the load ended (startup, warm-up and shutdown left out), bucketed by the
// file each function comes from (PGlite, Next and React, our bundled code, Better Auth, Node…),
// then the functions with the most self time.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function bucket({ url, functionName }: ProfileNode['callFrame']): string {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'program (native, JIT)';
  if (url.includes('pglite') || url.startsWith('wasm')) return 'PGlite (wasm + JS)';
  if (/better-auth|better-call|jose|@noble/.test(url)) return 'Better Auth';
  if (url.includes('drizzle-orm')) return 'drizzle';
  if (url.includes('.next/server/chunks')) return 'our code and bundled libraries (.next chunks)';
  if (url.includes('next/dist') || url.includes('.next/server')) return 'Next server and React render';
  if (url.startsWith('node:') || url === '') return 'Node internals';
  if (url.includes('/server/')) return 'our server (server/*.mjs)';
  return `other: ${url.split('node_modules/').pop()?.split('/')[0] ?? url}`;
}

function main() {
  const [target, seconds = '15'] = process.argv.slice(2);
  if (!target) throw new Error('usage: cpu-profile-summary.ts <folder or .cpuprofile> [seconds]');
  const file = statSync(target).isDirectory()
    ? path.join(target, readdirSync(target).find((f) => f.endsWith('.cpuprofile')) ?? '')
    : target;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const stamps: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) stamps.push((time += delta));
  let end = stamps.length - 1;
  while (end > 0 && idle.has(profile.samples[end]!)) end--;
  const stop = stamps[end]! - 0.5e6; // the shutdown's last half second
  const start = stop - Number(seconds) * 1e6;
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (stamps[i]! >= start && stamps[i]! <= stop) self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]!);
  });
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const name = bucket(frame);
    buckets.set(name, (buckets.get(name) ?? 0) + us);
    if (name === 'idle') continue;
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const busy = [...buckets].reduce((sum, [name, us]) => (name === 'idle' ? sum : sum + us), 0);
  const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  console.log(`${path.basename(file)}: ${(busy / 1e6).toFixed(1)} s busy in the last ${seconds} s of load`);
  for (const [name, us] of [...buckets].sort((a, b) => b[1] - a[1]))
    if (name !== 'idle') console.log(`${share(us)}  ${name}`);
  console.log('functions with the most self time:');
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${share(us)}  ${fn.slice(0, 110)}`);
}

main();
