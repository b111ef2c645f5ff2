import type { Drawing, PaletteName, SkylineCity, SkyTime } from './images';
import type { CityCode, ImageMotif } from './content/types';

/** Each motif is drawn in this many colour/time-of-day variants; entities pick one by index. */
export const motifVariants = 3;

const paletteCycle: PaletteName[][] = [
  ['warm', 'cool', 'green'],
  ['rose', 'slate', 'warm'],
  ['green', 'rose', 'cool'],
];
const timeCycle: SkyTime[] = ['day', 'sunset', 'night'];
const skylineCities: SkylineCity[] = ['HN', 'HCM', 'HP'];

const alts: Record<Exclude<ImageMotif, 'logo'>, string> = {
  'living-room': 'Furnished living room',
  bedroom: 'Bedroom with a window view',
  kitchen: 'Fitted kitchen',
  bathroom: 'Bathroom with a bathtub',
  'balcony-view': 'Balcony with a city view',
  'office-desk': 'Open-plan office with desks',
  'meeting-room': 'Meeting room with a screen',
  building: 'Residential tower',
  skyline: 'City skyline by the water',
  pool: 'Swimming pool',
  gym: 'Residents’ gym',
  lobby: 'Building lobby and reception',
  street: 'Street with shops',
  food: 'A dish from a nearby restaurant',
  park: 'Park with a lake',
};

export interface MotifImage {
  key: string;
  drawing: Drawing;
  alt: string;
}

/** The picture for a motif in a variant (0 to motifVariants - 1); the same input, the same key. */
export function motifImage(wanted: ImageMotif, variant: number, city?: CityCode): MotifImage {
  // A logo needs a name (logoImage); as a plain motif it stands for the company's building.
  const motif = wanted === 'logo' ? 'building' : wanted;
  const v = ((variant % motifVariants) + motifVariants) % motifVariants;
  const palette = paletteCycle[v]![Object.keys(alts).indexOf(motif) % 3]!;
  const time = timeCycle[v]!;
  const base = { key: `${motif}-${v}`, alt: alts[motif] };
  switch (motif) {
    case 'living-room':
      return { ...base, drawing: { scene: 'living', palette, time } };
    case 'bedroom':
      return { ...base, drawing: { scene: 'bedroom', palette, time } };
    case 'kitchen':
      return { ...base, drawing: { scene: 'kitchen', palette } };
    case 'bathroom':
      return { ...base, drawing: { scene: 'bathroom', palette } };
    case 'balcony-view':
      return { ...base, drawing: { scene: 'balcony', palette, time } };
    case 'office-desk':
      return { ...base, drawing: { scene: 'office', palette, time } };
    case 'meeting-room':
      return { ...base, drawing: { scene: 'meeting', palette, time } };
    case 'building':
      return { ...base, drawing: { scene: 'building', palette, time } };
    case 'skyline': {
      // Skylines show the city they belong to (a landmark per city), in the variant's light.
      const skyline = city ?? skylineCities[v]!;
      return {
        key: `skyline-${skyline.toLowerCase()}-${v}`,
        alt: `${alts.skyline}`,
        drawing: { scene: 'skyline', city: skyline, time },
      };
    }
    case 'pool':
      return { ...base, drawing: { scene: 'pool', time } };
    case 'gym':
      return { ...base, drawing: { scene: 'gym', palette } };
    case 'lobby':
      return { ...base, drawing: { scene: 'lobby', palette } };
    case 'street':
      return { ...base, drawing: { scene: 'street', time } };
    case 'food':
      return { ...base, drawing: { scene: 'food', palette } };
    case 'park':
      return { ...base, drawing: { scene: 'park', time } };
  }
}

/** A partner's logo: its name on a card, in a colour derived from its position. */
export function logoImage(key: string, name: string, index: number): MotifImage {
  return {
    key: `logo-${key}`,
    alt: `${name} logo`,
    drawing: { scene: 'logo', name, hue: (index * 47) % 360 },
  };
}
