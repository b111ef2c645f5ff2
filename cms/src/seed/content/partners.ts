import type { PartnerSeed } from './types.js';

/** Fictional partner companies; URLs use reserved example domains. */
export const partners: PartnerSeed[] = [
  { key: 'lotus-relocation', name: 'Lotus Relocation Services', url: 'https://lotus-relocation.example.com' },
  { key: 'red-river-movers', name: 'Red River Movers', url: 'https://red-river-movers.example.com' },
  { key: 'indochine-bank', name: 'Indochine Commerce Bank', url: 'https://indochine-bank.example.com' },
  { key: 'saigon-assure', name: 'Saigon Assure Insurance', url: 'https://saigon-assure.example.com' },
  {
    key: 'west-lake-school',
    name: 'West Lake International School',
    url: 'https://westlake-school.example.org',
  },
  { key: 'mekong-family-clinic', name: 'Mekong Family Clinic', url: 'https://mekong-clinic.example.com' },
  { key: 'harbour-car-rental', name: 'Harbour Car Rental', url: 'https://harbour-cars.example.net' },
  {
    key: 'sakura-language-center',
    name: 'Sakura Language Center',
    url: 'https://sakura-language.example.org',
  },
];
