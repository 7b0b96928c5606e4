import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

/** A stand-in for i18next's t: {{name}} interpolation over a fixed catalogue. */
function catalogue(texts: Record<string, string>) {
  return (key: string, options: Record<string, unknown>) =>
    (texts[key] ?? key).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => `${(options[name] as string | number | undefined) ?? ''}`,
    );
}

describe('RichText', () => {
  it('draws the tags of a text with the given elements and the values as text', () => {
    const t = catalogue({
      notice: 'Showing results for <strong>{{corrected}}</strong> (searched for <bdi>{{typed}}</bdi>)',
    });
    const html = renderToStaticMarkup(
      <RichText
        t={t}
        i18nKey="notice"
        values={{ corrected: 'shea butter', typed: 'shae buter' }}
        components={{ strong: <b className="x" />, bdi: <bdi /> }}
      />,
    );
    expect(html).toBe('Showing results for <b class="x">shea butter</b> (searched for <bdi>shae buter</bdi>)');
  });

  it('never reads markup in a value: a search for "<strong>" shows those characters', () => {
    const t = catalogue({ notice: 'Results for <strong>{{typed}}</strong>' });
    const html = renderToStaticMarkup(
      <RichText
        t={t}
        i18nKey="notice"
        values={{ typed: '</strong><img src=x onerror=alert(1)>' }}
        components={{ strong: <b /> }}
      />,
    );
    expect(html).toBe('Results for <b>&lt;/strong&gt;&lt;img src=x onerror=alert(1)&gt;</b>');
  });

  it('keeps unknown tags as text, closes what is left open, and passes numbers through for plurals', () => {
    const t = catalogue({ a: '<em>{{count}}</em> items <b>bold' });
    const html = renderToStaticMarkup(
      <RichText t={t} i18nKey="a" values={{ count: 3 }} components={{ b: <strong /> }} />,
    );
    expect(html).toBe('&lt;em&gt;3&lt;/em&gt; items <strong>bold</strong>');
  });

  it('nests tags', () => {
    const t = catalogue({ a: 'x <a>link <b>bold</b></a> y' });
    const html = renderToStaticMarkup(<RichText t={t} i18nKey="a" components={{ a: <a href="/terms" />, b: <b /> }} />);
    expect(html).toBe('x <a href="/terms">link <b>bold</b></a> y');
  });
});
