/**
 * Which fonts drew a story's text, asked of Chromium itself (CDP `CSS.getPlatformFontsForNode`).
 * The pictures hold still on every machine only if every glyph comes from a font the project ships:
 * one falling back to a device font (a character outside the shipped subset, a component naming a
 * family of its own) looks different wherever the device's fonts differ.
 *
 * Asking per element would cost a round trip per element of a page story. So the page's visible
 * text is gathered by the font it asks for (family, weight, style), one off-screen probe per font
 * holds that text's distinct characters, and Chromium is asked about the probes only: the same
 * family list, weight and style over the same characters falls back the same way.
 */
import { cdp } from 'vitest/browser';

/** A face Chromium drew text with, as it reports it. */
interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

const PROBE = 'data-font-probe';

/** The visible text's distinct characters, by the font they ask for. */
function textByFont(root: Element): Map<string, { style: CSSStyleDeclaration; chars: Set<string> }> {
  const fonts = new Map<string, { style: CSSStyleDeclaration; chars: Set<string> }>();
  const add = (element: Element, text: string) => {
    const style = getComputedStyle(element);
    const key = [style.fontFamily, style.fontWeight, style.fontStyle, style.fontStretch].join('|');
    const entry = fonts.get(key) ?? { style, chars: new Set<string>() };
    for (const char of text.replace(/\s/g, '')) entry.chars.add(char);
    if (entry.chars.size > 0) fonts.set(key, entry);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && parent.checkVisibility({ visibilityProperty: true })) add(parent, node.textContent ?? '');
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.checkVisibility({ visibilityProperty: true })) add(field, field.value || field.placeholder);
  }
  return fonts;
}

/**
 * Every font that drew some of the visible text under `root` and is not one of the project's web
 * fonts, said with the text it drew in: empty when the project's fonts drew everything.
 */
export async function deviceFontsUsed(root: Element = document.body): Promise<string[]> {
  const token = crypto.randomUUID();
  const probes = [...textByFont(root).values()].map(({ style, chars }) => {
    const probe = document.createElement('span');
    probe.setAttribute(PROBE, token);
    probe.textContent = [...chars].join('');
    probe.style.cssText = `position: fixed; top: 0; left: -100000px; white-space: pre; font-family: ${style.fontFamily}; font-weight: ${style.fontWeight}; font-style: ${style.fontStyle}; font-stretch: ${style.fontStretch}`;
    document.body.append(probe);
    return probe;
  });
  try {
    const session = cdp();
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    await session.send('DOM.getDocument', { depth: 0 });
    // The session is the test runner's page; the stories render in its frame, which it can reach.
    const { result } = await session.send('Runtime.evaluate', {
      expression: `[...document.querySelectorAll('iframe')].flatMap((frame) => [...(frame.contentDocument?.querySelectorAll('[${PROBE}="${token}"]') ?? [])])`,
    });
    const { result: entries } = await session.send('Runtime.getProperties', {
      objectId: result.objectId!,
      ownProperties: true,
    });
    const found: string[] = [];
    for (const entry of entries) {
      if (!/^\d+$/.test(entry.name) || !entry.value?.objectId) continue;
      const probe = probes[Number(entry.name)];
      if (!probe) continue;
      const { nodeId } = await session.send('DOM.requestNode', { objectId: entry.value.objectId });
      const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
        fonts: PlatformFont[];
      };
      for (const font of fonts.filter((font) => !font.isCustomFont)) {
        found.push(
          `${font.familyName} drew ${font.glyphCount} of "${probe.textContent}" (weight ${probe.style.fontWeight}, ${probe.style.fontStyle}, asked for ${probe.style.fontFamily})`,
        );
      }
    }
    if (entries.filter((entry) => /^\d+$/.test(entry.name)).length !== probes.length) {
      throw new Error('The font check could not find its probes in the test page.');
    }
    return found;
  } finally {
    for (const probe of probes) probe.remove();
  }
}
