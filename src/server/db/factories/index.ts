/** Valid rows for every domain: the API tests, the e2e journeys and the demo seed build data with these. */
export * from './util';
export * from './members';
export * from './events';
export * from './bands';
export * from './restaurants';
export * from './faces';
export * from './marqet';
export * from './home';
export * from './likes';
export * from './attendance';
export * from './chat';
export * from './notifications';
export * from './packages';
export * from './forms';
export * from './receipts';
export * from './staff';
export * from './badges';
