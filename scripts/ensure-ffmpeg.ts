// ffmpeg re-encodes uploaded videos (src/server/images/video.ts). The project's scripts make sure
// it is there before anything needs it: `npm run test:unit`, `test:integration`, `test:e2e` and
// `demo` call this. It finds FFMPEG_PATH (default: `ffmpeg` on PATH); when it is missing it
// installs Debian's ffmpeg package as root or with passwordless sudo, as scripts/e2e.ts does for
// Chromium, and otherwise stops with the command to run. `tsx scripts/ensure-ffmpeg.ts` runs it alone;
// with `--optional` (npm run demo) a missing ffmpeg is a warning: the site runs and refuses video
// uploads with a logged reason until ffmpeg is installed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function log(message: string) {
  console.log(`[ffmpeg] ${message}`);
}

function works(binary: string): boolean {
  const result = spawnSync(binary, ['-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

const optional = process.argv.includes('--optional');

function giveUp(message: string): never {
  if (optional) {
    console.warn(`[ffmpeg] warning: ${message}. The site runs; video uploads are refused until ffmpeg is installed.`);
    process.exit(0);
  }
  console.error(`[ffmpeg] FAILED: ${message}`);
  process.exit(1);
}

/** Returns the ffmpeg command that works, installing Debian's package when it may; exits 1 when it cannot. */
export function ensureFfmpeg(): string {
  const binary = process.env.FFMPEG_PATH?.trim() || 'ffmpeg';
  if (works(binary)) return binary;
  if (process.env.FFMPEG_PATH?.trim()) {
    giveUp(`FFMPEG_PATH=${binary} does not run (\`${binary} -version\` failed)`);
  }
  log("ffmpeg is missing: installing Debian's ffmpeg package (about a minute)…");
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = spawnSync('sh', ['-c', 'sudo -n true'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !hasSudo) {
    giveUp(
      'ffmpeg is needed to re-encode uploaded videos and is not installed. ' +
        'Install it with: sudo apt-get install -y ffmpeg (or set FFMPEG_PATH to an ffmpeg binary)',
    );
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    log(`$ ${command} ${rest.join(' ')}`);
    return spawnSync(command!, rest, { stdio: 'inherit', env }).status;
  };
  if (apt(['update']) !== 0 || apt(['install', '-y', '--no-install-recommends', 'ffmpeg']) !== 0) {
    giveUp('apt-get install -y ffmpeg failed; install ffmpeg by hand and re-run');
  }
  if (!works(binary)) {
    giveUp('apt-get installed ffmpeg but `ffmpeg -version` still fails');
  }
  log('ffmpeg installed');
  return binary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  log(`found: ${ensureFfmpeg()}`);
}
