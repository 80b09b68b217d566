// Sample data for each data shape, so every template can be previewed. Pure data: no library import.
import type { DataShape, InfographicData, ItemDatum } from '../types';

const steps: ItemDatum[] = [
  { label: 'Research', desc: 'Understand the problem', icon: 'search' },
  { label: 'Design', desc: 'Sketch the solution', icon: 'pencil' },
  { label: 'Build', desc: 'Ship the first version', icon: 'rocket' },
  { label: 'Launch', desc: 'Reach the users', icon: 'plane' },
];

const tree: ItemDatum = {
  label: 'Product',
  icon: 'box',
  children: [
    {
      label: 'Design',
      icon: 'pencil',
      children: [
        { label: 'Research', icon: 'search' },
        { label: 'Prototype', icon: 'layers' },
      ],
    },
    {
      label: 'Engineering',
      icon: 'code',
      children: [
        { label: 'Frontend', icon: 'monitor' },
        { label: 'Backend', icon: 'server' },
      ],
    },
    {
      label: 'Growth',
      icon: 'chart',
      children: [
        { label: 'Marketing', icon: 'megaphone' },
        { label: 'Sales', icon: 'user' },
      ],
    },
  ],
};

/** Builds the sample for one shape; every call returns fresh objects (renders and edits mutate data). */
const SAMPLES: Record<DataShape, () => InfographicData> = {
  list: () => ({ title: 'Four steps to launch', desc: 'From idea to users', lists: clone(steps) }),
  sequence: () => ({ title: 'Project timeline', desc: 'Milestones of the year', sequences: clone(steps) }),
  hierarchy: () => ({ title: 'Organisation', desc: 'Teams and their areas', root: clone(tree) }),
  compare: () => ({
    title: 'Plan A versus plan B',
    desc: 'Strengths of each option',
    compares: [
      {
        label: 'Plan A',
        icon: 'rocket',
        children: [
          { label: 'Fast', desc: 'Ready in a week' },
          { label: 'Cheap', desc: 'Small budget' },
        ],
      },
      {
        label: 'Plan B',
        icon: 'earth',
        children: [
          { label: 'Robust', desc: 'Fewer risks' },
          { label: 'Scalable', desc: 'Grows with demand' },
        ],
      },
      {
        label: 'Risks',
        icon: 'shield',
        children: [
          { label: 'Time', desc: 'Tight schedule' },
          { label: 'People', desc: 'Small team' },
        ],
      },
      {
        label: 'Chances',
        icon: 'star',
        children: [
          { label: 'Market', desc: 'Growing demand' },
          { label: 'Partners', desc: 'Strong network' },
        ],
      },
    ],
  }),
  quadrant: () => ({
    title: 'Priority matrix',
    desc: 'Urgency against importance',
    compares: [
      { label: 'Do first', desc: 'Urgent and important', icon: 'flame' },
      { label: 'Schedule', desc: 'Important, not urgent', icon: 'calendar' },
      { label: 'Delegate', desc: 'Urgent, not important', icon: 'users' },
      { label: 'Drop', desc: 'Neither', icon: 'trash' },
    ],
  }),
  relation: () => ({
    title: 'Request flow',
    desc: 'How a request travels',
    nodes: [
      { id: 'user', label: 'User', icon: 'user' },
      { id: 'web', label: 'Web app', icon: 'monitor' },
      { id: 'api', label: 'API', icon: 'server' },
      { id: 'db', label: 'Database', icon: 'database' },
      { id: 'cache', label: 'Cache', icon: 'zap' },
    ],
    relations: [
      { from: 'user', to: 'web', label: 'opens' },
      { from: 'web', to: 'api', label: 'calls' },
      { from: 'api', to: 'db', label: 'reads' },
      { from: 'api', to: 'cache', label: 'caches' },
    ],
  }),
  chart: () => ({
    title: 'Revenue by quarter',
    desc: 'In thousands',
    values: [
      { label: 'Q1', value: 120, desc: 'Winter', icon: 'snowflake' },
      { label: 'Q2', value: 180, desc: 'Spring', icon: 'flower' },
      { label: 'Q3', value: 150, desc: 'Summer', icon: 'sun' },
      { label: 'Q4', value: 210, desc: 'Autumn', icon: 'leaf' },
    ],
  }),
  lanes: () => ({
    title: 'Sign-in sequence',
    desc: 'Who talks to whom',
    sequences: [
      {
        label: 'Browser',
        children: [
          { id: 'b1', label: 'Submit form' },
          { id: 'b2', label: 'Show home' },
        ],
      },
      {
        label: 'Server',
        children: [
          { id: 's1', label: 'Check password' },
          { id: 's2', label: 'Create session' },
        ],
      },
      { label: 'Database', children: [{ id: 'd1', label: 'Find user' }] },
    ],
    relations: [
      { from: 'b1', to: 's1', label: 'POST /login' },
      { from: 's1', to: 'd1', label: 'query' },
      { from: 'd1', to: 's2', label: 'user row' },
      { from: 's2', to: 'b2', label: 'cookie' },
    ],
  }),
  layers: () => ({
    title: 'System layers',
    desc: 'From users to storage',
    items: [
      {
        label: 'Interface',
        children: [
          { label: 'Web', children: [{ label: 'React' }, { label: 'CSS' }] },
          { label: 'Mobile', children: [{ label: 'iOS' }, { label: 'Android' }] },
        ],
      },
      {
        label: 'Services',
        children: [
          { label: 'API', children: [{ label: 'REST' }, { label: 'Auth' }] },
          { label: 'Jobs', children: [{ label: 'Queue' }] },
        ],
      },
      {
        label: 'Storage',
        children: [{ label: 'Data', children: [{ label: 'SQL' }, { label: 'Files' }] }],
      },
    ],
  }),
  items: () => ({
    title: 'Priority matrix',
    desc: 'Urgency against importance',
    items: [
      { label: 'Do first', desc: 'Urgent and important', icon: 'flame' },
      { label: 'Schedule', desc: 'Important, not urgent', icon: 'calendar' },
      { label: 'Delegate', desc: 'Urgent, not important', icon: 'users' },
      { label: 'Drop', desc: 'Neither', icon: 'trash' },
    ],
  }),
};

/** Fresh sample data for a data shape. */
export function sampleData(shape: DataShape): InfographicData {
  return SAMPLES[shape]();
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
