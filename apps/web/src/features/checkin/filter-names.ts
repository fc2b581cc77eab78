/** Lower case without accents, so "zoe" finds "Zoë". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The names containing what was typed (every word of it, in any order), as the kiosk filters while typing. */
export function filterNames<T extends { displayName: string }>(names: readonly T[], typed: string): T[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...names];
  return names.filter((name) => {
    const text = folded(name.displayName);
    return words.every((word) => text.includes(word));
  });
}
