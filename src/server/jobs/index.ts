import 'server-only';

// The job queue (decision 034). Services queue work; the server's worker runs it. What reaches the
// jobs' handlers (worker.ts: startJobWorkers, runDueJobs) is not exported here: a
// feature whose own function is a job imports this file, and would close a circle.
export { jobQueueReady, stopJobs } from './boss';
export { queueMail, queueMails, URGENT_MAIL_PRIORITY, type QueueOptions } from './queue-mail';
export { queueJob } from './queue-job';
export { jobQueueStats } from './stats';
export { retryFailedJob } from './retry';
