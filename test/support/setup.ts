import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { canvasAsWithoutSupport, quietExpectedWarnings } from './expectedLogs';
import { forgetAppWorkMemory } from '../../src/shared/viewState/rememberedStore';
import { speak } from '../../src/i18n/i18n';
import * as english from '../../src/i18n/messages/en';
import { forgetAppDatabase } from '../../src/shared/document/connection';

// jsdom 26 lacks the encoding API that react-router (and browsers) provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// only the messages jsdom tests print by design are kept out of the log (test/support/expectedLogs.ts)
quietExpectedWarnings(console);
if (typeof HTMLCanvasElement !== 'undefined') canvasAsWithoutSupport(HTMLCanvasElement);

// The interface speaks English in tests unless one switches (the catalogue's ICU text compiles on use under jest).
speak('en', english);

// CI runs the unit and browser suites at once on two cores, and stays green beside a load (stress-ng --cpu 2): findBy/waitFor
// poll for up to 15 s, not the library's 1 s, and a test has a minute (a page test there took 4-5 times its quiet time).
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// Each test starts as a new tab: no work in progress remembered from the test before (src/shared/document/workMemory.ts), and
// the app's database opened again from the IndexedDB the test has (src/shared/document/connection.ts).
beforeEach(() => {
  forgetAppWorkMemory();
  forgetAppDatabase();
});
