import { languageOfHeader } from './accept-language.js';

describe('the language of an Accept-Language header', () => {
  it.each<[string | undefined, string]>([
    ['hi', 'hi'],
    ['en', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-GB,en;q=0.9,hi;q=0.8', 'en'],
    // A language the site does not speak is passed over for the next one.
    ['fr-FR, hi;q=0.5', 'hi'],
    // Weights decide, not the order they are written in.
    ['en;q=0.3,hi-IN;q=0.9', 'hi'],
    ['hi;q=0,en', 'en'],
    ['HI-in', 'hi'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['hi;q=abc,en;q=0.5', 'en'],
  ])('reads %p as %p', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});
