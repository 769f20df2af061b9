import { describe, expect, it } from 'vitest';

import { slugify } from '@/lib/slug';

import vectors from '../../../docs/testdata/slug.json';

describe('slugify', () => {
  it.each(vectors.cases)('turns $input into "$slug"', ({ input, slug }) => {
    expect(slugify(input)).toBe(slug);
  });

  it('is stable: a slug is its own slug', () => {
    for (const { slug } of vectors.cases) {
      expect(slugify(slug)).toBe(slug);
    }
  });
});
