export declare const FALLBACK_FONTS: readonly {
  /** The family as the font names itself (what Chromium reports drawing with). */
  family: string;
  debianPackage: string;
  /** The regular face, then the bold. */
  files: readonly [string, string];
}[];
