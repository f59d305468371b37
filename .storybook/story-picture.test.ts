// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DESKTOP_PICTURE_TAG, storyPicture } from './story-picture';

const screen = (tags: string[] = []) => ({ id: 'pages-cart--two-lines', tags });
const component = { id: 'components-ui-button--primary', tags: [DESKTOP_PICTURE_TAG] };

describe('storyPicture', () => {
  it('pictures a component once, in the desktop run, cropped to what it drew', () => {
    expect(storyPicture(component, 'desktop', 'desktop')).toEqual({
      name: 'desktop/components-ui-button--primary',
      area: 'drawn',
    });
    expect(storyPicture(component, 'phone', 'phone')).toBeNull();
  });

  it('pictures every screen story at phone width, the whole window', () => {
    expect(storyPicture(screen(), 'phone', 'phone')).toEqual({
      name: 'phone/pages-cart--two-lines',
      area: 'window',
    });
  });

  it('pictures a screen at desktop width only when the story is tagged for it', () => {
    expect(storyPicture(screen(), 'desktop', 'desktop')).toBeNull();
    expect(storyPicture(screen([DESKTOP_PICTURE_TAG]), 'desktop', 'desktop')).toEqual({
      name: 'desktop/pages-cart--two-lines',
      area: 'window',
    });
  });

  it("pictures a screen that names its own width once, in the run that is not the phone's", () => {
    expect(storyPicture(screen(), 'smallPhone', 'desktop')).toEqual({
      name: 'smallPhone/pages-cart--two-lines',
      area: 'window',
    });
    expect(storyPicture(screen(), 'smallPhone', 'phone')).toBeNull();
    expect(storyPicture(screen([DESKTOP_PICTURE_TAG]), 'phone', 'desktop')).toBeNull();
  });
});
