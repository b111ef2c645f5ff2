export { projectMenuQuerySchema, projectMenuSchema } from '@stayvn/shared';
