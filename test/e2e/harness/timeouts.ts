// A real browser against a real server takes seconds; jest 30 reads testTimeout only from the global config, so set it here.
jest.setTimeout(60_000);
