import { describe, expect, it } from 'vitest';
import { responsiveImage } from './cms-media';

const base = 'https://cms.example.com';

describe('responsiveImage', () => {
  it('lists every rendition smallest first, the original last, with absolute URLs', () => {
    const image = responsiveImage(
      {
        url: '/uploads/room.jpg',
        width: 1280,
        height: 800,
        alternativeText: 'Living room',
        formats: {
          large: { url: '/uploads/large_room.jpg', width: 1000, height: 625 },
          thumbnail: { url: '/uploads/thumbnail_room.jpg', width: 245, height: 153 },
          small: { url: '/uploads/small_room.jpg', width: 500, height: 313 },
        },
      },
      'fallback',
      base,
    );
    expect(image.srcSet).toBe(
      `${base}/uploads/thumbnail_room.jpg 245w, ${base}/uploads/small_room.jpg 500w, ${base}/uploads/large_room.jpg 1000w, ${base}/uploads/room.jpg 1280w`,
    );
    expect(image.src).toBe(`${base}/uploads/room.jpg`);
    expect(image.thumbnail).toBe(`${base}/uploads/thumbnail_room.jpg`);
    expect(image.alt).toBe('Living room');
  });

  it('falls back to the given text when the upload has no alternative text', () => {
    const image = responsiveImage(
      { url: 'https://cdn.example.com/a.jpg', alternativeText: ' ' },
      'Lotus',
      base,
    );
    expect(image.alt).toBe('Lotus');
    expect(image.src).toBe('https://cdn.example.com/a.jpg');
    expect(image.srcSet).toBe('');
  });

  it('skips the renditions Strapi sent as null', () => {
    const image = responsiveImage(
      {
        url: '/uploads/a.jpg',
        width: 1280,
        height: 800,
        formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 313 }, large: null },
      },
      '',
      base,
    );
    expect(image.srcSet).toBe(`${base}/uploads/small_a.jpg 500w, ${base}/uploads/a.jpg 1280w`);
  });
});
