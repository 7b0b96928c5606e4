/** Product tag rules (spec 5): trimmed, non-empty, no duplicates; the server also caps their number and length. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

export type TagError = 'empty' | 'duplicate' | 'tooLong' | 'tooMany';

export type AddTagResult = { ok: true; tags: string[] } | { ok: false; error: TagError };

/** Adds a typed tag. Duplicates are judged case-insensitively ("Cocoa" and "cocoa" are the same tag). */
export function addTag(tags: readonly string[], raw: string): AddTagResult {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag) return { ok: false, error: 'empty' };
  if (tag.length > MAX_TAG_LENGTH) return { ok: false, error: 'tooLong' };
  if (tags.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) return { ok: false, error: 'duplicate' };
  if (tags.length >= MAX_TAGS) return { ok: false, error: 'tooMany' };
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
