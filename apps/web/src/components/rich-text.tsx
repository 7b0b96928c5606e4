import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** Private-use characters around a value's index while the markup is read: a value is never taken for a tag. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
const TAG = /<(\/?)([A-Za-z][\w-]*)>/g;

type Translate = (key: string, options: Record<string, unknown>) => string;

interface Props {
  t: Translate;
  i18nKey: string;
  /** {{name}} values: text, shown as text; numbers (counts for plurals) as given. */
  values?: Record<string, unknown>;
  /** The element each `<name>…</name>` of the text becomes, the tag's content as its children. */
  components: Record<string, ReactElement>;
}

interface Open {
  name: string;
  children: ReactNode[];
}

/**
 * A translated text with a little markup ("Pay with <brand>PayPal</brand>"): what react-i18next's <Trans> does for us,
 * without its HTML parser in the pages' first load (issue 19). Tags not in `components` stay as text; unclosed tags
 * close at the end.
 */
export function RichText({ t, i18nKey, values = {}, components }: Props) {
  const texts: string[] = [];
  const tokenized = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      texts.push(value);
      return [name, `${OPEN}${texts.length - 1}${CLOSE}`];
    }),
  );
  const template = t(i18nKey, tokenized);
  const restore = (text: string) => text.replace(TOKEN, (_, i: string) => texts[Number(i)] ?? '');

  const root: Open = { name: '', children: [] };
  const stack: Open[] = [root];
  const close = () => {
    const done = stack.pop()!;
    const parent = stack[stack.length - 1]!;
    parent.children.push(cloneElement(components[done.name]!, { key: parent.children.length }, ...done.children));
  };
  let at = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, slash, name] = match as unknown as [string, string, string];
    const top = stack[stack.length - 1]!;
    if (match.index > at) top.children.push(restore(template.slice(at, match.index)));
    at = match.index + whole.length;
    if (!(name in components)) top.children.push(whole);
    else if (!slash) stack.push({ name, children: [] });
    else if (top.name === name) close();
    else top.children.push(whole);
  }
  if (at < template.length) stack[stack.length - 1]!.children.push(restore(template.slice(at)));
  while (stack.length > 1) close();
  return <>{root.children}</>;
}
