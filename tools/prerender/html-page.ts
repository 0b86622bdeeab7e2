/** Escapes text for use inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageHead {
  title: string;
  description: string;
  styleTags: string;
  modulePreloads: string[];
}

/** Fills the app's index.html template with one page's head and markup. */
export function fillTemplate(template: string, head: PageHead, appHtml: string): string {
  const headHtml = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...head.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    head.styleTags,
  ].join('\n    ');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html must contain <!--app-head--> and <!--app-html--> placeholders');
  }
  return template.replace('<!--app-head-->', () => headHtml).replace('<!--app-html-->', () => appHtml);
}
