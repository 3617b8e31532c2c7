export * from './auth-failures.js';
export * from './candidates.js';
export * from './clients.js';
export * from './link-tokens.js';
export * from './messaging.js';
export * from './offers.js';
export * from './requests.js';
export * from './users.js';
