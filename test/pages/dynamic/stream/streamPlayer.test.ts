// The stream player's logic: which prefixes render or wait, what the timeline records, and where scrubbing lands.
import type { Diagnostic } from '../../../../src/engine';
import { endedAt, initialPlayer, playerReducer, prefixAt, type PlayerState } from '../../../../src/pages/dynamic/stream/player';
import { drawPosition, FRESH_MEMORY, type FrameDrawer, type FrameMemory } from '../../../../src/pages/dynamic/stream/streamFrame';
import { planPrefix, sortErrors, TEMPLATE_LINE_WAIT } from '../../../../src/pages/dynamic/stream/streamPrefix';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Steps\n  lists\n    - label One\n    - label Two\n';

describe('planning a prefix', () => {
  it('waits while the template name is still being written, then renders', () => {
    expect(planPrefix('infographic list-row-hori', false)).toEqual({ kind: 'wait', reason: TEMPLATE_LINE_WAIT });
    expect(planPrefix('infographic list-row-simple-horizontal-arrow\n', false)).toEqual({
      kind: 'render',
      spec: 'infographic list-row-simple-horizontal-arrow\n',
    });
    // Once the stream has ended, what is there is all there will be.
    expect(planPrefix('infographic list-row-hori', true)).toMatchObject({ kind: 'render' });
  });

  it('waits for the fence in prose, then plans its body', () => {
    expect(planPrefix('Sure! Here it is:\n', false)).toMatchObject({ kind: 'wait' });
    expect(planPrefix('Sure!\n```infographic\ninfographic x\nda', false)).toEqual({ kind: 'render', spec: 'infographic x\nda' });
  });
});

describe('sorting errors while streaming', () => {
  const error = (line: number | undefined, code: Diagnostic['code'] = 'unknown_key'): Diagnostic => ({
    severity: 'error',
    code,
    message: 'x',
    ...(line ? { line } : {}),
  });
  const spec = 'infographic x\ndata\n  titel Oops\n  lists\n    - lab';

  it('counts errors on the line being written, and data not arrived yet, as unfinished; errors above it as wrong', () => {
    const sorted = sortErrors(
      spec,
      [error(5), error(3), error(undefined, 'empty_data'), { severity: 'warning', code: 'invalid_value', message: 'w', line: 2 }],
      false,
    );
    expect(sorted.incomplete.map((d) => d.line)).toEqual([5, undefined]);
    expect(sorted.wrong.map((d) => d.line)).toEqual([3]);
  });

  it('counts every error as wrong once the stream has ended', () => {
    expect(sortErrors(spec, [error(5), error(3)], true).wrong).toHaveLength(2);
  });
});

describe('the player', () => {
  const chunking = { unit: 'tokens' as const, size: 1 };

  it('plays, pauses, steps, restarts and seeks within the chunks', () => {
    let state = initialPlayer(SPEC, chunking);
    const total = state.chunks.length;
    state = playerReducer(state, { type: 'play' });
    state = playerReducer(state, { type: 'advance', to: 5 });
    expect(state).toMatchObject({ playing: true, position: 5 });
    state = playerReducer(state, { type: 'pause' });
    state = playerReducer(state, { type: 'advance', to: 9 });
    expect(state).toMatchObject({ playing: false, position: 5 });
    state = playerReducer(state, { type: 'step' });
    expect(state.position).toBe(6);
    expect(prefixAt(state, 6)).toBe(state.chunks.slice(0, 6).join(''));
    state = playerReducer(state, { type: 'seek', position: 10_000 });
    expect(state.position).toBe(total);
    expect(endedAt(state, total)).toBe(true);
    state = playerReducer(state, { type: 'play' });
    expect(state).toMatchObject({ playing: true, position: 0 });
    state = playerReducer(state, { type: 'advance', to: total + 3 });
    expect(state).toMatchObject({ playing: false, position: total });
    const run = state.run;
    state = playerReducer(state, { type: 'restart' });
    expect(state).toMatchObject({ playing: false, position: 0, run: run + 1 });
  });

  it('keeps the same text on screen when the chunk size changes', () => {
    let state = playerReducer(initialPlayer(SPEC, chunking), { type: 'seek', position: 4 });
    const shown = prefixAt(state, state.position);
    state = playerReducer(state, { type: 'rechunk', chunking: { unit: 'chars', size: 1 } });
    expect(prefixAt(state, state.position)).toBe(shown);
  });

  it('follows a live stream to its newest chunk and ends it', () => {
    let state = playerReducer(initialPlayer(SPEC, chunking), { type: 'liveStart' });
    state = playerReducer(state, { type: 'liveAppend', pieces: ['infographic x\n'] });
    state = playerReducer(state, { type: 'liveAppend', pieces: ['data\n'] });
    expect(state).toMatchObject({ live: true, position: 2, text: 'infographic x\ndata\n' });
    expect(endedAt(state, 2)).toBe(false);
    expect(playerReducer(state, { type: 'seek', position: 0 })).toBe(state);
    state = playerReducer(state, { type: 'liveEnd' });
    expect(endedAt(state, 2)).toBe(true);
  });
});

