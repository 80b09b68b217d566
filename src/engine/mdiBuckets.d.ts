// The chunks mdiBucketLoader builds from the mdi set: `?bucket=N` is one chunk of it, in Iconify's shape.
declare module '@iconify-json/mdi/icons.json?*' {
  const bucket: {
    width?: number;
    height?: number;
    icons: Record<string, { body: string; width?: number; height?: number }>;
    aliases?: Record<string, { parent: string }>;
  };
  export default bucket;
}
