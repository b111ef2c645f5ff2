import type { PropertySeed } from '../types';
import { haiPhongProperties } from './properties-hai-phong';
import { hanoiProperties } from './properties-hanoi';
import { hoChiMinhCityProperties } from './properties-ho-chi-minh-city';

/** One file per city keeps each list short enough to review as it grows. */
export const propertySeeds: PropertySeed[] = [
  ...hanoiProperties,
  ...hoChiMinhCityProperties,
  ...haiPhongProperties,
];
