import { describe, expect, it } from 'vitest';
import { mapTile } from './map-tiles';

describe('mapTile', () => {
  it('fills the configured template (the development default: OpenStreetMap)', () => {
    expect(mapTile(812, 451, 10)).toBe('https://tile.openstreetmap.org/10/812/451.png');
  });

  it('fills {r} with @2x on a high-density screen only', () => {
    const template = 'https://tiles.example.com/{z}/{x}/{y}{r}.png?key=k';
    expect(mapTile(1, 2, 3, 2, template)).toBe('https://tiles.example.com/3/1/2@2x.png?key=k');
    expect(mapTile(1, 2, 3, 1, template)).toBe('https://tiles.example.com/3/1/2.png?key=k');
  });
});
