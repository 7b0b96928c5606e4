/** Display-name rules of spec 3.1. */
export function displayName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  email: string,
): string {
  const joined = [firstName, lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  if (joined) return joined;
  const local = email.split('@')[0]?.trim();
  return local || 'User';
}

/** first_name is the first word of the name, last_name the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
