/**
 * @jest-environment node
 */
import { createConfig, devServerPort } from '../../webpack.config';

test('npm start listens on PORT when it is a port number, else on 8080', () => {
  expect(devServerPort({ PORT: '3000' })).toBe(3000);
  expect(devServerPort({})).toBe(8080);
  expect(devServerPort({ PORT: 'eighty' })).toBe(8080);
  expect(devServerPort({ PORT: '70000' })).toBe(8080);
});

test('the development config reads PORT', () => {
  const saved = process.env.PORT;
  process.env.PORT = '4321';
  try {
    expect((createConfig({ mode: 'development' }) as { devServer?: { port?: number } }).devServer?.port).toBe(4321);
  } finally {
    if (saved === undefined) delete process.env.PORT;
    else process.env.PORT = saved;
  }
});
