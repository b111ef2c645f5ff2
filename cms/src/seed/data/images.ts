import type { ImageSeed } from '../types';

const photo = { width: 1280, height: 800 } as const;
const wide = { width: 1920, height: 800 } as const;

export const imageSeeds: ImageSeed[] = [
  {
    key: 'living-warm-day',
    drawing: { scene: 'living', palette: 'warm', time: 'day' },
    ...photo,
    alt: 'Living room with a sofa and a city view',
  },
  {
    key: 'living-cool-night',
    drawing: { scene: 'living', palette: 'cool', time: 'night' },
    ...photo,
    alt: 'Living room at night with city lights',
  },
  {
    key: 'living-green-sunset',
    drawing: { scene: 'living', palette: 'green', time: 'sunset' },
    ...photo,
    alt: 'Bright living room at sunset',
  },
  {
    key: 'living-rose-day',
    drawing: { scene: 'living', palette: 'rose', time: 'day' },
    ...photo,
    alt: 'Cosy living room',
  },
  {
    key: 'bedroom-warm-sunset',
    drawing: { scene: 'bedroom', palette: 'warm', time: 'sunset' },
    ...photo,
    alt: 'Bedroom with a double bed',
  },
  {
    key: 'bedroom-cool-day',
    drawing: { scene: 'bedroom', palette: 'cool', time: 'day' },
    ...photo,
    alt: 'Bedroom with a large window',
  },
  {
    key: 'bedroom-rose-night',
    drawing: { scene: 'bedroom', palette: 'rose', time: 'night' },
    ...photo,
    alt: 'Bedroom at night',
  },
  {
    key: 'kitchen-warm',
    drawing: { scene: 'kitchen', palette: 'warm' },
    ...photo,
    alt: 'Fitted kitchen with an island',
  },
  { key: 'kitchen-cool', drawing: { scene: 'kitchen', palette: 'cool' }, ...photo, alt: 'Modern kitchen' },
  {
    key: 'office-slate-day',
    drawing: { scene: 'office', palette: 'slate', time: 'day' },
    ...photo,
    alt: 'Open-plan office with desks',
  },
  {
    key: 'office-cool-sunset',
    drawing: { scene: 'office', palette: 'cool', time: 'sunset' },
    ...photo,
    alt: 'Office floor at sunset',
  },
  { key: 'pool-sunset', drawing: { scene: 'pool', time: 'sunset' }, ...photo, alt: 'Rooftop swimming pool' },
  { key: 'pool-day', drawing: { scene: 'pool', time: 'day' }, ...photo, alt: 'Swimming pool by day' },
  {
    key: 'skyline-hn-day',
    drawing: { scene: 'skyline', city: 'HN', time: 'day' },
    ...photo,
    alt: 'Hanoi skyline by a lake',
  },
  {
    key: 'skyline-hcm-night',
    drawing: { scene: 'skyline', city: 'HCM', time: 'night' },
    ...photo,
    alt: 'Ho Chi Minh City skyline at night',
  },
  {
    key: 'skyline-hp-day',
    drawing: { scene: 'skyline', city: 'HP', time: 'day' },
    ...photo,
    alt: 'Hai Phong harbour',
  },
  {
    key: 'banner-hn',
    drawing: { scene: 'skyline', city: 'HN', time: 'sunset' },
    ...wide,
    alt: 'Hanoi at sunset',
  },
  {
    key: 'banner-hcm',
    drawing: { scene: 'skyline', city: 'HCM', time: 'sunset' },
    ...wide,
    alt: 'Saigon river at sunset',
  },
  {
    key: 'banner-hp',
    drawing: { scene: 'skyline', city: 'HP', time: 'sunset' },
    ...wide,
    alt: 'Hai Phong port at sunset',
  },
  {
    key: 'banner-living',
    drawing: { scene: 'living', palette: 'warm', time: 'sunset' },
    ...wide,
    alt: 'Serviced apartment living room',
  },
  {
    key: 'banner-office',
    drawing: { scene: 'office', palette: 'slate', time: 'night' },
    ...wide,
    alt: 'Serviced office at night',
  },
];
