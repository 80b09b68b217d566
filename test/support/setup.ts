import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom 26 lacks the encoding API that react-router (and browsers) provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
