import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { canvasAsWithoutSupport, quietExpectedWarnings } from './expectedLogs';
import { forgetAppWorkMemory } from '../../src/shared/viewState/rememberedStore';

// jsdom 26 lacks the encoding API that react-router (and browsers) provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// only the messages jsdom tests print by design are kept out of the log (test/support/expectedLogs.ts)
quietExpectedWarnings(console);
if (typeof HTMLCanvasElement !== 'undefined') canvasAsWithoutSupport(HTMLCanvasElement);

// Each test starts as a new tab: no work in progress remembered from the test before (src/shared/document/workMemory.ts).
beforeEach(forgetAppWorkMemory);
