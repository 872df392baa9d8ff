import { ifNoneMatchNames } from './entity-tag.js';

describe('If-None-Match against the current entity tag', () => {
  const etag = '"q1Xb-7"';

  it('names the tag alone, in a list, weakly, or as *', () => {
    for (const header of [etag, `"old", ${etag}`, `"old",${etag} `, `W/${etag}`, '*', ' * ']) {
      expect({ header, names: ifNoneMatchNames(header, etag) }).toEqual({ header, names: true });
    }
  });

  it('names nothing when absent, different, unquoted or garbled', () => {
    for (const header of [undefined, '', '"old"', 'W/"old"', 'q1Xb-7', `${etag}x`, 'W/', '**', '"q1Xb-']) {
      expect({ header, names: ifNoneMatchNames(header, etag) }).toEqual({ header, names: false });
    }
  });
});
