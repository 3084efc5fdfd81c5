import { slugify } from '../src/pages/page.rules';

/** A page's slug, made from its title when none is given. */
describe('page slugs', () => {
  it.each([
    ['About us', 'about-us'],
    ['Über uns', 'uber-uns'],
    ['  Prices & terms (2026)  ', 'prices-terms-2026'],
    ['Ça va? Très bien!', 'ca-va-tres-bien'],
    ['---', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps a slug within 191 characters, without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(190)} b`);
    expect(slug.length).toBeLessThanOrEqual(191);
    expect(slug.endsWith('-')).toBe(false);
  });
});
