// Which of the lazy Material Design Icons chunks holds an icon: the build (mdiBucketLoader) and the page agree on it.

/** How many chunks the set is split into: a picture's few icons fetch a few small chunks, not the whole set. */
export const MDI_BUCKET_COUNT = 32;

/** The chunk number (0…MDI_BUCKET_COUNT-1) of an icon name or alias: a string hash, so chunks come out about even. */
export function mdiBucketOf(name: string): number {
  let hash = 2166136261;
  for (let index = 0; index < name.length; index++) hash = Math.imul(hash ^ name.charCodeAt(index), 16777619) >>> 0;
  return hash % MDI_BUCKET_COUNT;
}
