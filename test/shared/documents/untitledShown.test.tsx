// "Untitled" is stored and compared in English; the Documents dialog and the opened notices show it in the interface's
// language (未命名), and a rename that leaves the shown name as it is keeps the stored one.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DocumentsDialog } from '../../../src/shared/documents/DocumentsDialog';
import type { DocumentList, DocumentsSession } from '../../../src/shared/documents/useDocumentList';
import { shownDocumentName, UNTITLED } from '../../../src/shared/document/documentName';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => act(() => speak('en', english)));

const entries = [
  { id: 'a', name: UNTITLED, savedAt: 1 },
  { id: 'b', name: 'Roadmap 2025', savedAt: 2 },
];

function renderDialog() {
  const renameDocument = jest.fn(async () => {});
  const session = { renameDocument } as unknown as DocumentsSession<null>;
  const list: DocumentList<null> = {
    entries,
    openId: 'b',
    openName: 'Roadmap 2025',
    refresh: () => {},
    lastRemoval: null,
    remove: async () => {},
    undoRemove: async () => {},
  };
  render(<DocumentsDialog open session={session} list={list} onClose={() => {}} />);
  return renameDocument;
}

test('the name is shown in the language spoken; other names as they are', () => {
  expect(shownDocumentName(UNTITLED)).toBe('Untitled');
  act(() => speak('zh-CN', chinese));
  expect(shownDocumentName(UNTITLED)).toBe('未命名');
  expect(shownDocumentName('Roadmap 2025')).toBe('Roadmap 2025');
});

test('the Documents dialog in Chinese lists 未命名, and renaming it without a change keeps the stored name', () => {
  act(() => speak('zh-CN', chinese));
  const renameDocument = renderDialog();
  expect(screen.getByRole('button', { name: '打开“未命名”' })).toBeInTheDocument();
  expect(screen.queryByText(/Untitled/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '重命名“未命名”' }));
  const field = screen.getByRole('textbox');
  expect(field).toHaveValue('未命名');
  fireEvent.submit(field.closest('form')!);
  expect(renameDocument).toHaveBeenCalledWith('a', UNTITLED);
});
