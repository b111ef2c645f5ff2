import { describe, expect, it } from 'vitest';
import { toResponsiveImage } from './cms-image';

describe('toResponsiveImage', () => {
  it('lists the resized copies smallest first, without the thumbnail', () => {
    const image = toResponsiveImage(
      {
        url: '/uploads/a.jpg',
        width: 1280,
        height: 800,
        alternativeText: 'Street',
        formats: {
          large: { url: '/uploads/large_a.jpg', width: 1000, height: 625 },
          thumbnail: { url: '/uploads/thumbnail_a.jpg', width: 245, height: 153 },
          small: { url: '/uploads/small_a.jpg', width: 500, height: 313 },
        },
      },
      'http://cms.test',
    );
    expect(image).toEqual({
      src: 'http://cms.test/uploads/a.jpg',
      srcSet:
        'http://cms.test/uploads/small_a.jpg 500w, http://cms.test/uploads/large_a.jpg 1000w, http://cms.test/uploads/a.jpg 1280w',
      width: 1280,
      height: 800,
      alt: 'Street',
    });
  });

  it('copes with a picture without sizes and with no picture', () => {
    expect(toResponsiveImage({ url: 'https://cdn/x.png' })).toMatchObject({
      src: 'https://cdn/x.png',
      srcSet: '',
    });
    expect(toResponsiveImage(null)).toBeNull();
  });
});
