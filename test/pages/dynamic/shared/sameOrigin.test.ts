import { sameOriginUrl } from '../../../../src/pages/dynamic/shared/sameOrigin';

const BASE = 'https://app.example/dynamic';

test.each([
  ['javascript:alert(1)', 'javascript:'],
  ['data:text/plain,hello', 'data:'],
  ['blob:https://app.example/1234', 'blob:'],
])('%s is refused by its scheme, not as "null is another site"', (address, scheme) => {
  const result = sameOriginUrl(address, BASE);
  expect(result.ok).toBe(false);
  const message = (result as { message: string }).message;
  expect(message).toContain(`is a ${scheme} address`);
  expect(message).toContain('only connects to http(s) addresses on its own site (https://app.example)');
  expect(message).not.toMatch(/null/);
});

test('another site is still named by its origin, and the own site is accepted', () => {
  expect(sameOriginUrl('https://other.example/s', BASE)).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^https:\/\/other\.example is another site/),
  });
  expect(sameOriginUrl('/demo/stream.txt', BASE)).toEqual({ ok: true, url: 'https://app.example/demo/stream.txt' });
});
