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
  const processed = await LHTraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents as never,
    processed.frames as never,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return topLevelCpuMs(tasks as unknown as MainThreadTask[]) * multiplier;
}
