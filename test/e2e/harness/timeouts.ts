// A real browser against a real server takes seconds; jest 30 reads testTimeout only from the global config, so set it here.
// Generous, for a busy 2-core CI machine: a tour is a dozen navigations, each waiting up to 30 s (browserSession.ts).
jest.setTimeout(120_000);
