import { isApiRequest, routerPath } from './request-path.js';

describe('request paths as the router reads them', () => {
  it('decodes escapes, collapses slashes and drops the query', () => {
    expect(routerPath('/api/%75ser//get-profile?x=%2F')).toBe('/api/user/get-profile');
    expect(routerPath('/api/%FF?x')).toBe('/api/%FF');
  });

  it('counts every spelling of an API path as the API, and nothing else', () => {
    for (const url of [
      '/api/user/x',
      '/api',
      '/api?x=1',
      '/%61pi/user',
      '//api/user',
      '/API/user',
      '/api/%FF',
      '/%61%70%69',
    ]) {
      expect({ url, api: isApiRequest(url) }).toEqual({ url, api: true });
    }
    for (const url of ['/', '/apidocs', '/assets/a.png', '/uploads/api/x.png', '/app/api.js', '/%FF/api']) {
      expect({ url, api: isApiRequest(url) }).toEqual({ url, api: false });
    }
  });
});
