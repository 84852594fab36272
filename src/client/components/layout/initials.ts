/** Avatar initials from the e-mail's local part: "jane.doe@x" → "JD", "sam@x" → "SA". */
export function initialsFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').trim();
  const parts = local.split(/[._+-]+/).filter(Boolean);
  if (parts.length >= 2) return `${parts[0]![0]}${parts[1]![0]}`.toUpperCase();
  const word = parts[0] ?? '';
  return (word.slice(0, 2) || '?').toUpperCase();
}
