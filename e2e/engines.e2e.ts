import { describe, it } from 'vitest';
import { shopperJourney } from './support/engine-journey';
import { setupFirefox } from './support/firefox';
import { setupWebKit } from './support/webkit';

// The main journey in the two other engines shoppers use, at a phone's and a laptop's width. The
// rest of the suite runs in Chromium.
const engines = [
  ['Firefox ESR', 'firefox', setupFirefox],
  ['WebKitGTK', 'webkit', setupWebKit],
] as const;
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const [engine, shortName, setup] of engines) {
  for (const viewport of viewports) {
    describe(`in ${engine} at ${viewport.width} px`, () => {
      const session = setup({ viewport });
      it('browses, searches, opens a tag and a dish, adds it, logs in, pins the map, pays', async () => {
        await shopperJourney(session.page, `${shortName}-${viewport.width}`);
      });
    });
  }
}
