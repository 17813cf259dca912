import { AsyncLocalStorage } from 'node:async_hooks';

// What Next's server does before it loads any of its modules (next/dist/server/node-environment):
// AsyncLocalStorage on globalThis. Without it Next's request stores are stand-ins that throw on
// use, and some of Next's modules patch console.* to consult those stores. Unit files share their
// worker's modules (tests/unit-isolation.ts), so a patch one file's imports installed would make
// a later file's console.info throw "AsyncLocalStorage accessed in runtime where it is not
// available"; with the real class, a store read outside a request is simply empty, as on the server.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
