// What iconBucketLoader builds from a split set: `?bucket=N` is one chunk of it in Iconify's shape; `?names` has no bodies.
declare module '@iconify-json/mdi/icons.json?*' {
  const bucket: import('./iconBucketSet').IconBucket;
  export default bucket;
}

declare module '@iconify-json/lucide/icons.json?*' {
  const bucket: import('./iconBucketSet').IconBucket;
  export default bucket;
}

declare module '@iconify-json/lucide/icons.json?names' {
  const names: {
    width?: number;
    height?: number;
    icons: Record<string, object>;
    aliases: Record<string, { parent: string }>;
  };
  export default names;
}
