// The audit's measurer and the vector-text export share one Range per document: the browser updates every live Range on
// every change to the document until it is collected, so a Range per text slowed the next big drawing 1.5-2.5x (bench:big).
import { browserMeasurer, withTextRange } from '../../../src/engine/audit/measure';

const SVG_NS = 'http://www.w3.org/2000/svg';

function pictureWithTexts(count: number): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (let i = 0; i < count; i += 1) {
    const frame = document.createElementNS(SVG_NS, 'foreignObject');
    const span = document.createElement('span');
    span.textContent = `Item ${i}`;
    frame.appendChild(span);
    svg.appendChild(frame);
  }
  document.body.appendChild(svg);
  return svg;
}

describe('measuring texts', () => {
  const rectOf = Range.prototype.getBoundingClientRect;
  beforeAll(() => {
    // jsdom lays nothing out: every text range measures as one 10 x 10 box
    Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, width: 10, height: 10 }) as DOMRect;
  });
  afterAll(() => {
    Range.prototype.getBoundingClientRect = rectOf;
  });
  afterEach(() => {
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  it('measures every text of a picture with one Range, which then holds none of the picture', () => {
    const svg = pictureWithTexts(50);
    const created: Range[] = [];
    const createRange = Document.prototype.createRange;
    jest.spyOn(document, 'createRange').mockImplementation(function (this: Document) {
      const range = createRange.call(this);
      created.push(range);
      return range;
    });

    const inks = [...svg.querySelectorAll('foreignObject')].map((frame) => browserMeasurer.ink(frame));

    expect(inks.every((ink) => ink?.width === 10)).toBe(true);
    expect(created.length).toBeLessThanOrEqual(1);
    const [range] = created.length ? created : [withTextRange(document, (r) => r)];
    expect(range.startContainer).toBe(document);
    expect(svg.contains(range.endContainer)).toBe(false);
  });

  it('lends the same Range each time and takes it back when the measuring throws', () => {
    const first = withTextRange(document, (range) => range);
    const text = document.body.appendChild(document.createTextNode('kept?'));
    expect(() =>
      withTextRange(document, (range) => {
        expect(range).toBe(first);
        range.selectNodeContents(text);
        throw new Error('measuring failed');
      }),
    ).toThrow('measuring failed');
    expect(first.startContainer).toBe(document);
    expect(first.collapsed).toBe(true);
  });
});
