// Runs a real webpack build of this project's config into an in-memory file system.
import path from 'node:path';
import { createFsFromVolume, Volume } from 'memfs';
import webpack from 'webpack';
import { createConfig, type BuildOptions } from '../../webpack.config';

export interface MemoryBuild {
  /** Files by their public path, e.g. "/page.3f2a1c9e.js". */
  files: Map<string, Buffer>;
  outputPath: string;
}

export async function buildInMemory(options: BuildOptions): Promise<MemoryBuild> {
  const outputPath = path.resolve('/virtual-dist');
  const compiler = webpack({ ...createConfig({ ...options, outputPath }), devtool: false });
  const volume = new Volume();
  compiler.outputFileSystem = createFsFromVolume(volume) as unknown as typeof compiler.outputFileSystem;
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const files = new Map<string, Buffer>();
  for (const file of Object.keys(volume.toJSON(outputPath))) {
    files.set(`/${path.relative(outputPath, file)}`, volume.readFileSync(file) as Buffer);
  }
  return { files, outputPath };
}
