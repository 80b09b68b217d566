// Sample specs of different categories for the browser suite, each with a title that must show up in the picture.

export interface SampleSpec {
  category: string;
  title: string;
  /** Text the picture must show, unique among the samples (the title, where the template draws one). */
  shows: string;
  text: string;
}

function spec(category: string, template: string, title: string, body: string, shows = title): SampleSpec {
  return { category, title, shows, text: `infographic ${template}\ndata\n  title ${title}\n${body}` };
}

export const SAMPLE_SPECS: readonly SampleSpec[] = [
  spec(
    'list',
    'list-row-simple-horizontal-arrow',
    'Release train',
    `  lists
    - label Draft
      desc Write it
    - label Review
      desc Check it
    - label Ship
      desc Send it
`,
  ),
  spec(
    'sequence',
    'sequence-timeline-simple',
    'Year of milestones',
    `  sequences
    - label Research
      desc Understand the problem
    - label Design
      desc Sketch the solution
    - label Launch
      desc Reach the users
`,
  ),
  spec(
    'compare',
    'compare-binary-horizontal-simple-vs',
    'Plan A versus plan B',
    `  compares
    - label Plan A
      children
        - label Fast
        - label Cheap
    - label Plan B
      children
        - label Robust
        - label Scalable
`,
  ),
  spec(
    'hierarchy',
    'hierarchy-tree-tech-style-capsule-item',
    'Teams of the product',
    `  root
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
    // Tree templates draw no title.
    'Frontend',
  ),
  spec(
    'relation',
    'relation-dagre-flow-tb-simple-circle-node',
    'How a request travels',
    `  nodes
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
  ),
  spec(
    'chart',
    'chart-column-simple',
    'Revenue by quarter',
    `  values
    - label Q1
      value 120
    - label Q2
      value 180
    - label Q3
      value 150
`,
  ),
];

/** A valid spec, then the same spec with line 5 broken (a list item outside any list). */
export const GOOD = `infographic list-row-simple-horizontal-arrow
data
  title Good picture
  lists
    - label One
    - label Two
`;
export const BROKEN_AT_LINE_7 = `infographic list-row-simple-horizontal-arrow
data
  title Never drawn
  lists
    - label One
    - label Two
  - label Stray
`;

/** The picture audit's cases (issue 12): a title the template does not draw, a label too long for its box, a template that does not exist. */
export const TITLE_IGNORED = `infographic hierarchy-tree-curved-line-rounded-rect-node
data
  title Organisation
  root
    label Product
    children
      - label Design
      - label Engineering
`;

export const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => `word${i + 1}`).join(' ');
export const LONG_LABEL = `infographic list-row-simple-horizontal-arrow
data
  title Launch plan
  lists
    - label ${FORTY_WORDS}
    - label Ship
`;

export const UNKNOWN_TEMPLATE = `infographic chart-column-grouped-simple
data
  title Sales by region
  values
    - label North
      value 3
    - label South
      value 5
`;

/** A Chinese picture: the font tests and the font bench draw it with the shipped CJK faces. */
export const CHINESE_SPEC = `infographic list-row-simple-horizontal-arrow
data
  title 季度发布计划
  lists
    - label 需求评审
      desc 确认范围与目标
    - label 开发测试
      desc 完成功能并验证
    - label 正式上线
      desc 发布给全部用户
`;
