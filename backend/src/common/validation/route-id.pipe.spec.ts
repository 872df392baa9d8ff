import { NotFoundError } from '../errors/domain-error.js';
import { RouteIdPipe } from './route-id.pipe.js';

describe('RouteIdPipe', () => {
  const pipe = new RouteIdPipe({ message: 'Doctor not found', code: 'doctor_not_found' });

  it('passes a well-formed id through, whatever its letter case', () => {
    expect(pipe.transform('0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e')).toBe(
      '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
    );
    expect(pipe.transform('0B6F1C2E-3D4A-4B5C-8D9E-0F1A2B3C4D5E')).toBe(
      '0B6F1C2E-3D4A-4B5C-8D9E-0F1A2B3C4D5E',
    );
  });

  it.each([
    ['a word', 'abc'],
    ['an id with a tail', '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e;drop'],
    ['an id one digit short', '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5'],
    ['an empty value', ''],
    ['an array', ['0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e']],
  ])('answers %s as the same 404 an unknown id gets', (_label, value) => {
    expect(() => pipe.transform(value)).toThrow(NotFoundError);
    expect(() => pipe.transform(value)).toThrow(
      expect.objectContaining({ code: 'doctor_not_found', message: 'Doctor not found' }),
    );
  });
});
