// The suite's wait-for-state helper: it retries until the state holds, and when it never does, says what it saw.
import { eventually } from './eventually';

/** A probe that answers 1, 2, 3… one per call. */
function counter() {
  let calls = 0;
  return () => (calls += 1);
}

it('returns the first value the check accepts, probing again until then', async () => {
  await expect(eventually(counter(), (n) => n >= 3)).resolves.toBe(3);
});

it('takes a jest expectation as the check', async () => {
  await expect(eventually(counter(), (n) => expect(n).toBeGreaterThan(4))).resolves.toBe(5);
});

it('accepts a check that returns nothing, and probes that answer asynchronously', async () => {
  await expect(
    eventually(
      () => Promise.resolve('ready'),
      () => undefined,
    ),
  ).resolves.toBe('ready');
});

it('keeps probing past a probe that throws (an element not there yet)', async () => {
  const next = counter();
  const probe = () => {
    const n = next();
    if (n < 3) throw new Error('no such element');
    return n;
  };
  await expect(eventually(probe, (n) => n === 3)).resolves.toBe(3);
});

it('fails on timeout with what it waited for, the last value seen and why it was rejected', async () => {
  const failure = eventually(
    () => ({ level: '100%' }),
    (value) => expect(value.level).toBe('64%'),
    {
      what: 'the fitted zoom level',
      timeoutMs: 200,
    },
  );
  await expect(failure).rejects.toThrow(
    /waiting for the fitted zoom level\.\nLast value seen: \{ level: '100%' \}\nWhy it was not accepted: .*64%/s,
  );
});

it('names the check that returned false', async () => {
  await expect(
    eventually(
      () => 2,
      (n) => n > 5,
      { timeoutMs: 100 },
    ),
  ).rejects.toThrow(/Last value seen: 2\n.*n > 5/s);
});

it('reports the last error when the probe never answered', async () => {
  const failure = eventually(
    () => {
      throw new Error('no such element');
    },
    () => true,
    { timeoutMs: 100 },
  );
  await expect(failure).rejects.toThrow(/Last value seen: \(none.*\nWhy it was not accepted: the probe threw: no such element/s);
});

it('gives up on time even when a probe never settles', async () => {
  const failure = eventually(
    () => new Promise<number>(() => undefined),
    () => true,
    { what: 'a hung probe', timeoutMs: 100 },
  );
  await expect(failure).rejects.toThrow(/waiting for a hung probe\..*did not answer in time/s);
});
