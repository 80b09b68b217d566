// Lucide's SVG bodies, served from 32 lazy chunks built from @iconify-json/lucide (ISC): only the chunks of the icons drawn load.
import { bucketedIcons, type BucketImport } from './iconBucketSet';

/** One import per chunk: webpack needs each request written out (iconBucketLoader builds chunk N from `?bucket=N`). */
const BUCKETS: readonly BucketImport[] = [
  () => import(/* webpackChunkName: "lucide-0" */ '@iconify-json/lucide/icons.json?bucket=0'),
  () => import(/* webpackChunkName: "lucide-1" */ '@iconify-json/lucide/icons.json?bucket=1'),
  () => import(/* webpackChunkName: "lucide-2" */ '@iconify-json/lucide/icons.json?bucket=2'),
  () => import(/* webpackChunkName: "lucide-3" */ '@iconify-json/lucide/icons.json?bucket=3'),
  () => import(/* webpackChunkName: "lucide-4" */ '@iconify-json/lucide/icons.json?bucket=4'),
  () => import(/* webpackChunkName: "lucide-5" */ '@iconify-json/lucide/icons.json?bucket=5'),
  () => import(/* webpackChunkName: "lucide-6" */ '@iconify-json/lucide/icons.json?bucket=6'),
  () => import(/* webpackChunkName: "lucide-7" */ '@iconify-json/lucide/icons.json?bucket=7'),
  () => import(/* webpackChunkName: "lucide-8" */ '@iconify-json/lucide/icons.json?bucket=8'),
  () => import(/* webpackChunkName: "lucide-9" */ '@iconify-json/lucide/icons.json?bucket=9'),
  () => import(/* webpackChunkName: "lucide-10" */ '@iconify-json/lucide/icons.json?bucket=10'),
  () => import(/* webpackChunkName: "lucide-11" */ '@iconify-json/lucide/icons.json?bucket=11'),
  () => import(/* webpackChunkName: "lucide-12" */ '@iconify-json/lucide/icons.json?bucket=12'),
  () => import(/* webpackChunkName: "lucide-13" */ '@iconify-json/lucide/icons.json?bucket=13'),
  () => import(/* webpackChunkName: "lucide-14" */ '@iconify-json/lucide/icons.json?bucket=14'),
  () => import(/* webpackChunkName: "lucide-15" */ '@iconify-json/lucide/icons.json?bucket=15'),
  () => import(/* webpackChunkName: "lucide-16" */ '@iconify-json/lucide/icons.json?bucket=16'),
  () => import(/* webpackChunkName: "lucide-17" */ '@iconify-json/lucide/icons.json?bucket=17'),
  () => import(/* webpackChunkName: "lucide-18" */ '@iconify-json/lucide/icons.json?bucket=18'),
  () => import(/* webpackChunkName: "lucide-19" */ '@iconify-json/lucide/icons.json?bucket=19'),
  () => import(/* webpackChunkName: "lucide-20" */ '@iconify-json/lucide/icons.json?bucket=20'),
  () => import(/* webpackChunkName: "lucide-21" */ '@iconify-json/lucide/icons.json?bucket=21'),
  () => import(/* webpackChunkName: "lucide-22" */ '@iconify-json/lucide/icons.json?bucket=22'),
  () => import(/* webpackChunkName: "lucide-23" */ '@iconify-json/lucide/icons.json?bucket=23'),
  () => import(/* webpackChunkName: "lucide-24" */ '@iconify-json/lucide/icons.json?bucket=24'),
  () => import(/* webpackChunkName: "lucide-25" */ '@iconify-json/lucide/icons.json?bucket=25'),
  () => import(/* webpackChunkName: "lucide-26" */ '@iconify-json/lucide/icons.json?bucket=26'),
  () => import(/* webpackChunkName: "lucide-27" */ '@iconify-json/lucide/icons.json?bucket=27'),
  () => import(/* webpackChunkName: "lucide-28" */ '@iconify-json/lucide/icons.json?bucket=28'),
  () => import(/* webpackChunkName: "lucide-29" */ '@iconify-json/lucide/icons.json?bucket=29'),
  () => import(/* webpackChunkName: "lucide-30" */ '@iconify-json/lucide/icons.json?bucket=30'),
  () => import(/* webpackChunkName: "lucide-31" */ '@iconify-json/lucide/icons.json?bucket=31'),
];

/** Lucide's icons by name (aliases resolve too); its strokes are currentColor already. */
export const lucideIcons = bucketedIcons('lucide', BUCKETS);
