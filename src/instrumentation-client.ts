// Runs before hydration on every page. tailwind-merge builds its class map on its first call (about
// 7 ms of CPU); made here in a task of its own, it is not added to a hydration slice (decision 038).
import { twMerge } from 'tailwind-merge';

setTimeout(() => twMerge(''), 0);
