import type { CityId, Language } from '@stayvn/shared';

type Profile = { fullName?: string | null; email?: string | null; phoneNumber?: string | null } | undefined;

export type OwnerValues = {
  language: Language;
  fullName: string;
  phoneNumber: string;
  email: string;
  cityId: string;
  propertyType: string;
  currency: string;
  bedrooms: string;
  bathrooms: string;
  address: string;
  descriptionFacilities: string;
  descriptionAmenities: string;
  leasePrice: string;
  agreePrivacy: boolean;
};

/** The owner form as it starts: the signed-in visitor's details, the page's language and city. */
export function ownerDefaults(language: Language, cityId: CityId, profile: Profile): OwnerValues {
  return {
    language,
    fullName: profile?.fullName ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    email: profile?.email ?? '',
    cityId: String(cityId),
    propertyType: '',
    currency: 'USD',
    bedrooms: '',
    bathrooms: '',
    address: '',
    descriptionFacilities: '',
    descriptionAmenities: '',
    leasePrice: '',
    agreePrivacy: false,
  };
}
