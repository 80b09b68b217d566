import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { canvasAsWithoutSupport, quietExpectedWarnings } from './expectedLogs';
import { forgetAppWorkMemory } from '../../src/shared/viewState/rememberedStore';

// jsdom 26 lacks the encoding API that react-router (and browsers) provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// only the messages jsdom tests print by design are kept out of the log (test/support/expectedLogs.ts)
quietExpectedWarnings(console);
if (typeof HTMLCanvasElement !== 'undefined') canvasAsWithoutSupport(HTMLCanvasElement);

// CI runs the unit and browser suites at once on two cores: findBy/waitFor poll for up to 5 s, not the library's 1 s.
configure({ asyncUtilTimeout: 5000 });

// Each test starts as a new tab: no work in progress remembered from the test before (src/shared/document/workMemory.ts).
beforeEach(forgetAppWorkMemory);
