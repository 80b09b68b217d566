import { createFrameQueue } from '../../../src/pages/style/frameQueue';

/** A frame clock the test advances by hand. */
function manualFrames() {
  const waiting: (() => void)[] = [];
  return {
    request: (callback: () => void) => waiting.push(callback),
    /** Runs the frame callbacks requested so far. */
    frame() {
      waiting.splice(0).forEach((callback) => callback());
    },
  };
}

describe('the comparison’s frame queue', () => {
  it('draws one cell per frame, in the order they were queued', () => {
    const frames = manualFrames();
    const queue = createFrameQueue(frames.request);
    const drawn: string[] = [];
    queue.add('a', () => drawn.push('a'));
    queue.add('b', () => drawn.push('b'));
    queue.add('c', () => drawn.push('c'));
    expect(drawn).toEqual([]);
    frames.frame();
    expect(drawn).toEqual(['a']);
    frames.frame();
    frames.frame();
    expect(drawn).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the newest job of a cell, and a cancelled job never runs', () => {
    const frames = manualFrames();
    const queue = createFrameQueue(frames.request);
    const drawn: string[] = [];
    queue.add('a', () => drawn.push('old a'));
    const cancelB = queue.add('b', () => drawn.push('b'));
    queue.add('a', () => drawn.push('new a'));
    cancelB();
    frames.frame();
    frames.frame();
    expect(drawn).toEqual(['new a']);
  });
});
