import 'server-only';

// The job queue (decision 034). Services queue work; the server's worker runs it.
export { jobQueueReady, stopJobs } from './boss';
export { queueMail, type QueueOptions } from './queue-mail';
export { jobQueueStats, type JobQueueStats } from './stats';
export { runJobsNow } from './run-now';
export { retryFailedJob } from './retry';