describe('a frame', () => {
  /** A drawer whose "engine" renders a spec of whole lines with at least one list item, and no "BROKEN". */
  function drawer() {
    const log: string[] = [];
    const renders = (spec: string) => spec.endsWith('\n') && spec.includes('- label') && !spec.includes('BROKEN');
    const d: FrameDrawer & { log: string[] } = {
      log,
      render(spec) {
        log.push(spec);
        if (renders(spec)) return [];
        const broken = spec.split('\n').findIndex((line) => line.includes('BROKEN'));
        return [
          {
            severity: 'error',
            code: broken >= 0 ? 'unknown_key' : 'empty_data',
            message: 'no',
            ...(broken >= 0 ? { line: broken + 1 } : {}),
          },
        ];
      },
      renders,
      clear: () => log.push('<clear>'),
    };
    return d;
  }

  function frame(state: PlayerState, position: number, memory: FrameMemory, d: FrameDrawer) {
    return drawPosition(state, position, memory, d);
  }

  it('records waiting, incomplete, skipped and rendered chunks', () => {
    const state = initialPlayer(SPEC, { unit: 'chars', size: 1 });
    const d = drawer();
    const head = frame(state, 2, FRESH_MEMORY, d);
    expect(head.updates).toEqual([
      [0, { kind: 'skipped' }],
      [1, { kind: 'waiting', reason: TEMPLATE_LINE_WAIT }],
    ]);
    const early = frame(state, SPEC.indexOf('lists'), head.memory, d);
    expect(early.updates.at(-1)?.[1]).toMatchObject({ kind: 'incomplete' });
    const end = frame(state, state.chunks.length, early.memory, d);
    expect(end.updates.at(-1)).toEqual([state.chunks.length - 1, { kind: 'rendered' }]);
    expect(end.updates.slice(0, -1).every(([, status]) => status.kind === 'skipped')).toBe(true);
    expect(end.memory.pictureAt).toBe(state.chunks.length);
    expect(end.check).toMatchObject({ ended: true, sorted: { wrong: [], incomplete: [] } });
  });

  it('marks a prefix with an error on a finished line as failed', () => {
    const broken = `${SPEC}  BROKEN line\n  more\n`;
    const state = initialPlayer(broken, { unit: 'chars', size: 1000 });
    const outcome = frame(state, 1, FRESH_MEMORY, drawer());
    expect(outcome.updates).toEqual([[0, { kind: 'failed', reason: 'line 7: no' }]]);
  });

  it('a jump forward to a prefix that does not render shows the newest earlier one that does, and marks it rendered', () => {
    let state = initialPlayer(SPEC, { unit: 'chars', size: 1 });
    const target = SPEC.indexOf('Two') + 1;
    state = playerReducer(state, { type: 'seek', position: target });
    const d = drawer();
    const jump = frame(state, target, FRESH_MEMORY, d);
    const shown = jump.memory.pictureAt ?? 0;
    expect(prefixAt(state, shown).endsWith('\n')).toBe(true);
    expect(prefixAt(state, shown)).toContain('- label One');
    expect(d.log.at(-1)).toBe(prefixAt(state, shown));
    expect(jump.updates).toContainEqual([shown - 1, { kind: 'rendered' }]);
    expect(jump.updates).toContainEqual([target - 1, expect.objectContaining({ kind: 'incomplete' })]);
  });

  it('scrubbing back past the picture shows the newest earlier prefix that renders, not a later one', () => {
    let state = initialPlayer(SPEC, { unit: 'chars', size: 1 });
    state = playerReducer(state, { type: 'seek', position: state.chunks.length });
    const d = drawer();
    const atEnd = frame(state, state.chunks.length, FRESH_MEMORY, d);
    // Back into the middle of the last line: it does not render, so the prefix ending with the first item does.
    const middle = state.chunks.length - 2;
    const back = frame(state, middle, atEnd.memory, d);
    const shown = back.memory.pictureAt ?? 0;
    expect(prefixAt(state, shown).endsWith('- label One\n')).toBe(true);
    expect(d.log.at(-1)).toBe(prefixAt(state, shown));
    expect(frame(state, 0, back.memory, d).memory.pictureAt).toBeNull();
    expect(d.log.at(-1)).toBe('<clear>');
  });
});
