import { createStore } from 'jotai';

/**
 * One jotai store for the whole app, shared by the React tree (Provider) and by route
 * `beforeLoad`/`loader` functions, which run outside React but must read the same
 * language, currency and city.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
