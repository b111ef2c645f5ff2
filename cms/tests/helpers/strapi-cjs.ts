import { createRequire } from 'node:module';
import type * as StrapiModule from '@strapi/strapi';

// @strapi/strapi's ES module build does not load under plain Node ESM (it imports `lodash/fp`
// as a directory), so the CommonJS entry is required explicitly.
const require = createRequire(import.meta.url);
export const strapiModule = require('@strapi/strapi') as typeof StrapiModule;
