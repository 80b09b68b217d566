// The sample a new document opens with (the Renderer and the document store start from it): short, valid, and showing a title, a description and a list.

export const DEFAULT_TEMPLATE = 'list-row-simple-horizontal-arrow';

export const DEFAULT_SOURCE = `infographic ${DEFAULT_TEMPLATE}
data
  title Shipping a release
  desc From first draft to production in four steps
  lists
    - label Draft
      desc Write the change
    - label Review
      desc Check it with the team
    - label Test
      desc Run the whole suite
    - label Ship
      desc Deploy and announce
`;
