// Pure enumerations shared by browser and server (no server imports here).
export * from './body-types';
export * from './booking-statuses';
export * from './client-types';
export * from './heights';
export * from './media-types';
export * from './roles';
export * from './services';
export * from './thumb-types';
export * from './us-states';
export * from './weights';
