export {
  favouriteIdsSchema,
  propertyListSchema,
  propertyPageSchema as favouritesPageSchema,
} from '@stayvn/shared';
