// A paste past a field's limit (issue 52 item 14): refused in the source fields' words, the size counted after the paste.
import { MAX_SOURCE_CHARS } from '../../../src/engine';
import { oversizePaste } from '../../../src/shared/opening/oversizePaste';
it("any field's paste past its limit is refused in the source fields' words, counting what the paste replaces out", () => {
  expect(oversizePaste('Spec text with this paste', 407_873, 120, 0)).toBe(
    'Spec text with this paste has 407,993 characters; the limit is 200,000. Nothing was pasted; your text is unchanged.',
  );
  expect(oversizePaste('Spec text with this paste', MAX_SOURCE_CHARS - 100, 200, 100)).toBeNull();
  expect(oversizePaste('Brand colours with this paste', 11, 0, 0, 10)).toMatch(/has 11 characters; the limit is 10\./);
});
