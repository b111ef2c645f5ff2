export const cities = [
  { id: 1, code: 'HN' },
  { id: 2, code: 'HCM' },
  { id: 3, code: 'HP' },
] as const;

export type City = (typeof cities)[number];
export type CityId = City['id'];
export type CityCode = City['code'];

export const cityCodes = cities.map((city) => city.code) as [CityCode, ...CityCode[]];

/** The spec: default city id is 1 when none is stored. */
export const defaultCityId: CityId = 1;

export function cityCodeOf(id: CityId): CityCode {
  return cities.find((city) => city.id === id)!.code;
}

export function cityIdOf(code: CityCode): CityId {
  return cities.find((city) => city.code === code)!.id;
}
