// Dropping a file: only drags carrying files count; the target says "dropping" while over it; the first file is opened.
import { carriesFiles, fileDropHandlers, type FileDragEvent } from '../../../src/shared/opening/fileDrop';

function drag(types: string[], files: File[] = [], over: { target?: Node; related?: Node | null } = {}) {
  const transfer = { types, files, dropEffect: 'none' } as unknown as DataTransfer;
  const event: FileDragEvent & { prevented: boolean } = {
    dataTransfer: transfer,
    currentTarget: over.target ?? document.body,
    relatedTarget: over.related ?? null,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
  return event;
}

test('a drag of text or a link is not a file drop', () => {
  expect(carriesFiles(drag(['text/plain']))).toBe(false);
  expect(carriesFiles(drag(['Files']))).toBe(true);
  expect(carriesFiles({ ...drag([]), dataTransfer: null })).toBe(false);
});

test('files over the target: dropping on, the drop accepted, the first file opened, dropping off', () => {
  const opened: string[] = [];
  const states: boolean[] = [];
  const handlers = fileDropHandlers(
    (file) => opened.push(file.name),
    (dropping) => states.push(dropping),
  );
  const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
  handlers.onDragEnter(drag(['Files'], files));
  const over = drag(['Files'], files);
  handlers.onDragOver(over);
  expect(over.prevented).toBe(true);
  expect(over.dataTransfer!.dropEffect).toBe('copy');
  const drop = drag(['Files'], files);
  handlers.onDrop(drop);
  expect(drop.prevented).toBe(true);
  expect(opened).toEqual(['a.txt']);
  expect(states).toEqual([true, false]);
});

test('text dragged over is left to the browser; moving onto a child is not leaving', () => {
  const states: boolean[] = [];
  const handlers = fileDropHandlers(
    () => {},
    (dropping) => states.push(dropping),
  );
  const text = drag(['text/plain']);
  handlers.onDragOver(text);
  handlers.onDrop(text);
  expect(text.prevented).toBe(false);
  document.body.innerHTML = '<div id="target"><p id="child"></p></div>';
  const target = document.getElementById('target')!;
  handlers.onDragLeave(drag(['Files'], [], { target, related: document.getElementById('child') }));
  expect(states).toEqual([]);
  handlers.onDragLeave(drag(['Files'], [], { target, related: document.body }));
  expect(states).toEqual([false]);
});
