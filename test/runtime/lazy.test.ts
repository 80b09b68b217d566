// once / oncePerKey: one shared load, a failure forgotten so the next call retries, a success kept.
import { once, oncePerKey } from '../../src/runtime/lazy';

/** A load whose attempts the test settles by hand. */
function controlledLoad<T>() {
  const attempts: Array<{ resolve(value: T): void; reject(error: unknown): void }> = [];
  const load = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

describe('once', () => {
  it('shares one attempt between callers while it loads and after it succeeds', async () => {
    const { load, attempts } = controlledLoad<string>();
    const get = once(load);
    const first = get();
    const second = get();
    expect(second).toBe(first);
    attempts[0]!.resolve('module');
    await expect(first).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const { load, attempts } = controlledLoad<string>();
    const get = once(load);
    const failed = get();
    attempts[0]!.reject(new Error('Loading chunk 7 failed.'));
    await expect(failed).rejects.toThrow('Loading chunk 7 failed.');
    const retried = get();
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve('module');
    await expect(retried).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a newer attempt started as soon as the old one fails is kept (the old rejection does not forget it)', async () => {
    const { load, attempts } = controlledLoad<string>();
    const get = once(load);
    let retried: Promise<string> | undefined;
    const failed = get().catch(() => {
      retried = get(); // the earliest a caller hears of the failure
    });
    attempts[0]!.reject(new Error('offline'));
    await failed;
    await new Promise((resolve) => setTimeout(resolve, 0)); // every late handler of the old attempt has run
    expect(get()).toBe(retried);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('oncePerKey', () => {
  it('shares one attempt per key and forgets only the key that failed', async () => {
    const { load, attempts } = controlledLoad<string>();
    const get = oncePerKey((key: number) => load().then((value) => `${key}:${value}`));
    const a = get(1);
    const b = get(2);
    expect(get(1)).toBe(a);
    expect(load).toHaveBeenCalledTimes(2);
    attempts[0]!.reject(new Error('bucket 1 failed'));
    attempts[1]!.resolve('ok');
    await expect(a).rejects.toThrow('bucket 1 failed');
    await expect(b).resolves.toBe('2:ok');
    expect(get(2)).toBe(b);
    const again = get(1);
    expect(load).toHaveBeenCalledTimes(3);
    attempts[2]!.resolve('ok');
    await expect(again).resolves.toBe('1:ok');
  });

  it('a newer attempt for a key is kept when the old one fails', async () => {
    const { load, attempts } = controlledLoad<string>();
    const get = oncePerKey((_key: string) => load());
    let retried: Promise<string> | undefined;
    const failed = get('noto').catch(() => {
      retried = get('noto');
    });
    attempts[0]!.reject(new Error('404'));
    await failed;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get('noto')).toBe(retried);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
