// Specs to stream, from several categories, including a model's prose answer with a fenced block (the usual case).
import type { MessageId } from '../../../i18n/i18n';

export interface StreamPreset {
  id: string;
  /** Its name in the Preset field, a message id (shown in the interface's language). */
  title: MessageId;
  text: string;
}

/** 40 lines: the size the bench streams (a realistic model answer). */
export const ROADMAP_SPEC = `# A roadmap, as a model would write it
infographic list-row-simple-horizontal-arrow
data
  title Product roadmap
  desc Seventeen steps from idea to a product people rely on
  lists
    - label Discover
      desc Talk to twenty users
    - label Define
      desc Write the problem down
    - label Sketch
      desc Draw three options
    - label Prototype
      desc Click through the best
    - label Test
      desc Watch five people try it
    - label Build
      desc Ship the smallest slice
    - label Measure
      desc Read the numbers weekly
    - label Learn
      desc Keep what works
    - label Scale
      desc Serve the next thousand
    - label Harden
      desc Fix what breaks at scale
    - label Document
      desc Explain it once, well
    - label Support
      desc Answer within a day
    - label Price
      desc Charge for the value
    - label Partner
      desc Grow with others
    - label Localise
      desc Speak every user's language
    - label Retire
      desc Switch off what nobody uses
    - label Repeat
      desc Start the next loop
`;

export const STREAM_PRESETS: readonly StreamPreset[] = [
  { id: 'roadmap', title: 'dynamic.presets.roadmap', text: ROADMAP_SPEC },
  {
    id: 'timeline',
    title: 'dynamic.presets.timeline',
    text: `infographic sequence-timeline-simple
data
  title Year of milestones
  sequences
    - label Research
      desc Understand the problem
    - label Design
      desc Sketch the solution
    - label Build
      desc Make it real
    - label Launch
      desc Reach the users
`,
  },
  {
    id: 'chart',
    title: 'dynamic.presets.chart',
    text: `infographic chart-column-simple
data
  title Revenue by quarter
  values
    - label Q1
      value 120
    - label Q2
      value 180
    - label Q3
      value 150
    - label Q4
      value 210
`,
  },
  {
    id: 'tree',
    title: 'dynamic.presets.hierarchy',
    text: `infographic hierarchy-tree-tech-style-capsule-item
data
  title Teams of the product
  root
    label Product
    children
      - label Design
        children
          - label Research
      - label Engineering
        children
          - label Frontend
          - label Backend
`,
  },
  {
    id: 'flow',
    title: 'dynamic.presets.relation',
    text: `infographic relation-dagre-flow-tb-simple-circle-node
data
  title How a request travels
  nodes
    - id user
      label User
    - id api
      label API
    - id db
      label Database
  relations
    - from user
      to api
    - from api
      to db
`,
  },
  {
    id: 'answer',
    title: 'dynamic.presets.answer',
    text: `Sure! Here is an infographic of the release process:

\`\`\`infographic
infographic list-row-simple-horizontal-arrow
data
  title Shipping a release
  lists
    - label Draft
      desc Write the change
    - label Review
      desc Check it with the team
    - label Ship
      desc Deploy and announce
\`\`\`

Each step hands over to the next; paste it into the Editor to adjust the wording.
`,
  },
];

export const DEFAULT_PRESET = STREAM_PRESETS[0];
