export { hotPropertiesQuerySchema, propertyListSchema } from '@stayvn/shared';
