import { BadRequestException } from '@nestjs/common';
import { MAX_INPUT_DEPTH, SafeInputPipe } from './safe-input.pipe.js';
import { markScreened, MAX_INPUT_FIELDS, TOO_MANY_FIELDS } from './screen-input.js';

const pipe = new SafeInputPipe();
const body = { type: 'body' } as const;
const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('the input every endpoint refuses before validation', () => {
  it('refuses a NUL character in a value or a key, however deep, in body, query and path', () => {
    for (const value of [
      { name: 'Asha\u0000' },
      { address: { line1: ['a', 'b\u0000'] } },
      { 'na\u0000me': 'x' },
    ]) {
      expect(() => pipe.transform(value, body)).toThrow(BadRequestException);
    }
    expect(() => pipe.transform({ action: 'a\u0000' }, { type: 'query' })).toThrow(BadRequestException);
    expect(() => pipe.transform('abc\u0000', { type: 'param' })).toThrow(BadRequestException);
  });

  it(`takes ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    const deepest = { blockedSlots: nested(MAX_INPUT_DEPTH - 1) };
    expect(pipe.transform(deepest, body)).toBe(deepest);
    expect(() => pipe.transform({ blockedSlots: nested(MAX_INPUT_DEPTH) }, body)).toThrow(
      'The request is nested too deeply',
    );
  });

  it('refuses 100 000 levels without overflowing its own stack', () => {
    expect(() => pipe.transform(nested(100_000), body)).toThrow(BadRequestException);
  });

  it('passes ordinary text, emoji and markup through unchanged', () => {
    const form = { name: "O'Brien <b>👩🏽‍⚕️</b>", times: ['10:30'], address: { line1: '', line2: '' } };
    expect(pipe.transform(form, body)).toBe(form);
  });

  it(`takes ${MAX_INPUT_FIELDS} fields in all and refuses one more, counting nested keys and list entries`, () => {
    // Each day is one list entry plus its two keys.
    const days = (n: number) => Array.from({ length: n }, () => ({ date: 'd', times: [] as string[] }));
    const full = { blockedSlots: days((MAX_INPUT_FIELDS - 1) / 3) };
    expect(pipe.transform(full, body)).toBe(full);
    expect(() => pipe.transform({ blockedSlots: [...days((MAX_INPUT_FIELDS - 1) / 3), 'x'] }, body)).toThrow(
      TOO_MANY_FIELDS,
    );
    expect(() => pipe.transform(new Array(MAX_INPUT_FIELDS + 1).fill(0), body)).toThrow(TOO_MANY_FIELDS);
    const flat = Object.fromEntries(Array.from({ length: MAX_INPUT_FIELDS + 1 }, (_, i) => [`k${i}`, 1]));
    expect(() => pipe.transform(flat, { type: 'query' })).toThrow(TOO_MANY_FIELDS);
  });

  it('lets a body the JSON parser already screened through without walking it again', () => {
    const screened = { name: 'a\u0000' };
    markScreened(screened);
    expect(pipe.transform(screened, body)).toBe(screened);
    expect(() => pipe.transform({ name: 'a\u0000' }, body)).toThrow(BadRequestException);
  });

  it('leaves values the application made itself (the signed-in caller) alone', () => {
    const caller = { id: 'a\u0000' };
    expect(pipe.transform(caller, { type: 'custom' })).toBe(caller);
  });
});
