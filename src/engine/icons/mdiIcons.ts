// Material Design Icons, served from 32 lazy chunks built from @iconify-json/mdi (Apache-2.0): only the chunks of the icons used load.
import { bucketedIcons, type BucketImport } from './iconBucketSet';

/** One import per chunk: webpack needs each request written out (iconBucketLoader builds chunk N from `?bucket=N`). */
const BUCKETS: readonly BucketImport[] = [
  () => import(/* webpackChunkName: "mdi-0" */ '@iconify-json/mdi/icons.json?bucket=0'),
  () => import(/* webpackChunkName: "mdi-1" */ '@iconify-json/mdi/icons.json?bucket=1'),
  () => import(/* webpackChunkName: "mdi-2" */ '@iconify-json/mdi/icons.json?bucket=2'),
  () => import(/* webpackChunkName: "mdi-3" */ '@iconify-json/mdi/icons.json?bucket=3'),
  () => import(/* webpackChunkName: "mdi-4" */ '@iconify-json/mdi/icons.json?bucket=4'),
  () => import(/* webpackChunkName: "mdi-5" */ '@iconify-json/mdi/icons.json?bucket=5'),
  () => import(/* webpackChunkName: "mdi-6" */ '@iconify-json/mdi/icons.json?bucket=6'),
  () => import(/* webpackChunkName: "mdi-7" */ '@iconify-json/mdi/icons.json?bucket=7'),
  () => import(/* webpackChunkName: "mdi-8" */ '@iconify-json/mdi/icons.json?bucket=8'),
  () => import(/* webpackChunkName: "mdi-9" */ '@iconify-json/mdi/icons.json?bucket=9'),
  () => import(/* webpackChunkName: "mdi-10" */ '@iconify-json/mdi/icons.json?bucket=10'),
  () => import(/* webpackChunkName: "mdi-11" */ '@iconify-json/mdi/icons.json?bucket=11'),
  () => import(/* webpackChunkName: "mdi-12" */ '@iconify-json/mdi/icons.json?bucket=12'),
  () => import(/* webpackChunkName: "mdi-13" */ '@iconify-json/mdi/icons.json?bucket=13'),
  () => import(/* webpackChunkName: "mdi-14" */ '@iconify-json/mdi/icons.json?bucket=14'),
  () => import(/* webpackChunkName: "mdi-15" */ '@iconify-json/mdi/icons.json?bucket=15'),
  () => import(/* webpackChunkName: "mdi-16" */ '@iconify-json/mdi/icons.json?bucket=16'),
  () => import(/* webpackChunkName: "mdi-17" */ '@iconify-json/mdi/icons.json?bucket=17'),
  () => import(/* webpackChunkName: "mdi-18" */ '@iconify-json/mdi/icons.json?bucket=18'),
  () => import(/* webpackChunkName: "mdi-19" */ '@iconify-json/mdi/icons.json?bucket=19'),
  () => import(/* webpackChunkName: "mdi-20" */ '@iconify-json/mdi/icons.json?bucket=20'),
  () => import(/* webpackChunkName: "mdi-21" */ '@iconify-json/mdi/icons.json?bucket=21'),
  () => import(/* webpackChunkName: "mdi-22" */ '@iconify-json/mdi/icons.json?bucket=22'),
  () => import(/* webpackChunkName: "mdi-23" */ '@iconify-json/mdi/icons.json?bucket=23'),
  () => import(/* webpackChunkName: "mdi-24" */ '@iconify-json/mdi/icons.json?bucket=24'),
  () => import(/* webpackChunkName: "mdi-25" */ '@iconify-json/mdi/icons.json?bucket=25'),
  () => import(/* webpackChunkName: "mdi-26" */ '@iconify-json/mdi/icons.json?bucket=26'),
  () => import(/* webpackChunkName: "mdi-27" */ '@iconify-json/mdi/icons.json?bucket=27'),
  () => import(/* webpackChunkName: "mdi-28" */ '@iconify-json/mdi/icons.json?bucket=28'),
  () => import(/* webpackChunkName: "mdi-29" */ '@iconify-json/mdi/icons.json?bucket=29'),
  () => import(/* webpackChunkName: "mdi-30" */ '@iconify-json/mdi/icons.json?bucket=30'),
  () => import(/* webpackChunkName: "mdi-31" */ '@iconify-json/mdi/icons.json?bucket=31'),
];

/** mdi's icons by name (aliases resolve too), filled with currentColor so the template's colour applies. */
export const mdiIcons = bucketedIcons('mdi', BUCKETS, ' fill="currentColor"');
