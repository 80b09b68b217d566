import { networkAttempts } from './support/networkSpy';
import { createEngine } from '../../src/engine/engine';
import { blockedRequests } from '../../src/engine/networkGuard';

const engine = createEngine();

/**
 * Templates the library itself cannot render from data of their shape, with the reason.
 * Asserted below: if the library fixes one, this test fails and the entry must go.
 */
const KNOWN_FAILURES: Record<string, string> = {};

afterAll(() => {
  expect(networkAttempts()).toEqual([]);
  expect(blockedRequests()).toEqual([]);
});

describe('every built-in template renders its sample data', () => {
  const templates = engine.templates();

  test('the catalogue lists every registered template', () => {
    expect(templates.length).toBeGreaterThanOrEqual(276);
  });

  const failures: Record<string, string> = {};
  test.each(templates.map((t) => [t.name]))('%s', (name) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const handle = engine.render(container, engine.sampleOptions(name));
    const errors = handle.diagnostics.filter((d) => d.severity === 'error');
    if (name in KNOWN_FAILURES) {
      expect(errors.length).toBeGreaterThan(0);
    } else {
      if (errors.length) failures[name] = errors.map((e) => e.message).join('; ');
      expect(errors).toEqual([]);
      expect(handle.svg).not.toBeNull();
    }
    handle.destroy();
    container.remove();
  });

  afterAll(() => {
    if (Object.keys(failures).length) console.log(JSON.stringify(failures, null, 1));
  });
});
