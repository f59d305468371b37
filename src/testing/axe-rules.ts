/**
 * What axe checks, in the stories (.storybook/preview.tsx) and the browser tests
 * (e2e/support/axe.ts): WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. The 24 px
 * target-size rule (WCAG 2.2, 2.5.8) is off in axe by default and switched on here.
 */
export const AXE_RUN_OPTIONS = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: { 'target-size': { enabled: true } },
} as const;
