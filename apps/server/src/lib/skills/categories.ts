/** The families a skill belongs to (DECISIONS §6.1). Used to order and group, never to match. */
export const CATEGORIES = [
  'languages',
  'frameworks',
  'libraries',
  'databases',
  'cloud',
  'devops',
  'data-ai',
  'erp',
  'testing',
  'design',
  'methods',
  'management',
  'tools',
  'systems',
  'security',
  'soft',
  /** Skills staff add without saying where they belong. */
  'other',
] as const;

export type Category = (typeof CATEGORIES)[number];
