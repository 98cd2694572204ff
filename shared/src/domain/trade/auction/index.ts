/** The auction rules (docs/domain.md "The auction"), pure: the same rules the Lua scripts apply. */
export * from './steps';
export * from './state';
export * from './over-time';
export * from './accept';
export * from './auto-bid';
export * from './bid-rules';
export * from './pause';
export * from './bid-chain';
export * from './bid-log-check';
