import { redactQuery, redactUrl } from './redact-url.js';

describe('addresses as the log writes them', () => {
  it('replaces the value of a token, code or password parameter and keeps the rest', () => {
    expect(redactUrl('/api/user/get-profile?token=eyJ.abc.def&page=2')).toBe(
      '/api/user/get-profile?token=[redacted]&page=2',
    );
    expect(redactUrl('/reset?email=a%40b.in&otp=123456')).toBe('/reset?email=a%40b.in&otp=[redacted]');
    expect(redactUrl('/x?password=hunter2-long&password=again')).toBe(
      '/x?password=[redacted]&password=[redacted]',
    );
  });

  it('knows the names however they are spelled: any case, percent-escaped, with no value', () => {
    expect(redactUrl('/x?TOKEN=a&Otp=1&pass%77ord=p&t%6Fken=b&token')).toBe(
      '/x?TOKEN=[redacted]&Otp=[redacted]&pass%77ord=[redacted]&t%6Fken=[redacted]&token=[redacted]',
    );
  });

  it('leaves an address without secrets, or without a query, exactly as it was', () => {
    for (const url of ['/api/user/blogs', '/api/user/blogs?page=2&tokens=1', '/a?%FF=1', '/a?']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('replaces the same values in a parsed query, and returns one without secrets as it was', () => {
    expect(redactQuery({ Token: 'abc', page: '2' })).toEqual({ Token: '[redacted]', page: '2' });
    const plain = { page: '2' };
    expect(redactQuery(plain)).toBe(plain);
    expect(redactQuery(undefined)).toBeUndefined();
  });
});
