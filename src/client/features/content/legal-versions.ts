/**
 * The 'Last Updated' date of each legal document (DECISIONS: a fixed date per version, not
 * today's date). Change a date only together with the text of that document.
 */
export const LEGAL_VERSIONS = {
  privacy: 'November 21, 2026',
  cookies: 'November 21, 2026',
  refund: 'November 21, 2026',
} as const;
