// The picture as a snippet for docs and READMEs: the image (the file saved beside the document) linking to the spec's share link.

export interface SnippetParts {
  /** The picture's name, its alt text. */
  title: string;
  /** The image's file name (the SVG download), relative to the document. */
  image: string;
  /** The share link that opens the spec in this app. */
  link: string;
}

function markdownText(text: string): string {
  return text.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, ' ');
}

function markdownUrl(url: string): string {
  // a space or a parenthesis would end the Markdown link target early
  return url.replace(/[ ()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `[![title](image)](link)` */
export function markdownSnippet({ title, image, link }: SnippetParts): string {
  return `[![${markdownText(title)}](${markdownUrl(image)})](${markdownUrl(link)})`;
}

/** `<a href="link"><img src="image" alt="title"></a>` */
export function htmlSnippet({ title, image, link }: SnippetParts): string {
  return `<a href="${htmlText(link)}"><img src="${htmlText(image)}" alt="${htmlText(title)}"></a>`;
}
