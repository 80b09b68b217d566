// Specs beside the catalogue's samples, one per data shape and look the samples leave out or use one way only.
import { CHINESE_SPEC, SAMPLE_SPECS } from '../pages/specs';

function sample(category: string): string {
  const found = SAMPLE_SPECS.find((spec) => spec.category === category);
  if (!found) throw new Error(`no ${category} sample in test/e2e/pages/specs.ts`);
  return found.text;
}

export interface ShapeSpec {
  /** The id the allow-list names, prefixed `spec:` so it never collides with a template's name. */
  id: string;
  text: string;
}

/** A small SVG illustration as a data: URL (img-src allows data:, so the bare library may show it too). */
const ILLUSTRATION = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#1783ff"/></svg>',
).toString('base64')}`;

const STEPS = `data
  title Release train
  lists
    - label Draft
      desc Write it down
      icon pencil
    - label Review
      desc Check it twice
      icon search
    - label Ship
      desc Send it out
      icon rocket
`;

export const SHAPE_SPECS: readonly ShapeSpec[] = [
  // items with children: a tree and compare groups (the browser suite's own samples)
  { id: 'spec:children', text: sample('hierarchy') },
  { id: 'spec:compare-children', text: sample('compare') },
  {
    id: 'spec:relations',
    text: `infographic relation-dagre-flow-tb-simple-circle-node
data
  title How a request travels
  nodes
    - id user
      label User
    - id web
      label Web app
    - id api
      label API
    - id db
      label Database
  relations
    - from user
      to web
      label opens
    - from web
      to api
      label calls
    - from api
      to db
      label reads
`,
  },
  {
    id: 'spec:chart-values',
    text: `infographic chart-column-simple
data
  title Revenue by quarter
  values
    - label Q1
      value 120
    - label Q2
      value 180.5
    - label Q3
      value 90
    - label Q4
      value 210
`,
  },
  {
    id: 'spec:pie-values',
    text: `infographic chart-pie-plain-text
data
  title Share of visits
  values
    - label Search
      value 45
    - label Direct
      value 30
    - label Social
      value 25
`,
  },
  { id: 'spec:icons', text: `infographic list-row-horizontal-icon-arrow\n${STEPS.replace('icon rocket', 'icon mdi/rocket')}` },
  {
    id: 'spec:illustrations',
    text: `infographic sequence-timeline-simple-illus
data
  title Illustrated steps
  sequences
    - label Plan
      illus ${ILLUSTRATION}
    - label Build
      illus ${ILLUSTRATION}
`,
  },
  { id: 'spec:theme-dark', text: `infographic list-grid-badge-card\n${STEPS}theme dark\n` },
  { id: 'spec:palette', text: `infographic list-grid-badge-card\n${STEPS}theme\n  palette antv\n` },
  { id: 'spec:hand-drawn', text: `infographic list-row-simple-horizontal-arrow\n${STEPS}theme hand-drawn\n` },
  { id: 'spec:rough-look', text: `infographic list-grid-badge-card\n${STEPS}theme\n  stylize\n    type rough\n    roughness 2.5\n` },
  { id: 'spec:gradient-look', text: `infographic list-grid-badge-card\n${STEPS}theme\n  stylize linear-gradient\n` },
  { id: 'spec:chinese', text: CHINESE_SPEC },
];
