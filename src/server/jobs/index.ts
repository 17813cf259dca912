import 'server-only';

// The job queue (decision 034). The handlers' side (worker.ts) is not exported here: a feature whose
// function is a job imports this file.
export { jobQueueReady, stopJobs } from './boss';
export { queueMail, queueMails, URGENT_MAIL_PRIORITY, type QueueOptions } from './queue-mail';
export { queueJob } from './queue-job';
export { jobQueueStats } from './stats';
export { retryFailedJob } from './retry';
