import { messageIdFor } from './message-id.js';

describe('messageIdFor', () => {
  const id = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';

  it("names the outbox row, on the sender's domain", () => {
    expect(messageIdFor(id, 'Umang <no-reply@umang.example>')).toBe(`<outbox-${id}@umang.example>`);
    expect(messageIdFor(id, 'no-reply@umang.example')).toBe(`<outbox-${id}@umang.example>`);
  });

  it('is the same for every attempt at one row, and differs between rows', () => {
    expect(messageIdFor(id, 'a@b.example')).toBe(messageIdFor(id, 'a@b.example'));
    expect(messageIdFor(id.replace('3f', '40'), 'a@b.example')).not.toBe(messageIdFor(id, 'a@b.example'));
  });

  it('falls back to localhost when the sender has no usable domain', () => {
    expect(messageIdFor(id, 'Centre')).toBe(`<outbox-${id}@localhost>`);
  });
});
