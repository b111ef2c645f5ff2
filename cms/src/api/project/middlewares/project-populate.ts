import { defaultPopulate, populateRules, propertyCardPopulate } from '../../../lib/default-populate';

const listPopulate = {
  city: populateRules.city,
  district: populateRules.district,
  gallery: true,
  services: populateRules.offerServices,
};

/**
 * The project list (featured projects, the header's projects-by-city menu) needs names, places
 * and a picture; the project page needs everything, including its room types as cards.
 */
export default defaultPopulate(listPopulate, {
  ...listPopulate,
  facilities: populateRules.facilities,
  nearbyCategories: populateRules.nearbyCategories,
  properties: { populate: propertyCardPopulate },
});
