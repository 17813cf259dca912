// The page's main-thread CPU from a Lighthouse trace: the thread time (`tdur`) of its top-level
// tasks. Lighthouse's "main thread" figure (mainthread-work-breakdown) sums the tasks' wall
// durations, which also count the time the main thread waited for a core: on 2 cores, V8's
// background compilation of the first-load chunks (scripts/compile-hints.ts) stretched the
// profile's first layout from ~5 ms of CPU to 30–80 ms of wall time (decision 038).
import LHTraceProcessor from 'lighthouse/core/lib/lh-trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';

/** A main-thread task as Lighthouse's tracehouse builds it: wall `duration` in ms, `tdur` in µs. */
export interface MainThreadTask {
  parent?: unknown;
  duration: number;
  event: { tdur?: number };
}

/**
 * The CPU ms of the top-level tasks (nested ones are inside their parent's time): each task's
 * thread time, or its wall duration when the trace has no thread time for it (rare).
 */
export function topLevelCpuMs(tasks: readonly MainThreadTask[]): number {
  let total = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    total += typeof task.event.tdur === 'number' ? task.event.tdur / 1000 : task.duration;
  }
  return total;
}

/**
 * CPU ms of the page's main thread (the renderer thread Lighthouse audits; the same tasks its
 * breakdown sums), times `multiplier` (Lighthouse's CPU slowdown when it simulates, so the figure
 * sits beside its own).
 */
export async function mainThreadCpuMs(trace: { traceEvents: unknown[] }, multiplier = 1): Promise<number> {
  const { tasks } = await mainThreadTasks(trace);
  return topLevelCpuMs(tasks) * multiplier;
}

/** The trace's main-thread tasks by Lighthouse's tracehouse, and the processed trace they came from. */
export async function mainThreadTasks(trace: { traceEvents: unknown[] }) {
  const processed = await LHTraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents as never,
    processed.frames as never,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  return { tasks, processed };
}

/** A task with what the task table reads of it (Lighthouse's TaskNode; times in ms from the origin). */
export interface TaskNode extends MainThreadTask {
  startTime: number;
  selfTime: number;
  children: TaskNode[];
  attributableURLs: string[];
  event: {
    name: string;
    tdur?: number;
    args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
  };
}

export interface TaskRow {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** The costliest event inside (by its own wall time) with the file or event it names. */
  what: string;
}

function fileOf(url: unknown): string {
  return typeof url === 'string' && url ? (url.split('/').pop() ?? url).slice(0, 48) : '';
}

function describe(node: TaskNode): string {
  const data = node.event.args?.data ?? node.event.args?.beginData ?? {};
  const detail = fileOf(data.url) || (typeof data.type === 'string' ? data.type : '');
  const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : '';
  return `${node.event.name}${detail ? ` ${detail}` : ''}${fn}`;
}

/** Each top-level task in order: its start, wall and CPU ms, and what it is. */
export function taskRows(tasks: readonly TaskNode[]): TaskRow[] {
  return tasks
    .filter((task) => !task.parent)
    .map((task) => {
      let costliest: TaskNode | null = null;
      const walk = (node: TaskNode) => {
        for (const child of node.children) {
          if (!costliest || child.selfTime > costliest.selfTime) costliest = child;
          walk(child);
        }
      };
      walk(task);
      const inner = costliest as TaskNode | null;
      const url = fileOf(task.attributableURLs.at(-1));
      const what = inner ? describe(inner) : describe(task);
      return {
        startMs: task.startTime,
        wallMs: task.duration,
        cpuMs: typeof task.event.tdur === 'number' ? task.event.tdur / 1000 : task.duration,
        what: url && !what.includes(url) ? `${what} (${url})` : what,
      };
    });
}

/** The blocking time a CPU `multiplier` makes of the tasks that start after `afterMs` (first paint). */
export function projectedTbtMs(
  rows: readonly Pick<TaskRow, 'startMs' | 'cpuMs'>[],
  multiplier: number,
  afterMs = 0,
): number {
  return rows
    .filter((row) => row.startMs >= afterMs)
    .reduce((sum, row) => sum + Math.max(0, multiplier * row.cpuMs - 50), 0);
}

/**
 * How long the main thread's tasks took for each ms of its own CPU: 1 when it had a core to itself, more
 * when it waited for one (on 2 cores, V8's background compiles and the server compete with it). Lantern
 * scales the wall time, so a run's TBT grows with this figure on a busy host (decision 049, session 37).
 */
export function mainThreadWaitFactor(figures: { mainThreadMs: number; mainThreadCpuMs: number }): number {
  return figures.mainThreadCpuMs > 0 ? figures.mainThreadMs / figures.mainThreadCpuMs : NaN;
}

interface TraceEvent {
  pid: number;
  tid: number;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * A copy of `trace` in which the page's main thread never waited for a core: each top-level task on it
 * lasts its own thread time, and the events inside it keep their places in proportion. Everything else
 * (the network, the other threads, the task's start) is as observed. Lantern run on this copy reads what
 * the page's own work costs on a phone whose main thread has a core to itself.
 */
export async function withoutCoreWaits<T extends { traceEvents: unknown[] }>(trace: T): Promise<T> {
  const { processed } = await mainThreadTasks(trace);
  const main = processed.mainThreadEvents[0] as unknown as TraceEvent | undefined;
  if (!main) return trace;
  return { ...trace, traceEvents: shrunkToThreadTime(trace.traceEvents as TraceEvent[], main) };
}

/** `events` copied, the tasks of thread `{ pid, tid }` shrunk to their thread time (withoutCoreWaits). */
export function shrunkToThreadTime(
  events: readonly TraceEvent[],
  thread: Pick<TraceEvent, 'pid' | 'tid'>,
): TraceEvent[] {
  const copies = events.map((event) => ({ ...event }));
  const onThread = copies
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let top: { ts: number; end: number; factor: number } | null = null;
  for (const event of onThread) {
    if (top && event.ts < top.end) {
      event.ts = top.ts + (event.ts - top.ts) * top.factor;
      if (event.dur !== undefined) event.dur *= top.factor;
      continue;
    }
    top = null;
    if (event.ph !== 'X' || !event.dur || typeof event.tdur !== 'number') continue;
    top = { ts: event.ts, end: event.ts + event.dur, factor: Math.min(1, event.tdur / event.dur) };
    event.dur *= top.factor;
  }
  return copies;
}
