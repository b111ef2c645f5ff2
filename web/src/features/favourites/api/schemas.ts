export { propertyListSchema, propertyPageSchema as favouritesPageSchema } from '@stayvn/shared';
