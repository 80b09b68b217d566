// What jsdom tests print by design, kept out of the log so that a real warning stands out. Each entry names one known message.

/**
 * jsdom has no canvas, so the library measures text with its bundled font data and says so once per text drawn (about
 * 2,400 times in the unit run, 40 log lines each). Browsers measure with a canvas and never print it.
 */
const EXPECTED_WARNINGS: readonly RegExp[] = [/^Font family "[^"\n]*" not registered, using fallback font data$/];

/** True for a console.warn call that is one of the expected messages, alone (with more arguments it is something else). */
export function isExpectedWarning(args: readonly unknown[]): boolean {
  return args.length === 1 && typeof args[0] === 'string' && EXPECTED_WARNINGS.some((pattern) => pattern.test(args[0] as string));
}

/** Passes every console.warn call on except the expected ones. */
export function quietExpectedWarnings(target: Pick<Console, 'warn'>): void {
  const warn = target.warn.bind(target);
  target.warn = (...args: unknown[]) => {
    if (!isExpectedWarning(args)) warn(...args);
  };
}

/**
 * jsdom's canvas getContext is "not implemented": it prints an error with a stack each call. A browser without a 2D canvas
 * answers null, which is what the library handles; answer that instead.
 */
export function canvasAsWithoutSupport(canvas: { prototype: { getContext: unknown } }): void {
  canvas.prototype.getContext = () => null;
}
