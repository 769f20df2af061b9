import { describe, expect, it } from 'vitest';

import { srcSetFor } from '@/lib/image';

const ID = '3f2a9c0d1e4b5a6978c1d2e3';

describe('srcSetFor', () => {
  it('lists every copy of an upload kept at 1280', () => {
    expect(srcSetFor(`/media/images/${ID}/1280.jpg`)).toBe(
      `/media/images/${ID}/320.jpg 320w, /media/images/${ID}/640.jpg 640w, /media/images/${ID}/1280.jpg 1280w`,
    );
  });

  it('stops at the class in the URL and keeps the extension', () => {
    expect(srcSetFor(`/media/images/${ID}/640.png`)).toBe(
      `/media/images/${ID}/320.png 320w, /media/images/${ID}/640.png 640w`,
    );
    expect(srcSetFor(`/media/images/${ID}/320.jpg`)).toBe(`/media/images/${ID}/320.jpg 320w`);
  });

  it.each([
    ['a sample drawing', '/media/samples/classic-open-front-abaya.svg'],
    ['the built-in hero', '/images/hero.svg'],
    ['another site', 'https://cdn.example.com/media/images/abc/1280.jpg'],
    ['an unknown width', `/media/images/${ID}/800.jpg`],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['nothing', ''],
  ])('gives no srcset for %s', (_case, url) => {
    expect(srcSetFor(url)).toBeUndefined();
  });
});
