// The stand-in engine must word its diagnostics exactly as the real one does, or page tests check a formatting users never see.
import { createEngine } from '../../../src/engine/engine';
import { createFakeEngine } from './fakeEngine';

const real = createEngine();
const fake = createFakeEngine();

test.each([
  ['under a block', 'infographic list-row-simple-horizontal-arrow\ndata\n  BROKEN here\n  lists\n    - label A\n'],
  ['at the top level', 'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label A\nBROKEN\n'],
  ['badly indented', 'infographic list-row-simple-horizontal-arrow\ndata\n   lists\n    - label A\n'],
])('an unknown key or bad indent %s gives the real engine diagnostic', (_name, source) => {
  const fromFake = fake.validate(source).diagnostics;
  const fromReal = real.validate(source).diagnostics.filter((d) => d.code === 'unknown_key' || d.code === 'bad_indent');
  expect(fromFake.length).toBeGreaterThan(0);
  expect(fromFake).toEqual(fromReal);
});
