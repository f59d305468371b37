// The widest sans-serif fonts a device commonly shows text in when the app's own Inter is not there
// yet (font-display: optional): Debian's default, Android's and most Linux desktops' Noto, and
// Liberation, which stands in for Arial. e2e/fonts.e2e.ts forces each on the whole page, from
// Debian's packages (`npm test` installs them with Chromium: scripts/lib/ensure-browsers.mjs).
// Each has a regular and a bold face, as the devices have them; heavier weights use the bold.

const TRUETYPE = '/usr/share/fonts/truetype';

export const FALLBACK_FONTS = [
  {
    family: 'DejaVu Sans',
    debianPackage: 'fonts-dejavu-core',
    files: [`${TRUETYPE}/dejavu/DejaVuSans.ttf`, `${TRUETYPE}/dejavu/DejaVuSans-Bold.ttf`],
  },
  {
    family: 'Noto Sans',
    debianPackage: 'fonts-noto-core',
    files: [`${TRUETYPE}/noto/NotoSans-Regular.ttf`, `${TRUETYPE}/noto/NotoSans-Bold.ttf`],
  },
  {
    family: 'Liberation Sans',
    debianPackage: 'fonts-liberation2',
    files: [
      `${TRUETYPE}/liberation2/LiberationSans-Regular.ttf`,
      `${TRUETYPE}/liberation2/LiberationSans-Bold.ttf`,
    ],
  },
];
