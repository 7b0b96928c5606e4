import { describe, expect, it } from 'vitest';
import type { Language } from '@app/shared/constants';
import { renderStatic, textOf } from '../../../lib/test-render';
import { ProductionPhotoPicker } from './production-started-button';

const noop = () => undefined;
const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const picker = (lang: Language, names: string[] = [], problem: string | null = null) =>
  renderStatic(<ProductionPhotoPicker photos={names.map(photo)} problem={problem} disabled={false} onChoose={noop} />, {
    lang,
  });

/** The file input's tag, an attribute of it, and the text of the element with a given id. */
const inputOf = (html: string) => /<input[^>]*>/.exec(html)?.[0] ?? '';
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const textById = (html: string, id: string) =>
  textOf(new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2] ?? '');
const chosenLine = (html: string) => textOf(/data-testid="production-chosen">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');

describe('the production photos picker (issue 18): no browser-drawn English file button', () => {
  it('in French: a translated "choose" button, the input visually hidden but focusable, nothing chosen yet', async () => {
    const html = await picker('fr');
    const text = textOf(html);
    expect(text).toContain('Choisir des photos');
    expect(chosenLine(html)).toBe('Aucune photo choisie pour l’instant');
    // no English of ours, and nothing for the browser to draw in English: the native input is only visually hidden
    expect(html).not.toMatch(/choose files|no file chosen|choose photos/i);
    const input = inputOf(html);
    expect(attr(input, 'type')).toBe('file');
    expect(attr(input, 'class')).toBe('sr-only');
    expect(input).not.toMatch(/\shidden=|tabindex="-1"|display:\s*none/);
    // its accessible name stays the field's title; the button-like label opens it too
    const labelledBy = attr(input, 'aria-labelledby') ?? '';
    expect(textById(html, labelledBy)).toBe('Photos (JPG, PNG ou WebP, 5 Mo maximum chacune)');
    expect(html).toMatch(
      new RegExp(
        `<label for="${attr(input, 'id')}"[^>]*data-testid="production-choose"[^>]*>[\\s\\S]*Choisir des photos`,
      ),
    );
  });

  it('in Arabic: the button, and how many photos are chosen with the plural of the count, and their names', async () => {
    const none = await picker('ar');
    expect(textOf(none)).toContain('اختر الصور');
    expect(chosenLine(none)).toBe('لم تُختر أي صورة بعد');
    expect(none).not.toMatch(/choose files|no file chosen/i);
    expect(chosenLine(await picker('ar', ['a.png']))).toBe('اختيرت صورة واحدة');
    expect(chosenLine(await picker('ar', ['a.png', 'b.png']))).toBe('اختيرت صورتان');
    const three = await picker('ar', ['loom-1.png', 'loom-2.png', 'loom-3.jpg']);
    expect(chosenLine(three)).toBe('اختيرت 3 صور');
    // file names keep their own direction inside the right-to-left text
    for (const name of ['loom-1.png', 'loom-2.png', 'loom-3.jpg']) expect(three).toContain(`>${name}</bdi>`);
  });

  it('in English: the label the browser test finds the input by, and "2 photos chosen" as it expects', async () => {
    const html = await picker('en', ['loom-1.png', 'loom-2.png']);
    const input = inputOf(html);
    expect(textById(html, attr(input, 'aria-labelledby') ?? '')).toBe('Photos (JPG, PNG or WebP, up to 5 MB each)');
    expect(textOf(html)).toContain('Choose photos');
    expect(chosenLine(html)).toBe('2 photos chosen');
    expect(chosenLine(await picker('en', ['one.png']))).toBe('1 photo chosen');
    // the count is read out with the input
    expect(attr(input, 'aria-describedby')?.split(' ')).toContain(
      /id="([^"]+)"[^>]*data-testid="production-chosen"/.exec(html)?.[1],
    );
  });

  it('ties the rule to the input when a choice is refused', async () => {
    const html = await picker('fr', [], 'Choisissez 1 à 5 photos (JPG, PNG ou WebP), de 5 Mo maximum chacune.');
    const ids = attr(inputOf(html), 'aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    expect(textById(html, ids[1] ?? '')).toBe('Choisissez 1 à 5 photos (JPG, PNG ou WebP), de 5 Mo maximum chacune.');
  });
});
